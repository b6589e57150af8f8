import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import { ApiError } from '@academy/shared/api-error';
import { ACADEMY_NAME } from '@academy/shared/constants';
import type { TotpEnrolment } from '@academy/shared/second-factor';
import { type Clock, dateOf } from '@academy/shared/server/clock';
import type { AuditAction } from '@academy/shared/audit';
import type { Db, Executor } from '../db/client.ts';
import type { AuditContext, AuditOrigin } from '../audit/context.ts';
import { record } from '../audit/record.ts';
import type { SecurityEvent } from '../mail/security-mails.ts';
import { passkeys, recoveryCodes, totpFactors, users } from './tables.ts';
import type { User } from './accounts.ts';
import type { Passwords } from './passwords.ts';
import type { SessionService } from './sessions.ts';
import type { Sealer } from './sealer.ts';
import type { SecurityNotices } from './security-notices.ts';
import { secondFactorColumns } from './second-factor-rule.ts';

const PERIOD_SECONDS = 30;
/** Wrong codes (app or recovery) allowed in a row before the account's codes lock for LOCK_MS. */
const WRONG_CODES_BEFORE_LOCK = 5;
const LOCK_MS = 15 * 60_000;
const RECOVERY_CODE_COUNT = 10;
/** RFC 4648 base32's letters and digits: no 0/1/8/9 to be misread. */
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** The time step a good code was made for (otplib answers TOTP's and HOTP's results as one type). */
const stepOf = (result: { valid: true } & ({ timeStep: number } | object)) => ('timeStep' in result ? result.timeStep : 0);

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
/** Ten characters (50 random bits) shown as two groups of five. */
const newRecoveryCode = () => {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};
/** A code as typed (any case, spaces or dashes) to the form it was hashed in. */
const normalRecoveryCode = (typed: string) => {
  const bare = typed.toLowerCase().replace(/[^a-z2-7]/g, '');
  return `${bare.slice(0, 5)}-${bare.slice(5)}`;
};

const locked = () => new ApiError(429, 'Too many wrong codes. Wait 15 minutes and try again, or ask the super-admin to reset your two-factor sign-in.');
const notOn = () => new ApiError(409, 'Two-factor sign-in is not on for this account.');

/** Who acts on their own second factor: the account, this login, where from, and for staff the audit entry's context. */
export interface FactorOwner {
  user: User;
  familyId: string;
  origin: AuditOrigin;
  /** Staff changes and sign-ins are recorded (docs/decisions/085-audit-log.md); a customer's are mailed only. */
  audit: AuditContext | null;
}

type Factor = typeof totpFactors.$inferSelect;

/**
 * Authenticator-app second factors (RFC 6238, otplib) and their recovery codes: set up from a QR code,
 * each code good once (the last time step is kept), five wrong codes lock for 15 minutes, every change
 * mailed to the owner and, for staff, recorded in the audit log in the same transaction.
 */
