import { sql } from 'drizzle-orm';
import type { SecondFactorStep } from '@academy/shared/auth';
import { settings } from '../catalogue/tables.ts';
import { passkeys, totpFactors, type users } from './tables.ts';

/** The setting by which the super-admin requires a second factor of every admin ('1'), not only of super-admins. */
export const ADMINS_SECOND_FACTOR = 'admins_second_factor';

/** What decides whether a session must still prove (or first set up) a second factor. */
export interface SecondFactorFacts {
  role: (typeof users.$inferSelect)['role'];
  /** A confirmed authenticator app. */
  totp: boolean;
  passkey: boolean;
  /** The super-admin's requirement for every admin is on. */
  adminsRequired: boolean;
  /** When this session proved a second factor, if it did. */
  provenAt: Date | null;
}

/**
 * The rule in one place (the login's answer and every call's guard read it): a session that proved
 * a factor is done; an account with one must prove it; staff who must have one and do not must set
 * it up first. A customer's passkey is a way to sign in, not a step after the password.
 */
export function secondFactorStep(facts: SecondFactorFacts): SecondFactorStep {
  if (facts.provenAt) return null;
  const staff = facts.role !== 'customer';
  if (facts.totp || (staff && facts.passkey)) return 'verify';
  if (facts.role === 'super_admin' || (staff && facts.adminsRequired)) return 'enrol';
  return null;
}

/**
 * The facts of the account `userId` names (its id, or a placeholder for it), as columns of a select
 * (the guard's one read per call includes them). A value, not the users table's column: in a select
 * from that table alone drizzle names it unqualified, and inside `from passkeys` it would be theirs.
 */
export function secondFactorColumns(id: string | ReturnType<typeof sql.placeholder>) {
  const userId = sql`${id}::uuid`;
  return {
    totp: sql<boolean>`exists (select 1 from ${totpFactors} where ${totpFactors.userId} = ${userId} and ${totpFactors.confirmedAt} is not null)`,
    passkey: sql<boolean>`exists (select 1 from ${passkeys} where ${passkeys.userId} = ${userId})`,
    adminsRequired: sql<boolean>`coalesce((select ${settings.value} = '1' from ${settings} where ${settings.key} = ${ADMINS_SECOND_FACTOR}), false)`,
  };
}
