import type { PersonalDataPart } from '../db/personal-data.ts';
import type { Orders } from './orders.ts';

/**
 * The customer's orders, with their items, amounts, status and refunds, as their order history shows
 * them (every one). Closing changes none of them, nor refunds or revenue: the law has the shop keep its
 * financial records, and they name the person only through the account, which is anonymised.
 */
export const orderPersonalData = (orders: Orders): PersonalDataPart => ({
  exported: { 'orders.json': (userId) => orders.of(userId, null) },
});
