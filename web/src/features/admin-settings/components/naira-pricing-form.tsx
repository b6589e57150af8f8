import { useState } from 'react';
import { toast } from 'sonner';
import { ADMIN_TOAST_MS } from '@academy/shared/constants';
import { formatNgn, pricesOf } from '@academy/shared/money';
import { type AdminSettings, NGN_ROUNDINGS, settingsRequest } from '@academy/shared/settings';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { dateTime } from '../../../lib/time-text.ts';
import { saveShopSettings, useShopSettings } from '../api/shop-settings.ts';

/** The price the preview converts: a typical course. */
const EXAMPLE_USD = 49;

const roundingWords = (n: number) => (n === 1 ? 'To the naira' : `Up to the next ${formatNgn(n)}`);

function PricingForm({ current }: { current: AdminSettings }) {
  const [rate, setRate] = useState(String(current.ngn_per_usd));
  const [roundTo, setRoundTo] = useState(current.ngn_round_to);
  const { errors, busy, failure, onSubmit } = useForm(
    settingsRequest,
    async (data) =>
      void toast.success((await saveShopSettings({ ngn_per_usd: data.ngn_per_usd, ngn_round_to: data.ngn_round_to })).message, { duration: ADMIN_TOAST_MS }),
    { fallback: 'The rate could not be saved. Please try again.' },
  );
  const preview = Number(rate) > 0 ? formatNgn(pricesOf(EXAMPLE_USD * 100, { rate: Number(rate), roundTo }).price) : null;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Naira pricing" className="flex flex-col gap-4">
      <Field
        label="Naira per US dollar"
        name="ngn_per_usd"
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        value={rate}
        onChange={(e) => setRate(e.target.value)}
        hint={current.ngn_rate_set_at ? `Set ${dateTime(current.ngn_rate_set_at)}.` : 'The default rate: never set.'}
        error={errors.ngn_per_usd}
        disabled={busy}
        required
      />
      <SelectField
        label="Rounding"
        name="ngn_round_to"
        value={roundTo}
        onChange={(e) => setRoundTo(Number(e.target.value))}
        disabled={busy}
        options={NGN_ROUNDINGS.map((n) => [n, roundingWords(n)] as const)}
      />
      <p className="text-sm text-slate-300" aria-live="polite">
        {preview ? `A $${EXAMPLE_USD}.00 course shows as ${preview}, and a card payment charges exactly what is shown.` : 'Enter a rate above 0.'}
      </p>
      {failure && (
        <p role="alert" className="text-sm text-red-300">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? 'Saving…' : 'Save pricing'}
      </Button>
    </form>
  );
}

/** The naira rate customers see and pay at (prices are held in USD), when it was set, and its rounding. */
export function NairaPricingCard() {
  const { data } = useShopSettings();
  return (
    <Card className="max-w-xl">
      <h2 className="mb-2 text-xl font-semibold">Naira pricing</h2>
      <p className="mb-6 text-sm text-slate-300">
        Prices are held in US dollars. Nigerian visitors see them in naira at this rate, and a naira payment is fixed at it when the order opens.
      </p>
      {data ? <PricingForm current={data} /> : <Spinner label="Loading the settings" />}
    </Card>
  );
}
