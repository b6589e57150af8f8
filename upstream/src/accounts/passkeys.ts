import { and, asc, eq, lt } from 'drizzle-orm';
import type { VerifiedAuthenticationResponse } from '@simplewebauthn/server';
import { ApiError } from '@academy/shared/api-error';
import type { SignInPair } from '@academy/shared/auth';
import { ACADEMY_NAME, WIRE } from '@academy/shared/constants';
import {
  AUTHENTICATOR_TRANSPORTS,
  type AuthenticationResponse,
  type AuthenticatorTransport,
  type CreationOptions,
  MAX_PASSKEYS,
  PASSKEY_TEXT,
  type PasskeyItem,
  type PasskeyRegistrationRequest,
  type RequestOptions,
} from '@academy/shared/passkeys';
import { type Clock, dateOf } from '@academy/shared/server/clock';
import type { Db, Executor } from '../db/client.ts';
import type { PersonalDataPart } from '../db/personal-data.ts';
import type { AuditContext, AuditOrigin } from '../audit/context.ts';
import { record } from '../audit/record.ts';
import type { User } from './accounts.ts';
import { deviceName } from './device-name.ts';
import { isNewDevice, type SignInFrom } from './known-devices.ts';
import { secondFactorColumns, secondFactorStep } from './second-factor-rule.ts';
import type { SecurityNotices } from './security-notices.ts';
import type { SessionService } from './sessions.ts';
import { passkeys, users, webauthnChallenges } from './tables.ts';

/** How long the browser may take over a ceremony; the challenge is kept a little longer, for the answer's way back. */
const CEREMONY_MS = 120_000;
const CHALLENGE_MS = CEREMONY_MS + 60_000;

/**
 * The signature algorithms a passkey may use (COSE ids): ES256, EdDSA, RS256, what every authenticator
 * offers. Named rather than the library's default, which adds ML-DSA-44 where Node has it: Node
 * warns that its check is experimental, and those signatures are kilobytes.
 */
const ALGORITHMS = [-7, -8, -257];

/** The WebAuthn library (with its ASN.1 and X.509 parsers, hundreds of modules) is loaded with the first ceremony, not at every start. */
const webauthn = () => import('@simplewebauthn/server');

type Purpose = (typeof webauthnChallenges.$inferInsert)['purpose'];
type Passkey = typeof passkeys.$inferSelect;

/** Who acts on their own passkeys: the account, this login, and for staff the audit entry's context (docs/decisions/085-audit-log.md). */
export interface PasskeyOwner {
  user: User;
  familyId: string;
  /** What this login still owes (accounts/auth-guard.ts): a passkey added while it must set a factor up proves it. */
  step: 'verify' | 'enrol' | null;
  audit: AuditContext | null;
  /** Where the change comes from, for the owner's notice (security-notices.ts). */
  origin: AuditOrigin;
}

const isTransport = (t: string): t is AuthenticatorTransport => (AUTHENTICATOR_TRANSPORTS as readonly string[]).includes(t);
const descriptorOf = (p: Pick<Passkey, 'credentialId' | 'transports'>) => ({
  id: p.credentialId,
  type: 'public-key' as const,
  transports: p.transports.filter(isTransport),
});
const itemOf = (p: Pick<Passkey, 'id' | 'name' | 'createdAt' | 'lastUsedAt'>): PasskeyItem => ({
  id: p.id,
  name: p.name,
  created_at: p.createdAt.toISOString(),
  last_used_at: p.lastUsedAt?.toISOString() ?? null,
});
/** The user handle a passkey carries (the account's id, as registration gave it), as base64url. */
const userHandleOf = (userId: string) => Buffer.from(userId).toString('base64url');

