import { useState } from 'react';
import { toast } from 'sonner';
import { ADMIN_TOAST_MS } from '@academy/shared/constants';
import { PAYSTACK_CHANNELS, type PaystackChannel, settingsRequest } from '@academy/shared/settings';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { saveShopSettings, useShopSettings } from '../api/shop-settings.ts';

/** Paystack's channels as a customer knows them. */
const CHANNEL_WORDS: Record<PaystackChannel, string> = {
  card: 'Card',
  bank: 'Bank account',
  ussd: 'USSD',
  qr: 'QR code',
  mobile_money: 'Mobile money',
  bank_transfer: 'Bank transfer',
  eft: 'EFT',
  apple_pay: 'Apple Pay',
};

function ChannelsForm({ current }: { current: PaystackChannel[] }) {
  const [ticked, setTicked] = useState(() => new Set(current));
  const { errors, busy, failure, onSubmit } = useForm(
    settingsRequest,
    async (data) => void toast.success((await saveShopSettings({ paystack_channels: data.paystack_channels })).message, { duration: ADMIN_TOAST_MS }),
    // The ticks are state, in Paystack's order; the boxes have no name of their own.
    { values: () => ({ paystack_channels: PAYSTACK_CHANNELS.filter((c) => ticked.has(c)) }), fallback: 'The channels could not be saved. Please try again.' },
  );
  const tick = (channel: PaystackChannel, on: boolean) =>
    setTicked((before) => {
      const next = new Set(before);
      if (on) next.add(channel);
      else next.delete(channel);
      return next;
    });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Paystack channels" className="flex flex-col gap-4">
      <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-slate-200">Ways to pay on Paystack’s page</legend>
        {PAYSTACK_CHANNELS.map((c) => (
          <label key={c} className="flex items-center gap-3 rounded-lg border border-navy-700 px-3 py-2">
            <input type="checkbox" checked={ticked.has(c)} onChange={(e) => tick(c, e.target.checked)} disabled={busy} />
            {CHANNEL_WORDS[c]}
          </label>
        ))}
      </fieldset>
      {(errors.paystack_channels ?? failure) && (
        <p role="alert" className="text-sm text-red-300">
          {errors.paystack_channels ?? failure}
        </p>
      )}
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? 'Saving…' : 'Save channels'}
      </Button>
    </form>
  );
}

/** Which of Paystack's channels its page offers; shown only while Paystack is on. */
export function PaystackChannelsCard() {
  const { data } = useShopSettings();
  if (!data?.paystack_channels) return null;
  return (
    <Card className="max-w-xl">
      <h2 className="mb-2 text-xl font-semibold">Paystack</h2>
      <p className="mb-6 text-sm text-slate-300">
        Naira payments go through Paystack’s page; choose what it offers. Some channels must be enabled on your Paystack account too.
      </p>
      <ChannelsForm current={data.paystack_channels} />
    </Card>
  );
}
