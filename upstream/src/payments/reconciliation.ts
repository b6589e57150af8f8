import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { type Clock, dateOf } from '@academy/shared/server/clock';
import type { Db } from '../db/client.ts';
import { orders } from './tables.ts';
import type { Fulfilment } from './fulfilment.ts';
import { askProvider } from './provider-word.ts';
import type { PaymentProvider } from './providers/provider.ts';

export const RECONCILE_JOB = 'reconcile-payments';
const BATCH = 100;

/** What a pass did: orders expired, checked, the outcomes of what the provider said, errors. */
type JobSummary = Record<string, number>;

/**
 * Lost notices cost minutes, not customers: every order still open after `afterMinutes` is asked
 * about at the provider, and the answer goes through the same fulfilment as a notice (so a late
 * notice or a second runner credits nothing twice). Invoices past their time with no payment under
 * way expire here too. `pass` is the job's work (jobs/queue.ts runs it on a schedule, one at a time across upstreams).
 */
export function createReconciliation(deps: {
  db: Db;
  providers: PaymentProvider[];
  fulfilment: Fulfilment;
  afterMinutes: number;
  log: { warn(obj: object, msg: string): void };
  /** What "past its time" and "open for minutes" are read against. */
  clock: Clock;
  /** The rest of what waits on a provider's word (refunds it makes: provider-refunds.ts), asked in the same pass. */
  alsoAsk: () => Promise<JobSummary>;
}) {
  const { db, fulfilment } = deps;

  async function expireInvoices(): Promise<number> {
    const gone = await db
      .update(orders)
      .set({ status: 'expired' })
      .where(and(eq(orders.status, 'pending'), isNull(orders.paymentId), lt(orders.expiresAt, dateOf(deps.clock))))
      .returning({ id: orders.id });
    return gone.length;
  }

  async function askAbout(provider: PaymentProvider, order: typeof orders.$inferSelect, summary: JobSummary) {
    for (const outcome of await askProvider(fulfilment, provider, order, 'reconciliation')) summary[outcome] = (summary[outcome] ?? 0) + 1;
  }

  async function run(): Promise<JobSummary> {
    const summary: JobSummary = { expired: await expireInvoices(), checked: 0, errors: 0 };
    const stale = dateOf(deps.clock, -deps.afterMinutes * 60_000);
    const open = await db
      .select()
      .from(orders)
      .where(
        and(
          inArray(orders.status, ['pending', 'partially_paid']),
          inArray(
            orders.provider,
            deps.providers.map((p) => p.name),
          ),
          lt(orders.createdAt, stale),
          or(isNull(orders.checkedAt), lt(orders.checkedAt, stale)),
        ),
      )
      .orderBy(sql`${orders.checkedAt} asc nulls first`, asc(orders.createdAt))
      .limit(BATCH);
    for (const order of open) {
      summary.checked! += 1;
      try {
        await askAbout(
          deps.providers.find((p) => p.name === order.provider)!,
          order,
          summary,
        );
      } catch (err) {
        summary.errors! += 1;
        deps.log.warn({ err, orderId: order.id }, 'reconciliation could not ask about an order');
      }
      await db
        .update(orders)
        .set({ checkedAt: dateOf(deps.clock) })
        .where(eq(orders.id, order.id));
    }
    return { ...summary, ...(await deps.alsoAsk()) };
  }

  return { pass: run };
}
