import { and, asc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { isUuid } from '@academy/shared/fields';
import { type Clock, dateOf } from '@academy/shared/server/clock';
import type { Db } from '../db/client.ts';
import { orders, paymentNotices, refunds } from './tables.ts';
import { type PaymentProvider, type ProviderRefund, RefundRefused } from './providers/provider.ts';
import { paymentIdOf, type RefundSettlement } from './refund-settlement.ts';

type Outcome = 'recorded' | 'duplicate' | 'attention' | 'ignored';
type Source = 'notice' | 'reconciliation';

const BATCH = 100;
const naira = (minor: number | null) => (minor === null ? '' : ` (₦${(minor / 100).toLocaleString('en-NG')})`);

/**
 * Refunds a provider makes (Paystack): a pending refund is sent by a job (`send`, tried again while
 * the provider cannot be reached), and only the provider's word, asked for by id whether a webhook
 * hinted at it or reconciliation came round, settles it: processed gives the items back
 * (refund-settlement.ts), failed frees them for another try and puts the order on the admin's list.
 * Every word is kept in the notice log beside the payments'.
 */
export function createProviderRefunds(deps: {
  db: Db;
  settle: RefundSettlement;
  providerNamed: (name: string) => PaymentProvider;
  afterMinutes: number;
  clock: Clock;
}) {
  const { db } = deps;

  /** The provider's word on one refund of ours, applied under the order's lock and logged; `failure` when it refused outright. */
  async function apply(refundId: string, word: ProviderRefund, source: Source, failure?: string): Promise<Outcome> {
    return db.transaction(async (tx) => {
      const [of] = await tx.select({ orderId: refunds.orderId }).from(refunds).where(eq(refunds.id, refundId));
      const [order] = of ? await tx.select().from(orders).where(eq(orders.id, of.orderId)).for('update') : [];
      // Read again under the order's lock: a webhook and reconciliation may bring the same word at once.
      const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
      if (!order || !refund) throw new Error('the refund vanished');
      const what = `refund${naira(refund.amountMinor)}`;
      const log = (outcome: Outcome, change: string) =>
        tx.insert(paymentNotices).values({
          provider: order.provider,
          source,
          paymentId: word.id || null,
          status: `refund ${word.status}`,
          orderId: order.id,
          body: { refund_id: refund.id, ...word, ...(failure && { failure }) },
          outcome,
          change,
        });
      if (refund.status !== 'pending' || word.status === 'pending') {
        await log('duplicate', refund.status === 'pending' ? `nothing: ${what} still pending` : `nothing: ${what} ${refund.status} already`);
        return 'duplicate';
      }
      if (word.status === 'failed') {
        const why = failure ?? 'the provider could not return the money';
        await tx.update(refunds).set({ status: 'failed', failure: why, settledAt: new Date() }).where(eq(refunds.id, refund.id));
        await log('attention', `${what} failed: ${why}; the items can be refunded again`);
        return 'attention';
      }
      await deps.settle(tx, order, refund);
      const [after] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
      // Less (or more) came back than was asked: settled, and a person looks.
      const short = refund.amountMinor !== null && word.amountMinor !== refund.amountMinor;
      await log(
        short ? 'attention' : 'recorded',
        `${what} processed${after!.status === 'refunded' ? ': paid → refunded' : ''}${short ? `; the provider returned ${naira(word.amountMinor).trim()}` : ''}`,
      );
      return short ? 'attention' : 'recorded';
    });
  }

  /** Asks the provider about each of an order's pending refunds it has an id for. */
  async function askAbout(orderId: string, source: Source): Promise<Outcome[]> {
    const pending = await db
      .select({ id: refunds.id, providerRefundId: refunds.providerRefundId, provider: orders.provider })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'pending'), isNotNull(refunds.providerRefundId)))
      .orderBy(asc(refunds.createdAt));
    const outcomes: Outcome[] = [];
    for (const r of pending) {
      const refunder = deps.providerNamed(r.provider).refunder;
      if (refunder) outcomes.push(await apply(r.id, await refunder.fetch(r.providerRefundId!), source));
    }
    return outcomes;
  }

  return {
    /** The job's work: sends a pending refund to its provider, once (a retry takes the refund a lost answer made). */
    async send(refundId: string): Promise<void> {
      const [row] = await db
        .select({ refund: refunds, order: orders })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .where(eq(refunds.id, refundId));
      if (!row || row.refund.status !== 'pending' || row.refund.providerRefundId) return;
      const { refund, order } = row;
      const refunder = deps.providerNamed(order.provider).refunder;
      if (!refunder) throw new Error(`${order.provider} does not refund`);
      const known = await db
        .select({ id: refunds.providerRefundId })
        .from(refunds)
        .where(and(eq(refunds.orderId, order.id), isNotNull(refunds.providerRefundId)));
      let word: ProviderRefund;
      try {
        word = await refunder.send({
          paymentId: (await paymentIdOf(db, order)) ?? order.id,
          reference: order.invoiceId ?? order.id,
          amountMinor: refund.amountMinor ?? 0,
          known: known.map((k) => k.id!),
        });
      } catch (err) {
        if (err instanceof RefundRefused) {
          await apply(refund.id, { id: '', status: 'failed', amountMinor: refund.amountMinor ?? 0 }, 'reconciliation', err.message);
          return;
        }
        throw err;
      }
      await db
        .update(refunds)
        .set({ providerRefundId: word.id })
        .where(and(eq(refunds.id, refund.id), isNull(refunds.providerRefundId)));
      if (word.status !== 'pending') await apply(refund.id, word, 'reconciliation');
    },

    /** A verified refund event: it names the order; the provider is asked about that order's pending refunds. */
    async noticeArrived(provider: PaymentProvider, reference: string | undefined, body: unknown): Promise<Outcome> {
      const [order] =
        reference && isUuid(reference)
          ? await db
              .select({ id: orders.id })
              .from(orders)
              .where(and(eq(orders.id, reference), eq(orders.provider, provider.name)))
          : [];
      const event = typeof body === 'object' && body && 'event' in body ? String(body.event) : 'refund';
      const unheard = (change: string) =>
        db.insert(paymentNotices).values({
          provider: provider.name,
          paymentId: null,
          status: event,
          orderId: order?.id ?? null,
          body: body ?? {},
          outcome: order ? 'duplicate' : 'ignored',
          change,
        });
      if (!order) {
        await unheard('nothing: no such order');
        return 'ignored';
      }
      const outcomes = await askAbout(order.id, 'notice');
      if (!outcomes.length) await unheard('nothing: no refund pending');
      return outcomes.at(-1) ?? 'duplicate';
    },

    /** Reconciliation's part: pending refunds older than `afterMinutes` are asked about, oldest first. */
    async reconcile(log: { warn(obj: object, msg: string): void }): Promise<Record<string, number>> {
      const stale = dateOf(deps.clock, -deps.afterMinutes * 60_000);
      const open = await db
        .selectDistinct({ orderId: refunds.orderId })
        .from(refunds)
        .where(and(eq(refunds.status, 'pending'), isNotNull(refunds.providerRefundId), lt(refunds.createdAt, stale)))
        .limit(BATCH);
      // Keys as the admin's reconciliation panel prints them ("2 refunds processed").
      const said: Record<Outcome, string> = {
        recorded: 'refunds processed',
        attention: 'refunds needing attention',
        duplicate: 'refunds still pending',
        ignored: 'refunds unknown',
      };
      // Only what happened: a pass with no refund waiting says nothing of refunds.
      const summary: Record<string, number> = {};
      const count = (key: string) => (summary[key] = (summary[key] ?? 0) + 1);
      for (const { orderId } of open) {
        try {
          for (const outcome of await askAbout(orderId, 'reconciliation')) {
            count('refunds checked');
            count(said[outcome]);
          }
        } catch (err) {
          count('refund errors');
          log.warn({ err, orderId }, 'reconciliation could not ask about a refund');
        }
      }
      return summary;
    },
  };
}
export type ProviderRefunds = ReturnType<typeof createProviderRefunds>;
