import { useState } from 'react';
import { ADMIN_TOAST_MS } from '@academy/shared/constants';
import type { AdminCoupon } from '@academy/shared/coupons';
import { couponValueText } from '@academy/shared/coupon-kinds';
import { Button } from '../../../components/ui/button.tsx';
import { ACTIONS_COLUMN, type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { useToastedAction } from '../../../lib/toasted-action.ts';
import { dateOnly } from '../../../lib/time-text.ts';
import type { useCoupons } from '../api/get-coupons.ts';
import { setCouponActive } from '../api/set-coupon-active.ts';

const scopeOf = (c: AdminCoupon) => (c.categories.length + c.items.length ? [...c.categories, ...c.items.map((i) => i.title)].join(', ') : 'Whole shop');

/** When the coupon stops working; red once it has, as of `now`. */
function Expiry({ at, now }: { at: string | null; now: number }) {
  if (!at) return <span className="text-slate-400">Never</span>;
  const past = Date.parse(at) <= now;
  return <time dateTime={at} className={past ? 'font-semibold text-red-400' : ''}>{`${past ? 'Expired ' : ''}${dateOnly(at)}`}</time>;
}

/** Deactivate or activate: the server's message as a toast, then the table is read again. */
function ActiveToggle({ coupon, onChanged }: { coupon: AdminCoupon; onChanged: () => Promise<unknown> }) {
  const { busy, run } = useToastedAction({ duration: ADMIN_TOAST_MS });
  const action = coupon.active ? 'Deactivate' : 'Activate';
  return (
    <Button
      variant={coupon.active ? 'danger' : 'secondary'}
      className="px-3 py-1.5 whitespace-nowrap"
      disabled={busy}
      aria-label={`${action} ${coupon.code}`}
      onClick={async () => {
        if (await run(() => setCouponActive(coupon.id, !coupon.active))) await onChanged();
      }}
    >
      {action}
    </Button>
  );
}

/** The coupons a page at a time: code, discount, scope, uses against the limits, expiry, state and its action. */
export function CouponsTable({ coupons }: { coupons: ReturnType<typeof useCoupons> }) {
  // Expiries are judged as of when the screen opened.
  const [now] = useState(() => Date.now());
  const columns: Column<AdminCoupon>[] = [
    { header: 'Code', cell: (c) => <span className="font-mono font-semibold whitespace-nowrap">{c.code}</span> },
    { header: 'Discount', cell: (c) => couponValueText(c.kind, c.amount), className: 'whitespace-nowrap' },
    { header: 'Scope', cell: (c) => <span className="block min-w-40">{scopeOf(c)}</span> },
    { header: 'Uses', cell: (c) => `${c.uses} / ${c.max_uses ?? 'no limit'}`, className: 'whitespace-nowrap tabular-nums' },
    { header: 'Per customer', cell: (c) => c.max_uses_per_customer ?? 'No limit', className: 'whitespace-nowrap' },
    { header: 'Expires', cell: (c) => <Expiry at={c.expires_at} now={now} />, className: 'whitespace-nowrap' },
    {
      header: 'Status',
      cell: (c) => <span className={`font-semibold ${c.active ? 'text-green-400' : 'text-slate-400'}`}>{c.active ? 'Active' : 'Inactive'}</span>,
    },
    { header: 'Actions', className: ACTIONS_COLUMN, cell: (c) => <ActiveToggle coupon={c} onChanged={coupons.reload} /> },
  ];
  return (
    <DataTable
      label="Coupons"
      columns={columns}
      rows={coupons.error ? [] : coupons.rows}
      rowKey={(c) => c.id}
      empty="No Coupons for now"
      page={coupons.page}
      totalRecords={coupons.totalRecords}
      onPage={coupons.setPage}
    />
  );
}
