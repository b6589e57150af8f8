import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { PersonalDataPart } from '../db/personal-data.ts';
import { cartItems } from './tables.ts';

/** What the customer left in their cart; closing empties it. */
export function cartPersonalData(db: Db): PersonalDataPart {
  return {
    exported: {
      'cart.json': async (userId) =>
        (await db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(cartItems.createdAt)).map((i) => ({
          type: i.itemType,
          slug: i.slug,
          added_at: i.createdAt.toISOString(),
        })),
    },
    async close(tx, { id }) {
      await tx.delete(cartItems).where(eq(cartItems.userId, id));
    },
  };
}
