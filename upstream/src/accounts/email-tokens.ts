import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { emailTokens } from './tables.ts';
import { hashToken, randomToken } from './tokens.ts';

type Purpose = (typeof emailTokens.$inferInsert)['purpose'];

/**
 * Mailed single-use links: only the hash is stored; using one marks it used in the same statement.
 * `now` is the service clock's (shared/src/server/clock.ts): a link's age and the mails a day are read against it.
 */
export async function createEmailToken(db: Executor, userId: string, purpose: Purpose, ttlSeconds: number, now: Date): Promise<string> {
  const token = randomToken();
  await db.insert(emailTokens).values({ userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ttlSeconds * 1000), createdAt: now });
  return token;
}

/** The user id the token was for, or null when it is unknown, used or expired. */
export async function consumeEmailToken(db: Executor, token: string, purpose: Purpose, now: Date): Promise<string | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}

/** How many links of `purpose` the user was sent since `since`. */
export async function emailTokensSince(db: Executor, userId: string, purpose: Purpose, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), gt(emailTokens.createdAt, since)));
  return row?.n ?? 0;
}

/** Whose link this was, used or not, expired or not: to tell someone who follows it again what it did. */
export async function emailTokenOwner(db: Executor, token: string, purpose: Purpose): Promise<string | null> {
  const [row] = await db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose)));
  return row?.userId ?? null;
}
