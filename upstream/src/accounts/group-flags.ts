import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { users } from './tables.ts';

/**
 * The account's two Telegram group flags, which the dashboard and the admin's user list show: set
 * by a payment or a refund of the group (payments/) and by the group's own membership (telegram/),
 * each in its caller's transaction.
 */
export async function setPaidForGroup(executor: Executor, userId: string, paid: boolean): Promise<void> {
  await executor.update(users).set({ hasUserPaid: paid, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function setJoinedGroup(executor: Executor, userIds: string[], joined: boolean): Promise<void> {
  if (!userIds.length) return;
  await executor.update(users).set({ joinedTelegram: joined, updatedAt: new Date() }).where(inArray(users.id, userIds));
}
