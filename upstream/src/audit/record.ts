import type { AuditFields } from '@academy/shared/audit';
import type { Executor } from '../db/client.ts';
import type { AuditEntryInput } from './context.ts';
import { changes } from './changes.ts';
import { withoutSecrets } from './secrets.ts';
import { auditEntries } from './tables.ts';

const kept = (fields: AuditFields | null | undefined) => {
  const left = fields ? withoutSecrets(fields) : null;
  return left && Object.keys(left).length ? left : null;
};

/**
 * Appends one entry. A write passes its own transaction (`tx`), so the change and its entry commit
 * together or not at all; only a sign-in, which changes nothing of the shop, passes the database.
 * Secrets are dropped here whatever the caller gave, then what is left unchanged on both sides.
 */
export async function record(tx: Executor, entry: AuditEntryInput): Promise<void> {
  const { before, after } = changes(kept(entry.before), kept(entry.after));
  await tx.insert(auditEntries).values({
    at: entry.at,
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    actorRole: entry.actor?.role ?? null,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    targetLabel: entry.target?.label ?? null,
    before,
    after,
    ip: entry.ip,
    device: entry.device,
  });
}
