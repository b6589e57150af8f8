import { count, eq } from 'drizzle-orm';
import type { AuditOrigin } from '../audit/context.ts';
import type { Executor } from '../db/client.ts';
import { knownDevices } from './tables.ts';
import { hashToken } from './tokens.ts';

/** Where a sign-in comes from: its browser (the sessions list names the device by it), address and time, and the BFF's device cookie. */
export interface SignInFrom {
  userAgent?: string;
  origin: AuditOrigin;
  deviceId?: string;
}

/**
 * Remembers the device a sign-in came from (the BFF's long-lived device cookie, hashed) and answers
 * whether it is news to the owner: a device the account had not used, when it has used another
 * (its very first sign-in is not).
 */
export async function isNewDevice(db: Executor, userId: string, deviceId: string | undefined, at: Date): Promise<boolean> {
  if (!deviceId) return false;
  const [added] = await db
    .insert(knownDevices)
    .values({ userId, deviceHash: hashToken(deviceId), createdAt: at })
    .onConflictDoNothing()
    .returning({ userId: knownDevices.userId });
  if (!added) return false;
  const [known] = await db.select({ n: count() }).from(knownDevices).where(eq(knownDevices.userId, userId));
  return known!.n > 1;
}
