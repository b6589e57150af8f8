import { eq, sql } from 'drizzle-orm';
import type { PersonalDataPart } from '../db/personal-data.ts';
import type { Subscriptions } from './subscriptions.ts';
import { subscriptions } from './tables.ts';

/**
 * The customer's subscription to the group and its history, as their dashboard shows them. Closing
 * stops a card's renewals at the provider first, then lapses the subscription from now (an ended one
 * keeps its end) and forgets the card; the periods paid are orders, which stay.
 */
export function subscriptionPersonalData(service: Subscriptions): PersonalDataPart {
  return {
    exported: {
      'group-subscription.json': async (userId) => ({ ...(await service.state(userId)), history: await service.history(userId) }),
    },
    beforeClosing: (userId) => service.stopCard(userId),
    async close(tx, { id, at }) {
      await tx
        .update(subscriptions)
        .set({
          status: 'lapsed',
          periodEnd: sql`least(${subscriptions.periodEnd}, ${at.toISOString()}::timestamptz)`,
          cancelAtPeriodEnd: false,
          cardCode: null,
          cardToken: null,
          updatedAt: at,
        })
        .where(eq(subscriptions.userId, id));
    },
  };
}
