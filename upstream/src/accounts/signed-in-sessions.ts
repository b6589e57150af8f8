import { and, desc, eq, gt, isNull, max } from 'drizzle-orm';
import type { SignedInSession } from '@academy/shared/sessions';
import { type Clock, dateOf } from '@academy/shared/server/clock';
import type { Db } from '../db/client.ts';
import { refreshTokens, tokenFamilies } from './tables.ts';
import { deviceName } from './device-name.ts';

/** A customer's own logins that nobody has ended (Logout, Sign out, a ban, a new password). */
const openFamiliesOf = (userId: string) => and(eq(tokenFamilies.userId, userId), eq(tokenFamilies.audience, 'customer'), isNull(tokenFamilies.revokedAt));

/** The customer's own view of their logins (Account Details' session list). */
export function createSignedInSessions(db: Db, clock: Clock) {
  return {
    of: (userId: string, current: string | null) => signedInSessionsOf(db, userId, current, dateOf(clock)),
    end: (userId: string, id: string) => endSignedInSession(db, userId, id, dateOf(clock)),
  };
}
export type SignedInSessions = ReturnType<typeof createSignedInSessions>;

/**
 * Where the customer is signed in: one entry per login, the one asking (`current`) first, then the
 * most recently seen. Last seen is the family's newest refresh token: each refresh writes one
 * anyway, so no request writes the database just to say it was here.
 */
async function signedInSessionsOf(db: Db, userId: string, current: string | null, now: Date): Promise<SignedInSession[]> {
  const lastSeen = max(refreshTokens.createdAt);
  const rows = await db
    .select({ id: tokenFamilies.id, userAgent: tokenFamilies.userAgent, signedInAt: tokenFamilies.createdAt, lastSeenAt: lastSeen })
    .from(tokenFamilies)
    .innerJoin(refreshTokens, eq(refreshTokens.familyId, tokenFamilies.id))
    .where(openFamiliesOf(userId))
    .groupBy(tokenFamilies.id)
    // A login whose newest refresh token has expired can never be used again: it is no session.
    .having(gt(max(refreshTokens.expiresAt), now))
    .orderBy(desc(lastSeen))
    .limit(100);
  return rows
    .map((r) => ({
      id: r.id,
      device: deviceName(r.userAgent),
      signed_in_at: r.signedInAt.toISOString(),
      last_seen_at: (r.lastSeenAt ?? r.signedInAt).toISOString(),
      current: r.id === current,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the customer's own open sessions; false when they have no such session (someone else's included). */
async function endSignedInSession(db: Db, userId: string, id: string, now: Date): Promise<boolean> {
  const ended = await db
    .update(tokenFamilies)
    .set({ revokedAt: now })
    .where(and(eq(tokenFamilies.id, id), openFamiliesOf(userId)))
    .returning({ id: tokenFamilies.id });
  return ended.length > 0;
}