/** The challenge a ceremony's answer signed, read from its clientDataJSON; undefined when it is not one. */
function challengeIn(clientDataJSON: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (parsed as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 512 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Passkeys (WebAuthn, @simplewebauthn/server; docs/decisions/088-passkeys.md): registered by a
 * signed-in account; a customer's signs in without a password (it proves possession and, verified by
 * the device, the person: a sign-in with its second factor already), a staff member's is a second
 * factor after the password. The relying party is PUBLIC_URL: its host name is the RP ID, its origin
 * the only one an answer may come from. Each challenge is kept server-side and taken once.
 */
export function createPasskeys(deps: { db: Db; clock: Clock; sessions: SessionService; publicUrl: string; notify: SecurityNotices }) {
  const { db, clock, sessions, notify } = deps;
  const url = new URL(deps.publicUrl);
  const rp = { name: ACADEMY_NAME, id: url.hostname, origin: url.origin };
  const now = () => dateOf(clock);

  /** Keeps a new challenge for its answer, forgetting those whose time is up (so the table holds only live ones). */
  async function keep(challenge: string, purpose: Purpose, userId: string | null) {
    await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now()));
    await db.insert(webauthnChallenges).values({ challenge, purpose, userId, expiresAt: dateOf(clock, CHALLENGE_MS), createdAt: now() });
  }

  /**
   * Takes the challenge an answer signed: it must be one this shop gave for this purpose (and this
   * account), not used and not expired. Taken in its own statement, before the answer is checked, so
   * an answer that fails still spends it: no challenge is tried twice.
   */
  async function take(clientDataJSON: string, purpose: Purpose, userId: string | null, refusal: ApiError): Promise<string> {
    const challenge = challengeIn(clientDataJSON);
    if (!challenge) throw refusal;
    const [row] = await db.delete(webauthnChallenges).where(eq(webauthnChallenges.challenge, challenge)).returning();
    if (!row || row.purpose !== purpose || row.userId !== userId || row.expiresAt <= now()) throw refusal;
    return challenge;
  }

  const ownPasskeys = (tx: Executor, userId: string) => tx.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));

  /** The assertion checked against the stored key; null when it does not verify (a wrong origin, a replayed counter, a bad signature). */
  async function assertion(response: AuthenticationResponse, passkey: Passkey, expectedChallenge: string, requireUserVerification: boolean) {
    const { verifyAuthenticationResponse } = await webauthn();
    let verdict: VerifiedAuthenticationResponse;
    try {
      verdict = await verifyAuthenticationResponse({
        response,
        expectedChallenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
          counter: passkey.counter,
          transports: passkey.transports.filter(isTransport),
        },
      });
    } catch {
      return null;
    }
    return verdict.verified ? verdict.authenticationInfo : null;
  }

  /**
   * The passkey's use recorded: its new counter and when. Only if nobody used it in the meantime
   * (its counter as read): two answers racing with one authenticator's counter let one through.
   */
  async function used(tx: Executor, passkey: Passkey, newCounter: number): Promise<boolean> {
    const [row] = await tx
      .update(passkeys)
      .set({ counter: newCounter, lastUsedAt: now() })
      .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, passkey.counter)))
      .returning({ id: passkeys.id });
    return Boolean(row);
  }

  /** A staff member's entry for a change of their own passkeys; nothing for a customer. */
  async function audited(tx: Executor, owner: PasskeyOwner, before: string[], after: string[]) {
    if (!owner.audit) return;
    const { user } = owner;
    // `passkeys`, a list of names: a field named for a single key would be dropped as a secret (audit/secrets.ts).
    await record(tx, { ...owner.audit, target: { type: 'admin', id: user.id, label: user.email }, before: { passkeys: before }, after: { passkeys: after } });
  }

  /** A login that must still prove its second factor cannot add one of its own: a stolen password would otherwise add the thief's. */
  function mayAdd(owner: PasskeyOwner) {
    if (owner.step === 'verify') throw new ApiError(403, WIRE.secondFactorRequired);
  }

  return {
    async list(userId: string): Promise<PasskeyItem[]> {
      return (await ownPasskeys(db, userId)).map(itemOf);
    },

    /** What the browser needs to make a new passkey for the account: discoverable (it signs in without an email), none it has already. */
    async registrationOptions(owner: PasskeyOwner): Promise<CreationOptions> {
      const { user } = owner;
      mayAdd(owner);
      const own = await ownPasskeys(db, user.id);
      if (own.length >= MAX_PASSKEYS) throw new ApiError(409, PASSKEY_TEXT.tooMany);
      const { generateRegistrationOptions } = await webauthn();
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: user.email,
        userID: new Uint8Array(Buffer.from(user.id)),
        userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
        timeout: CEREMONY_MS,
        attestationType: 'none',
        excludeCredentials: own.map(descriptorOf),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        supportedAlgorithmIDs: ALGORITHMS,
      });
      await keep(options.challenge, 'register', user.id);
      return { ...options, excludeCredentials: own.map(descriptorOf) };
    },

    /**
     * The new passkey checked and kept, named as its owner typed or after the device. A customer's
     * must verify its user (a PIN, a fingerprint): it will sign in alone. A staff member's, added while
     * the login must still set a factor up, proves that login; one that must prove its factor first
     * cannot add its own (the route refuses it before).
     */
    async register(owner: PasskeyOwner, input: PasskeyRegistrationRequest, userAgent: string | undefined): Promise<PasskeyItem> {
      const { user } = owner;
      mayAdd(owner);
      const refused = new ApiError(422, PASSKEY_TEXT.notVerified);
      const expectedChallenge = await take(input.response.response.clientDataJSON, 'register', user.id, new ApiError(422, PASSKEY_TEXT.challengeGone));
      const { verifyRegistrationResponse } = await webauthn();
      const verdict = await verifyRegistrationResponse({
        response: input.response,
        expectedChallenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: false,
        supportedAlgorithmIDs: ALGORITHMS,
      }).catch(() => null);
      if (!verdict?.verified) throw refused;
      const { credential, userVerified } = verdict.registrationInfo;
      if (user.role === 'customer' && !userVerified) throw new ApiError(422, PASSKEY_TEXT.noUserVerification);
      const name = input.name || deviceName(userAgent ?? null);
      return db.transaction(async (tx) => {
        // The account's row locked: two additions at once count each other.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        const before = (await ownPasskeys(tx, user.id)).map((p) => p.name);
        if (before.length >= MAX_PASSKEYS) throw new ApiError(409, PASSKEY_TEXT.tooMany);
        const [added] = await tx
          .insert(passkeys)
          .values({
            userId: user.id,
            credentialId: credential.id,
            publicKey: Buffer.from(credential.publicKey).toString('base64url'),
            counter: credential.counter,
            transports: (input.response.response.transports ?? []).filter(isTransport),
            name,
            createdAt: now(),
          })
          .onConflictDoNothing({ target: passkeys.credentialId })
          .returning();
        if (!added) throw new ApiError(409, PASSKEY_TEXT.alreadyRegistered);
        if (owner.step === 'enrol') await sessions.proveSecondFactor(owner.familyId, tx);
        await audited(tx, owner, before, [...before, name]);
        await notify(tx, user, 'passkey-added', owner.origin);
        return itemOf(added);
      });
    },

    /**
     * Removes one of the account's own passkeys (another's is "no such passkey"). Staff who must have a
     * second factor keep one: the last one goes only once an app or another passkey is there.
     */
    async remove(owner: PasskeyOwner, id: string): Promise<void> {
      const { user } = owner;
      await db.transaction(async (tx) => {
        const before = (await ownPasskeys(tx, user.id)).map((p) => p.name);
        const [gone] = await tx
          .delete(passkeys)
          .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
          .returning({ name: passkeys.name });
        if (!gone) throw new ApiError(404, PASSKEY_TEXT.notFound);
        if (user.role !== 'customer') {
          // The account's id as a value, not a column: a column would be written unqualified in this one-table select, and read
          // inside each subquery as that subquery's own table's.
          const [facts] = await tx.select(secondFactorColumns(user.id)).from(users).where(eq(users.id, user.id));
          if (secondFactorStep({ ...facts!, role: user.role, provenAt: null }) === 'enrol') throw new ApiError(409, PASSKEY_TEXT.lastFactor);
        }
        const after = [...before];
        after.splice(before.indexOf(gone.name), 1);
        await audited(tx, owner, before, after);
        await notify(tx, user, 'passkey-removed', owner.origin);
      });
    },

    /** A customer's sign-in, step one: a challenge any of this shop's passkeys may answer (the browser offers the person theirs). */
    async signInOptions(): Promise<RequestOptions> {
      const { generateAuthenticationOptions } = await webauthn();
      const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required', timeout: CEREMONY_MS });
      await keep(options.challenge, 'sign-in', null);
      // No list of credentials: the passkey itself says whose account it is.
      const { challenge, timeout, rpId, userVerification } = options;
      return { challenge, timeout, rpId, userVerification };
    },

    /**
     * The passkey's answer signs its customer in: a new session that has proved its second factor
     * (possession, and the person verified by the device). Refused alike, saying nothing of any account:
     * an unknown passkey, a staff member's (a second factor, never a way in at the customer login), a
     * closed account's, a wrong origin, a replayed or spent challenge. A banned customer is told, as at
     * the password login, only once the passkey proved it is theirs.
     */
    async signIn(response: AuthenticationResponse, from: SignInFrom): Promise<SignInPair> {
      const refused = new ApiError(401, PASSKEY_TEXT.signInRefused);
      const expectedChallenge = await take(response.response.clientDataJSON, 'sign-in', null, refused);
      const [row] = await db
        .select({ passkey: passkeys, user: users })
        .from(passkeys)
        .innerJoin(users, eq(users.id, passkeys.userId))
        .where(eq(passkeys.credentialId, response.id));
      if (!row || row.user.role !== 'customer' || row.user.status === 'closed') throw refused;
      const { passkey, user } = row;
      if (response.response.userHandle !== undefined && response.response.userHandle !== userHandleOf(user.id)) throw refused;
      const checked = await assertion(response, passkey, expectedChallenge, true);
      if (!checked) throw refused;
      if (user.status === 'banned') throw new ApiError(403, WIRE.bannedUser);
      if (!(await used(db, passkey, checked.newCounter))) throw refused;
      const session = await sessions.start(user.id, 'customer', from.userAgent, { secondFactor: true });
      if (await isNewDevice(db, user.id, from.deviceId, from.origin.at)) await notify(db, user, 'new-device', from.origin);
      return { token: session.token, rToken: session.rToken, email: user.email, first_name: user.firstName, role: user.role, second_factor: null };
    },

    /** Staff after their password: a challenge for one of their own passkeys. */
    async secondFactorOptions(user: User): Promise<RequestOptions> {
      const own = await ownPasskeys(db, user.id);
      if (!own.length) throw new ApiError(409, PASSKEY_TEXT.noPasskey);
      const { generateAuthenticationOptions } = await webauthn();
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        allowCredentials: own.map(descriptorOf),
        // The password was the first factor: the passkey's possession is the second, a PIN on it welcome, not asked.
        userVerification: 'preferred',
        timeout: CEREMONY_MS,
      });
      await keep(options.challenge, 'second-factor', user.id);
      return { ...options, allowCredentials: own.map(descriptorOf) };
    },

    /** One of the account's own passkeys answered: this login has proved its second factor, recorded with it for staff. */
    async proveSecondFactor(owner: PasskeyOwner, response: AuthenticationResponse): Promise<void> {
      const { user } = owner;
      const refused = new ApiError(422, PASSKEY_TEXT.notVerified);
      const expectedChallenge = await take(response.response.clientDataJSON, 'second-factor', user.id, new ApiError(422, PASSKEY_TEXT.challengeGone));
      const [passkey] = await db
        .select()
        .from(passkeys)
        .where(and(eq(passkeys.credentialId, response.id), eq(passkeys.userId, user.id)));
      if (!passkey) throw refused;
      const checked = await assertion(response, passkey, expectedChallenge, false);
      if (!checked) throw refused;
      await db.transaction(async (tx) => {
        if (!(await used(tx, passkey, checked.newCounter))) throw refused;
        await sessions.proveSecondFactor(owner.familyId, tx);
        if (owner.audit) await record(tx, { ...owner.audit, target: { type: 'admin', id: user.id, label: user.email }, after: { method: 'passkey' } });
      });
    },

    /**
     * A customer's passkeys in their data export (names and dates, never a key) and forgotten when the
     * account closes: the row stays (decision 086), so nothing could sign in to it, but the keys are theirs.
     */
    personalData: {
      exported: {
        'passkeys.json': async (userId: string) =>
          (await ownPasskeys(db, userId)).map((p) => ({
            name: p.name,
            created_at: p.createdAt.toISOString(),
            last_used_at: p.lastUsedAt?.toISOString() ?? null,
          })),
      },
      async close(tx, account) {
        await tx.delete(passkeys).where(eq(passkeys.userId, account.id));
        await tx.delete(webauthnChallenges).where(eq(webauthnChallenges.userId, account.id));
      },
    } satisfies PersonalDataPart,
  };
}
export type Passkeys = ReturnType<typeof createPasskeys>;
