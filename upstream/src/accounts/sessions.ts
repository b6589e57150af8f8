import { and, eq, gt, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import { ApiError } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';
import { type Clock, dateOf } from '@academy/shared/server/clock';
import type { Db, Executor } from '../db/client.ts';
import { refreshTokens, tokenFamilies } from './tables.ts';
import { type Audience, hashToken, randomToken, type TokenService } from './tokens.ts';

interface IssuedSession {
  userId: string;
  familyId: string;
  token: string;
  rToken: string;
}

/**
 * Refresh-token families: each login starts one; refresh rotates the token; a rotated token used
 * again within the grace window gets the same successor (several tabs or BFFs refreshing at
 * once); used again after it, the whole family is revoked (the token was stolen).
 */
export function createSessionService(db: Db, tokens: TokenService, opts: { refreshTtl: number; graceSeconds: number; clock: Clock }) {
  // Every time here is the clock's, the rows' included: "last seen" and expiry are read against it.
  const now = () => dateOf(opts.clock);
  const expiry = () => dateOf(opts.clock, opts.refreshTtl * 1000);

  async function issue(userId: string, familyId: string, audience: Audience, rToken: string): Promise<IssuedSession> {
    const token = await tokens.signAccess({ sub: userId, fam: familyId, aud: audience });
    return { userId, familyId, token, rToken };
  }

  async function revokeFamily(familyId: string) {
    await db
      .update(tokenFamilies)
      .set({ revokedAt: now() })
      .where(and(eq(tokenFamilies.id, familyId), isNull(tokenFamilies.revokedAt)));
  }

  return {
    /**
     * `userAgent`: the browser the login came from, kept so its owner can tell their sessions apart.
     * `secondFactor`: the sign-in proved one already (a passkey); a password alone did not.
     */
    async start(userId: string, audience: Audience, userAgent?: string, opts: { secondFactor?: boolean } = {}): Promise<IssuedSession> {
      const rToken = randomToken();
      const familyId = await db.transaction(async (tx) => {
        const [family] = await tx
          .insert(tokenFamilies)
          .values({ userId, audience, userAgent: userAgent?.slice(0, 512), createdAt: now(), secondFactorAt: opts.secondFactor ? now() : null })
          .returning({ id: tokenFamilies.id });
        await tx.insert(refreshTokens).values({ familyId: family!.id, tokenHash: hashToken(rToken), expiresAt: expiry(), createdAt: now() });
        return family!.id;
      });
      return issue(userId, familyId, audience, rToken);
    },

    async rotate(rToken: string, audience: Audience): Promise<IssuedSession> {
      const tokenHash = hashToken(rToken);
      const next = randomToken();
      const refused = new ApiError(401, WIRE.unauthorized);
      // Claim the token and record its successor in one statement, so concurrent refreshes of the
      // same token rotate it once and the others read the successor.
      const claimed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(refreshTokens)
          .set({ rotatedAt: now(), successor: tokens.sealSuccessor(next) })
          .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt), gt(refreshTokens.expiresAt, now())))
          .returning({ familyId: refreshTokens.familyId });
        if (!row) return null;
        await tx.insert(refreshTokens).values({ familyId: row.familyId, tokenHash: hashToken(next), expiresAt: expiry(), createdAt: now() });
        return row.familyId;
      });

      const [row] = await db
        .select({
          familyId: refreshTokens.familyId,
          rotatedAt: refreshTokens.rotatedAt,
          successor: refreshTokens.successor,
          expiresAt: refreshTokens.expiresAt,
          userId: tokenFamilies.userId,
          audience: tokenFamilies.audience,
          revokedAt: tokenFamilies.revokedAt,
        })
        .from(refreshTokens)
        .innerJoin(tokenFamilies, eq(tokenFamilies.id, refreshTokens.familyId))
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (!row || row.revokedAt || row.audience !== audience) throw refused;
      if (claimed) return issue(row.userId, row.familyId, audience, next);

      const age = row.rotatedAt ? opts.clock.now() - row.rotatedAt.getTime() : Infinity;
      if (row.successor && age <= opts.graceSeconds * 1000) {
        return issue(row.userId, row.familyId, audience, tokens.openSuccessor(row.successor));
      }
      if (row.rotatedAt) await revokeFamily(row.familyId); // reuse outside the grace window
      throw refused;
    },

    /** Logout: the refresh token's whole family ends, so every copy of the session is dead. */
    async revoke(rToken: string): Promise<void> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(rToken)));
      if (row) await revokeFamily(row.familyId);
    },

    revokeFamily,

    /** The login proved its second factor: from now on its session may do what its role allows (accounts/auth-guard.ts). */
    async proveSecondFactor(familyId: string, tx: Executor = db): Promise<void> {
      await tx.update(tokenFamilies).set({ secondFactorAt: now() }).where(eq(tokenFamilies.id, familyId));
    },

    /** Whose session a refresh token is, whatever its state: a refused refresh can then say why. */
    async ownerOf(rToken: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: tokenFamilies.userId })
        .from(refreshTokens)
        .innerJoin(tokenFamilies, eq(tokenFamilies.id, refreshTokens.familyId))
        .where(eq(refreshTokens.tokenHash, hashToken(rToken)));
      return row?.userId;
    },

    /** Ends every session of the user but `except` (the one asking), inside the caller's transaction when given. */
    async revokeAllForUser(userId: string, opts: { except?: string; tx?: Executor } = {}): Promise<void> {
      await (opts.tx ?? db)
        .update(tokenFamilies)
        .set({ revokedAt: now() })
        .where(and(eq(tokenFamilies.userId, userId), isNull(tokenFamilies.revokedAt), opts.except ? ne(tokenFamilies.id, opts.except) : undefined));
    },

    /** Successors are only needed inside the grace window; forget them after it. */
    /** How many it forgot. */
    async forgetOldSuccessors(): Promise<number> {
      const cutoff = dateOf(opts.clock, -opts.graceSeconds * 1000);
      const forgotten = await db
        .update(refreshTokens)
        .set({ successor: null })
        .where(and(lt(refreshTokens.rotatedAt, cutoff), isNotNull(refreshTokens.successor)))
        .returning({ id: refreshTokens.id });
      return forgotten.length;
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
