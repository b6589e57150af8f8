import { Card } from '../../../components/ui/card.tsx';
import { useCoupons } from '../api/get-coupons.ts';
import { CouponsTable } from './coupons-table.tsx';
import { CreateCouponForm } from './create-coupon-form.tsx';

/** Coupons: how many, the form for a new one, and the list with each one's uses and its on/off switch. */
export function CouponsScreen() {
  const coupons = useCoupons();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Coupons</h1>
          <p className="text-slate-300">Codes customers type at checkout for percent or USD off, the whole shop or some of it.</p>
        </div>
        <p className="text-sm text-slate-300" aria-live="polite" data-testid="coupons-count">
          Total coupons: <span className="text-lg font-semibold text-slate-100 tabular-nums">{coupons.rows ? coupons.totalRecords : '…'}</span>
        </p>
      </div>
      <Card className="max-w-4xl">
        <h2 className="mb-4 text-lg font-semibold">Create coupon</h2>
        <CreateCouponForm onCreated={coupons.reload} />
      </Card>
      <section aria-labelledby="coupon-list" className="flex flex-col gap-3">
        <h2 id="coupon-list" className="text-lg font-semibold">
          Coupon list
        </h2>
        <CouponsTable coupons={coupons} />
      </section>
    </div>
  );
}
