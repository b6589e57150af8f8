import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { isUuid } from '@academy/shared/fields';
import type { NoticeLogEntry, NoticeLogQuery } from '@academy/shared/payment-log';
import type { Db } from '../db/client.ts';
import { users } from '../accounts/tables.ts';
import { orders, paymentNotices } from './tables.ts';
import { needsAttention } from './attention.ts';
import { pageOf } from '../db/paged.ts';

/** The admin's view of every provider notice and reconciliation answer. */
export function createNoticeLog(db: Db) {
  return {
    async page(q: NoticeLogQuery): Promise<{ data: NoticeLogEntry[]; totalRecords: number }> {
      const search = q.search ? (isUuid(q.search) ? eq(paymentNotices.orderId, q.search) : eq(paymentNotices.paymentId, q.search)) : undefined;
      const where = and(
        q.outcome && eq(paymentNotices.outcome, q.outcome),
        q.signature && eq(paymentNotices.signatureValid, q.signature === 'valid'),
        q.source && eq(paymentNotices.source, q.source),
        search,
      );
      const { rows, totalRecords } = await pageOf(
        db
          .select({ n: paymentNotices, email: users.email })
          .from(paymentNotices)
          .leftJoin(orders, eq(orders.id, paymentNotices.orderId))
          .leftJoin(users, eq(users.id, orders.userId))
          .where(where)
          .orderBy(desc(paymentNotices.receivedAt))
          .$dynamic(),
        db.select({ n: count() }).from(paymentNotices).where(where),
        q,
      );
      return {
        data: rows.map(({ n, email }) => ({
          id: n.id,
          received_at: n.receivedAt.toISOString(),
          provider: n.provider,
          source: n.source,
          signature_valid: n.signatureValid,
          payment_id: n.paymentId,
          status: n.status,
          order_id: n.orderId,
          email,
          outcome: n.outcome as NoticeLogEntry['outcome'],
          change: n.change,
        })),
        totalRecords,
      };
    },

    async counts(): Promise<{ open: number; attention: number }> {
      const [[open], [attention]] = await Promise.all([
        db
          .select({ n: count() })
          .from(orders)
          .where(inArray(orders.status, ['pending', 'partially_paid'])),
        db.select({ n: count() }).from(orders).where(needsAttention),
      ]);
      return { open: open?.n ?? 0, attention: attention?.n ?? 0 };
    },
  };
}
export type NoticeLog = ReturnType<typeof createNoticeLog>;
