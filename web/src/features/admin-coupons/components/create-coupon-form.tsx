import { useState } from 'react';
import { toast } from 'sonner';
import { ADMIN_TOAST_MS } from '@academy/shared/constants';
import { createCouponRequest } from '@academy/shared/coupons';
import type { CouponKind } from '@academy/shared/coupon-kinds';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { createCoupon } from '../api/create-coupon.ts';
import { type Scope, ScopePicker } from './scope-picker.tsx';

const KINDS: { kind: CouponKind; label: string; amount: string; hint: string }[] = [
  { kind: 'percent', label: 'Percent', amount: 'Percent off', hint: 'A whole number from 1 to 100.' },
  { kind: 'fixed', label: 'Fixed USD', amount: 'USD off', hint: 'In dollars and cents, like 12.50; never more than the items it is for cost.' },
];
const NO_SCOPE: Scope = { items: [], categories: [] };

/** A date picked in the form is the last moment of that day where the admin is. */
const endOfDay = (date: string) => new Date(`${date}T23:59:59.999`).toISOString();

/** A new coupon: its code, what it takes off, until when, how often, and what for. */
export function CreateCouponForm({ onCreated }: { onCreated: () => Promise<unknown> }) {
  const [kind, setKind] = useState<CouponKind>('percent');
  const [scope, setScope] = useState<Scope>(NO_SCOPE);
  const chosen = KINDS.find((k) => k.kind === kind)!;
  const { errors, failure, busy, onSubmit } = useForm(
    createCouponRequest,
    async (data) => {
      toast.success(await createCoupon(data), { duration: ADMIN_TOAST_MS });
      setKind('percent');
      setScope(NO_SCOPE);
      await onCreated();
    },
    {
      values: ({ expires_on }) => ({ kind, expires_at: expires_on ? endOfDay(expires_on) : null, ...scope }),
      empties: true,
      fallback: 'The coupon could not be created.',
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create coupon" className="flex flex-col gap-5">
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <div className="grid gap-5 md:grid-cols-2">
        <Field
          label="Code"
          name="code"
          autoComplete="off"
          spellCheck={false}
          hint="3 to 32 letters, digits, dashes or underscores; customers type it in any case."
          error={errors.code}
          disabled={busy}
          className="[&_input]:uppercase"
        />
        <fieldset className="flex flex-col gap-1.5" disabled={busy}>
          <legend className="mb-1.5 text-sm font-medium text-slate-200">Discount</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {KINDS.map((k) => (
              <label key={k.kind} className="flex items-center gap-2 text-sm text-slate-200">
                <input
                  type="radio"
                  name="kind"
                  value={k.kind}
                  checked={kind === k.kind}
                  onChange={() => setKind(k.kind)}
                  className="h-4 w-4 accent-accent-400"
                />
                {k.label}
              </label>
            ))}
          </div>
        </fieldset>
        <Field label={chosen.amount} name="amount" inputMode="decimal" hint={chosen.hint} error={errors.amount ?? errors.kind} disabled={busy} />
        <Field
          label="Expires on"
          name="expires_on"
          type="date"
          hint="Blank: it never expires. It stops at the end of that day."
          error={errors.expires_at}
          disabled={busy}
        />
        <Field label="Total uses" name="max_uses" inputMode="numeric" hint="Blank: no limit." error={errors.max_uses} disabled={busy} />
        <Field
          label="Uses per customer"
          name="max_uses_per_customer"
          inputMode="numeric"
          hint="Blank: no limit."
          error={errors.max_uses_per_customer}
          disabled={busy}
        />
      </div>
      <ScopePicker scope={scope} onChange={setScope} disabled={busy} />
      {(errors.items ?? errors.categories) && <FormMessage tone="error">{errors.items ?? errors.categories}</FormMessage>}
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? 'Creating…' : 'Create coupon'}
      </Button>
    </form>
  );
}
