import { eq } from 'drizzle-orm';
import type { PersonalDataPart } from '../db/personal-data.ts';
import { purchases } from './tables.ts';

/**
 * What the customer may reach: closing ends it, as the account cannot sign in again. What they
 * bought stays in their orders (payments' part), which the law has the shop keep.
 */
export const purchasePersonalData: PersonalDataPart = {
  async close(tx, { id }) {
    await tx.delete(purchases).where(eq(purchases.userId, id));
  },
};