export function createTotp(deps: { db: Db; clock: Clock; sessions: SessionService; sealer: Sealer; passwords: Passwords; notify: SecurityNotices }) {
  const { db, clock, sessions, sealer, passwords, notify } = deps;
  const epoch = () => Math.floor(clock.now() / 1000);

  /** The staff entry of a change, as the same transaction's part; nothing for a customer. */
  async function audited(tx: Executor, owner: FactorOwner, action?: AuditAction) {
    if (!owner.audit) return;
    const { user } = owner;
    await record(tx, { ...owner.audit, ...(action && { action }), target: { type: 'admin', id: user.id, label: user.email } });
  }

  async function told(tx: Executor, owner: FactorOwner, event: SecurityEvent) {
    await notify(tx, owner.user, event, owner.origin);
  }

  async function issueRecoveryCodes(tx: Executor, userId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashCode(code), createdAt: dateOf(clock) })));
    return codes;
  }

  const isLocked = (factor: Factor) =>
    factor.failures >= WRONG_CODES_BEFORE_LOCK && factor.failedSince !== null && factor.failedSince.getTime() > clock.now() - LOCK_MS;

  /** A wrong code counts toward the lock (a count older than the lock's span starts again); the lock's start is a staff security event. */
  async function countWrong(tx: Executor, owner: FactorOwner, factor: Factor) {
    const fresh = factor.failedSince !== null && factor.failedSince.getTime() > clock.now() - LOCK_MS;
    const failures = fresh ? factor.failures + 1 : 1;
    await tx
      .update(totpFactors)
      .set({ failures, failedSince: fresh ? factor.failedSince : dateOf(clock) })
      .where(eq(totpFactors.userId, factor.userId));
    if (failures === WRONG_CODES_BEFORE_LOCK) await audited(tx, owner, 'admin.second_factor_failed');
    return failures >= WRONG_CODES_BEFORE_LOCK;
  }

  /** The account's factor, locked for this transaction; refused while its codes are locked. */
  async function factorOf(tx: Executor, userId: string) {
    const [factor] = await tx.select().from(totpFactors).where(eq(totpFactors.userId, userId)).for('update');
    if (factor && isLocked(factor)) throw locked();
    return factor;
  }

  /** Runs a code check whose refusal must still count: the count commits, then the refusal is thrown. */
  async function checked<T>(work: (tx: Executor) => Promise<T | ApiError>): Promise<T> {
    const outcome = await db.transaction(work);
    if (outcome instanceof ApiError) throw outcome;
    return outcome;
  }

  /** Whether the account must keep a second factor (it cannot be turned off), and the requirement for admins (staff only). */
  async function requirement(user: User) {
    const [facts] = await db.select(secondFactorColumns(user.id)).from(users).where(eq(users.id, user.id));
    const staff = user.role !== 'customer';
    return { required: user.role === 'super_admin' || (staff && facts!.adminsRequired), admins_required: staff ? facts!.adminsRequired : null };
  }

  return {
    /** The account's app set from a secret given at start (ADMIN_TOTP_SECRET), unless one is on already. */
    async provision(email: string, secret: string): Promise<void> {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
      if (!user) return;
      const at = dateOf(clock);
      await db
        .insert(totpFactors)
        .values({ userId: user.id, secret: sealer.seal(secret), confirmedAt: at, createdAt: at })
        .onConflictDoUpdate({ target: totpFactors.userId, set: { secret: sealer.seal(secret), confirmedAt: at }, setWhere: isNull(totpFactors.confirmedAt) });
    },

    /** What the account's security page shows. */
    async state(user: User) {
      const [factor] = await db.select({ confirmedAt: totpFactors.confirmedAt }).from(totpFactors).where(eq(totpFactors.userId, user.id));
      const [left] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
      return { totp: Boolean(factor?.confirmedAt), recovery_codes_left: factor?.confirmedAt ? left!.count : 0, ...(await requirement(user)) };
    },

    /** A new secret to scan, pending until a code from the app confirms it; one already on is never replaced this way. */
    async start(user: User): Promise<TotpEnrolment> {
      const secret = generateSecret();
      const [pending] = await db
        .insert(totpFactors)
        .values({ userId: user.id, secret: sealer.seal(secret), createdAt: dateOf(clock) })
        .onConflictDoUpdate({
          target: totpFactors.userId,
          set: { secret: sealer.seal(secret), createdAt: dateOf(clock) },
          setWhere: isNull(totpFactors.confirmedAt),
        })
        .returning({ userId: totpFactors.userId });
      if (!pending) throw new ApiError(409, 'Two-factor sign-in is already on. Turn it off first to move it to another app.');
      const uri = generateURI({ issuer: ACADEMY_NAME, label: user.email, secret });
      // qrcode is loaded with the first enrolment, not at every start.
      const { default: QRCode } = await import('qrcode');
      const qr_svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, otpauth_uri: uri, qr_svg };
    },

    /** The first code from the app turns it on, proves this login, and answers the recovery codes (shown this once). */
    async confirm(owner: FactorOwner, code: string): Promise<string[]> {
      return checked(async (tx) => {
        const factor = await factorOf(tx, owner.user.id);
        if (!factor || factor.confirmedAt) return new ApiError(409, 'Start setting up two-factor sign-in first.');
        const result = await verify({ secret: sealer.open(factor.secret), token: code, epoch: epoch(), epochTolerance: PERIOD_SECONDS });
        if (!result.valid) {
          await countWrong(tx, owner, factor);
          return new ApiError(422, 'That code is not right. Check the time on your phone and type the newest code.');
        }
        await tx
          .update(totpFactors)
          .set({ confirmedAt: dateOf(clock), lastStep: stepOf(result), failures: 0, failedSince: null })
          .where(eq(totpFactors.userId, owner.user.id));
        const codes = await issueRecoveryCodes(tx, owner.user.id);
        await sessions.proveSecondFactor(owner.familyId, tx);
        await audited(tx, owner);
        await told(tx, owner, 'totp-on');
        return codes;
      });
    },

    /** A code at sign-in: right, and newer than the last one taken (a code is good once), proves this login. */
    async verifyCode(owner: FactorOwner, code: string): Promise<void> {
      await checked(async (tx) => {
        const factor = await factorOf(tx, owner.user.id);
        if (!factor?.confirmedAt) return notOn();
        const result = await verify({ secret: sealer.open(factor.secret), token: code, epoch: epoch(), epochTolerance: PERIOD_SECONDS });
        const replayed = result.valid && factor.lastStep !== null && stepOf(result) <= factor.lastStep;
        if (!result.valid || replayed) {
          if (await countWrong(tx, owner, factor)) return locked();
          return new ApiError(
            422,
            replayed ? 'That code was used already. Wait for the next one.' : 'That code is not right. Type the newest code from your app.',
          );
        }
        await tx
          .update(totpFactors)
          .set({ lastStep: stepOf(result), failures: 0, failedSince: null })
          .where(eq(totpFactors.userId, owner.user.id));
        await sessions.proveSecondFactor(owner.familyId, tx);
        await audited(tx, owner);
        return undefined;
      });
    },

    /** A recovery code instead of the app: good once, mailed to the owner; answers how many are left. */
    async useRecoveryCode(owner: FactorOwner, typed: string): Promise<number> {
      return checked(async (tx) => {
        const factor = await factorOf(tx, owner.user.id);
        if (!factor?.confirmedAt) return notOn();
        const [used] = await tx
          .update(recoveryCodes)
          .set({ usedAt: dateOf(clock) })
          .where(and(eq(recoveryCodes.userId, owner.user.id), eq(recoveryCodes.codeHash, hashCode(normalRecoveryCode(typed))), isNull(recoveryCodes.usedAt)))
          .returning({ id: recoveryCodes.id });
        if (!used) {
          if (await countWrong(tx, owner, factor)) return locked();
          return new ApiError(422, 'That recovery code is not right, or it was used already.');
        }
        await tx.update(totpFactors).set({ failures: 0, failedSince: null }).where(eq(totpFactors.userId, owner.user.id));
        await sessions.proveSecondFactor(owner.familyId, tx);
        await audited(tx, owner);
        await told(tx, owner, 'recovery-code-used');
        const [left] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(recoveryCodes)
          .where(and(eq(recoveryCodes.userId, owner.user.id), isNull(recoveryCodes.usedAt)));
        return left!.count;
      });
    },

    /** Fresh recovery codes (the old ones stop working), after the password. */
    async newRecoveryCodes(owner: FactorOwner, password: string): Promise<string[]> {
      if (!(await passwords.verify(password, owner.user.passwordHash))) throw new ApiError(403, 'The password is not correct');
      return db.transaction(async (tx) => {
        const factor = await factorOf(tx, owner.user.id);
        if (!factor?.confirmedAt) throw notOn();
        const codes = await issueRecoveryCodes(tx, owner.user.id);
        await audited(tx, owner);
        await told(tx, owner, 'recovery-codes');
        return codes;
      });
    },

    /**
     * The super-admin's reset of another staff member's second factors (a lost phone, no recovery
     * code left): app, recovery codes and passkeys go, their sessions end, and they set one up again
     * at their next sign-in if they must; told to them, recorded with what they had.
     */
    async reset(audit: AuditContext, staffId: string): Promise<void> {
      if (staffId === audit.actor.id) throw new ApiError(409, 'You cannot reset your own two-factor sign-in: sign in with a recovery code instead.');
      await db.transaction(async (tx) => {
        const [staff] = await tx
          .select({ id: users.id, email: users.email, firstName: users.firstName })
          .from(users)
          .where(and(eq(users.id, staffId), ne(users.role, 'customer')));
        if (!staff) throw new ApiError(404, 'No admin with this id');
        const app = await tx.delete(totpFactors).where(eq(totpFactors.userId, staffId)).returning({ confirmedAt: totpFactors.confirmedAt });
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, staffId));
        const keys = await tx.delete(passkeys).where(eq(passkeys.userId, staffId)).returning({ id: passkeys.id });
        await sessions.revokeAllForUser(staffId, { tx });
        const before = { authenticator_app: Boolean(app[0]?.confirmedAt), passkeys: keys.length };
        await record(tx, { ...audit, target: { type: 'admin', id: staff.id, label: staff.email }, before, after: { authenticator_app: false, passkeys: 0 } });
        await notify(tx, staff, 'second-factor-reset', audit);
      });
    },

    /** Off, after the password, unless the account must keep it. */
    async disable(owner: FactorOwner, password: string): Promise<void> {
      if (!(await passwords.verify(password, owner.user.passwordHash))) throw new ApiError(403, 'The password is not correct');
      if ((await requirement(owner.user)).required) throw new ApiError(409, 'Two-factor sign-in is required for your account, so it stays on.');
      await db.transaction(async (tx) => {
        const factor = await factorOf(tx, owner.user.id);
        if (!factor?.confirmedAt) throw notOn();
        await tx.delete(totpFactors).where(eq(totpFactors.userId, owner.user.id));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, owner.user.id));
        await audited(tx, owner);
        await told(tx, owner, 'totp-off');
      });
    },
  };
}
export type Totp = ReturnType<typeof createTotp>;
