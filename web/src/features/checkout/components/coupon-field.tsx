import { type SubmitEvent, useId } from 'react';
import { couponValueText } from '@academy/shared/coupon-kinds';
import { Button } from '../../../components/ui/button.tsx';
import { HandledApiError } from '../../../lib/api-client.ts';
import type { QuotedCoupon } from '../api/quote-coupon.ts';

interface CouponFieldProps {
  /** The code the customer applied, while it is being priced or once it is. */
  code: string | null;
  quoted: QuotedCoupon | undefined;
  error: Error | undefined;
  pricing: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** "Have a coupon?": one code, priced by the server; once it applies, what it takes off and a way to remove it. */
export function CouponField({ code, quoted, error, pricing, onApply, onRemove }: CouponFieldProps) {
  const id = useId();
  const refusal = error && !(error instanceof HandledApiError) ? error.message : null;

  function apply(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const typed = new FormData(e.currentTarget).get('code');
    if (typeof typed === 'string' && typed.trim()) onApply(typed.trim());
  }

  if (quoted && code) {
    const { quote, message } = quoted;
    return (
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-green-500/30 bg-green-500/10 px-4 py-3">
        <p role="status" className="min-w-0 text-sm text-green-200">
          <span className="font-semibold">{quote.code}</span>: {couponValueText(quote.kind, quote.amount)}
          {quote.capped && <span className="block text-xs text-green-300/90">{message}</span>}
        </p>
        <Button variant="ghost" className="px-3 py-1.5" aria-label={`Remove coupon ${quote.code}`} onClick={onRemove}>
          Remove
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={apply} noValidate aria-label="Coupon" className="mt-6 flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        Have a coupon?
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="Coupon code"
          defaultValue={code ?? ''}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${id}-error` : undefined}
          className={`w-full min-w-0 rounded-lg border bg-navy-950 px-3 py-2.5 text-slate-100 uppercase placeholder:normal-case placeholder:text-slate-500 ${refusal ? 'border-red-400' : 'border-navy-700'}`}
        />
        <Button type="submit" variant="secondary" disabled={pricing}>
          {pricing ? 'Applying…' : 'Apply'}
        </Button>
      </div>
      {refusal && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-300">
          {refusal}
        </p>
      )}
    </form>
  );
}
