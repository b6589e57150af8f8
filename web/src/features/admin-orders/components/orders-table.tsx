import { useState } from 'react';
import type { AdminOrder } from '@academy/shared/admin-orders';
import { formatUsd } from '@academy/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { CountedTable } from '../../../components/ui/counted-table.tsx';
import { ACTIONS_COLUMN, type Column } from '../../../components/ui/data-table.tsx';
import { OrderStatus } from '../../../components/ui/order-status.tsx';
import { useAdminAccess } from '../../../lib/admin-access.ts';
import { dateTime } from '../../../lib/time-text.ts';
import { type OrderFilter, useAdminOrders } from '../api/get-orders.ts';
import { OrderAmount, OrderItems, OrderRefunds } from './order-cells.tsx';
import { canRefund, RefundDialog } from './refund-dialog.tsx';

/** The orders the filter picks, a page at a time; a paid one can be refunded from its row, by a role that may refund. */
export function OrdersTable({ filter }: { filter: OrderFilter }) {
  const list = useAdminOrders(filter);
  const refunds = useAdminAccess().may('POST admin/orders/:id/refund');
  const [refunding, setRefunding] = useState<{ order: AdminOrder; duplicate: boolean } | null>(null);
  const columns: Column<AdminOrder>[] = [
    {
      header: 'Order and items',
      cell: (o) => (
        <div className="flex min-w-40 flex-col gap-0.5">
          <span className="font-mono">{o.order_id.slice(0, 8)}</span>
          <time dateTime={o.created_at} className="text-xs text-slate-400">
            {dateTime(o.created_at)}
          </time>
          <span className="break-all">{o.email}</span>
          <span className="text-slate-400">{o.customer_name}</span>
          {/* The items under whom they were sold to: in a column of their own they sat under the sticky Actions on a phone, 20 px in sight. */}
          <div className="mt-2">
            <OrderItems order={o} />
          </div>
        </div>
      ),
    },
    { header: 'Amount', cell: (o) => <OrderAmount order={o} /> },
    {
      header: 'Status',
      cell: (o) => (
        <div className="flex flex-col gap-0.5">
          <OrderStatus status={o.status} />
          <span className="text-xs text-slate-400 capitalize">
            {o.provider}
            {o.provider_status && ` · ${o.provider_status}`}
          </span>
          {o.payment_id && <span className="font-mono text-xs break-all text-slate-400">{o.payment_id}</span>}
        </div>
      ),
    },
    { header: 'Refunds', cell: (o) => <OrderRefunds order={o} /> },
  ];
  if (refunds)
    columns.push({
      header: 'Actions',
      className: ACTIONS_COLUMN,
      cell: (o) =>
        canRefund(o) ? (
          <div className="flex flex-col gap-2">
            {o.duplicate_usd > 0 && (
              <Button className="px-3 py-1.5" onClick={() => setRefunding({ order: o, duplicate: true })}>
                Refund duplicate {formatUsd(o.duplicate_usd)}
              </Button>
            )}
            <Button
              variant="danger"
              className="px-3 py-1.5"
              aria-label={`Refund order ${o.order_id.slice(0, 8)}`}
              onClick={() => setRefunding({ order: o, duplicate: false })}
            >
              Refund
            </Button>
          </div>
        ) : null,
    });
  return (
    <div className="flex flex-col gap-3">
      <CountedTable
        list={list}
        noun={['order', 'orders']}
        testId="orders-count"
        label="Orders"
        columns={columns}
        rowKey={(o) => o.order_id}
        empty="No Orders for now"
      />
      {refunding && (
        <RefundDialog
          order={refunding.order}
          duplicate={refunding.duplicate}
          onClose={() => setRefunding(null)}
          onRefunded={() => {
            setRefunding(null);
            void list.reload();
          }}
        />
      )}
    </div>
  );
}
