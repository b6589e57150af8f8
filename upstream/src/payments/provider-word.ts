import { and, eq } from 'drizzle-orm';
import { parseInput } from '@academy/shared/api-error';
import { isUuid } from '@academy/shared/fields';
import { paymentNotice } from '@academy/shared/payments';
import type { Db } from '../db/client.ts';
import type { Fulfilment } from './fulfilment.ts';
import type { PaymentProvider } from './providers/provider.ts';
import { orders } from './tables.ts';

type Order = typeof orders.$inferSelect;
type Outcome = Awaited<ReturnType<Fulfilment>>;

/** What the provider says now about an order's payments (`lookup`), each answer applied as a notice would be. */
export async function askProvider(fulfilment: Fulfilment, provider: PaymentProvider, order: Order, source: 'notice' | 'reconciliation'): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const answer of await provider.lookup(order)) {
    const parsed = paymentNotice.safeParse({ order_id: order.id, ...(answer as object) });
    if (!parsed.success) throw new Error(`the provider's answer about order ${order.id} is not a payment`);
    outcomes.push(await fulfilment(provider.name, parsed.data, source));
  }
  return outcomes;
}

/**
 * A notice whose signature verified. NOWPayments' body is its word on the payment; Paystack's only
 * names the order (`referenceOf`), so the provider is asked (`verify`) and that answer is applied:
 * a replayed or doctored body can move nothing its provider does not confirm.
 */
export async function noticeArrived(deps: { db: Db; fulfilment: Fulfilment }, provider: PaymentProvider, rawBody: Buffer): Promise<Outcome> {
  const body: unknown = JSON.parse(rawBody.toString('utf8'));
  if (!provider.referenceOf) return deps.fulfilment(provider.name, parseInput(paymentNotice, body));
  const reference = provider.referenceOf(rawBody);
  const [order] =
    reference && isUuid(reference)
      ? await deps.db
          .select()
          .from(orders)
          .where(and(eq(orders.id, reference), eq(orders.provider, provider.name)))
      : [];
  // No order of ours: logged as the provider's word on a reference nobody here opened.
  if (!order) {
    const event = typeof body === 'object' && body && 'event' in body ? String(body.event) : 'unknown';
    return deps.fulfilment(provider.name, {
      payment_id: reference ?? 'unknown',
      payment_status: event,
      order_id: reference ?? '',
      price_amount: 0,
      price_currency: provider.currency,
    });
  }
  const outcomes = await askProvider(deps.fulfilment, provider, order, 'notice');
  return outcomes.at(-1) ?? 'ignored';
}
