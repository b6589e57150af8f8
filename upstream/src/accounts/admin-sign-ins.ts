import type { Executor } from '../db/client.ts';
import type { AuditOrigin } from '../audit/context.ts';
import { record } from '../audit/record.ts';
import type { users } from './tables.ts';

/** Why an admin sign-in was refused, as the audit log says it (the person signing in is told less: accounts.ts). */
export type SignInRefusal = 'no account with this email' | 'wrong password' | 'not an admin account' | 'banned' | 'deactivated';

/**
 * An admin sign-in, let in or refused, as a security event of the audit log: a refused one has no
 * actor (nobody proved who they are), and names the address typed and, when it is an admin's, the
 * account. The attempts the login's rate limit turns away never get here, so a flood of guesses
 * cannot flood the log (plugins/external/rate-limit.ts).
 */
export async function recordAdminSignIn(
  db: Executor,
  origin: AuditOrigin,
  email: string,
  user: Pick<typeof users.$inferSelect, 'id' | 'email' | 'role'> | undefined,
  refusal: SignInRefusal | null,
) {
  const admin = user && user.role !== 'customer' ? user : undefined;
  const target = { type: 'admin', id: admin?.id ?? null, label: admin?.email ?? email } as const;
  if (refusal) await record(db, { ...origin, actor: null, action: 'admin.login_failed', target, after: { reason: refusal } });
  else if (admin) await record(db, { ...origin, actor: { id: admin.id, email: admin.email, role: admin.role }, action: 'admin.login', target });
}
