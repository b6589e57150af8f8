import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { purchases } from '../purchases/tables.ts';
import { licences } from './tables.ts';
import { newLicenceKey } from './licence-keys.ts';

interface RobotPurchase {
  id: string;
  userId: string;
  itemId: string;
}

/**
 * Each robot purchase gets its licence, in the transaction that grants it; a purchase that has one
 * keeps it. A rental or trial of the robot becomes the owned licence, same key, so the trader changes
 * nothing. A key collision (100 random bits) would fail the grant rather than be skipped.
 */
export async function issueLicences(executor: Executor, bought: RobotPurchase[]): Promise<void> {
  const fresh: RobotPurchase[] = [];
  for (const p of bought) {
    const [converted] = await executor
      .update(licences)
      .set({ term: 'owned', purchaseId: p.id, expiresAt: null, demoOnly: false, trialDays: null })
      .where(and(eq(licences.userId, p.userId), eq(licences.robotId, p.itemId), ne(licences.term, 'owned')))
      .returning({ id: licences.id });
    if (!converted) fresh.push(p);
  }
  if (!fresh.length) return;
  await executor
    .insert(licences)
    .values(fresh.map((p) => ({ key: newLicenceKey(), purchaseId: p.id, userId: p.userId, robotId: p.itemId })))
    .onConflictDoNothing({ target: licences.purchaseId });
}

/** Purchases taken back (a refund): their licences stop working, in the caller's transaction. */
export async function revokeLicences(executor: Executor, purchaseIds: string[]): Promise<void> {
  if (!purchaseIds.length) return;
  await executor
    .update(licences)
    .set({ revokedAt: new Date() })
    .where(and(inArray(licences.purchaseId, purchaseIds), isNull(licences.revokedAt)));
}

/** Robot purchases made before licences existed: theirs are issued once, at start. */
export async function issueMissingLicences(db: Db): Promise<number> {
  const missing = await db
    .select({ id: purchases.id, userId: purchases.userId, itemId: purchases.itemId })
    .from(purchases)
    .leftJoin(licences, eq(licences.purchaseId, purchases.id))
    .where(and(eq(purchases.itemType, 'robot'), isNull(licences.id)));
  await issueLicences(db, missing);
  return missing.length;
}
