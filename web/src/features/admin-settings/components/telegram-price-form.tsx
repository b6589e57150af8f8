import { toast } from 'sonner';
import { telegramPriceRequest } from '@academy/shared/telegram';
import { ApiError } from '@academy/shared/api-error';
import { ADMIN_TOAST_MS } from '@academy/shared/constants';
import { formatUsd } from '@academy/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showAlert } from '../../../lib/dialogs.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useTelegramPrice } from '../api/get-telegram-price.ts';
import { setTelegramPrice } from '../api/set-telegram-price.ts';

/** This form's texts (docs/requirements.md#other-messages). */
const SAVED = 'telegram prices updated successfully';
const NOT_SET = 'telegram prices could not set';
const FAILED = 'An error occurred while setting the prices.';

function PriceForm({ current }: { current: number | undefined }) {
  const { errors, busy, onSubmit } = useForm(
    telegramPriceRequest,
    async (data) => {
      const res = await setTelegramPrice(data.usd);
      if (res.code === 200) toast.success(SAVED, { duration: ADMIN_TOAST_MS });
      else toast.error(NOT_SET, { duration: ADMIN_TOAST_MS });
    },
    {
      // An answer other than 200 is 'could not set'; no answer at all (network, 5xx) is the exception alert.
      failed: async (err) => {
        if (err instanceof ApiError && err.code >= 400 && err.code < 500) toast.error(NOT_SET, { duration: ADMIN_TOAST_MS });
        else await showAlert(FAILED, 'Error');
      },
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Set Telegram Price" className="flex flex-col gap-4">
      <Field
        label="Price (USD)"
        name="usd"
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        defaultValue={current}
        hint={current === undefined ? 'The current price could not be loaded.' : `Currently ${formatUsd(current)}. Customers always pay in USD.`}
        error={errors.usd}
        disabled={busy}
        required
      />
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? 'Saving…' : 'Save price'}
      </Button>
    </form>
  );
}

/** docs/requirements.md#admin-area: the price of the Telegram signals group, prefilled with the current one. */
export function TelegramPriceCard() {
  const { data, error } = useTelegramPrice();
  return (
    <Card className="max-w-xl">
      <h1 className="mb-2 text-2xl font-semibold">Set Telegram Price</h1>
      <p className="mb-6 text-sm text-slate-300">What a customer pays to join the Telegram signals group.</p>
      {data || error ? <PriceForm current={data?.usd} /> : <Spinner label="Loading the current price" />}
    </Card>
  );
}
