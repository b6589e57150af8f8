import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { mutate } from 'swr';
import { ApiError } from '@academy/shared/api-error';
import type { CartProduct } from '@academy/shared/cart';
import type { TelegramPrice } from '@academy/shared/catalogue';
import { WIRE } from '@academy/shared/constants';
import { formatNgn, formatUsd } from '@academy/shared/money';
import type { GroupPlan } from '@academy/shared/subscriptions';
import { planLength } from '@academy/shared/plan-lengths';
import type { UserDetails } from '@academy/shared/user';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { HandledApiError } from '../../../lib/api-client.ts';
import { showAlert } from '../../../lib/dialogs.ts';
import { storage } from '../../../lib/storage.ts';
import { usePaymentRails } from '../../../lib/payment-rails.ts';
import { telegramInvite } from '../api/get-telegram-invite.ts';
import { initializePayment } from '../../../lib/initialize-payment.ts';
import { useOpenInvoice } from '../api/open-invoice.ts';
import { useCouponQuote } from '../api/quote-coupon.ts';
import { CouponField } from './coupon-field.tsx';
import { GroupMembership } from './group-membership.tsx';
import { PaymentReminder } from './payment-reminder.tsx';
import { PaymentSuccess } from './payment-success.tsx';
import { ReturnBanner } from './return-banner.tsx';

const LEGACY_NO_USER = 'payment was successful but the user does not exist';

/** An item's share of the coupon's discount, in the display currency at the item's own rate. */
function CouponShare({ item, usd }: { item: CartProduct; usd: number }) {
  if (!usd) return null;
  return (
    <span className="block text-xs text-green-300">
      −<Price usd={usd} price={Math.round((usd * item.price) / item.usd)} /> coupon
    </span>
  );
}

interface CheckoutProps {
  details: UserDetails;
  items: CartProduct[];
  total: { usd: number; ngn: number };
  telegramPrice: TelegramPrice | undefined;
  /** The signals group's plan whose period is bought (its price is `telegramPrice`). */
  plan?: GroupPlan | undefined;
  /** Reads the server cart again (a paid order empties it). */
  onReturn: () => void;
  /** Why this customer cannot pay yet (an unconfirmed address), shown instead of Pay. */
  blocker?: ReactNode;
}

/** docs/requirements.md#checkout: who pays, what, how much, and 'Pay with Crypto' to the provider's invoice. */
export function CheckoutPage({ details, items, total, telegramPrice, plan, onReturn, blocker }: CheckoutProps) {
  const [params] = useSearchParams();
  const telegram = params.has('telegram-payment');
  const status = params.get('status');
  const message = params.get('message') ?? '';
  // Paystack, when the shop takes naira (payments/provider lists it): then both rails.
  const { rails, naira } = usePaymentRails();
  const [busy, setBusy] = useState(false);
  // The code applied (upper case, as codes are kept), and what it does to the cart now, or to a plan's first period.
  const [code, setCode] = useState<string | null>(null);
  const couponable = !telegram || Boolean(plan);
  const coupon = useCouponQuote(
    couponable ? code : null,
    items.map((i) => i.slug),
    plan?.id,
  );
  const quoted = coupon.error ? undefined : coupon.data;
  // Back from the invoice: the open one is offered again, with the coupon it was priced with (once:
  // a coupon removed here stays removed).
  const open = useOpenInvoice(telegram, items);
  const [offered, setOffered] = useState<string | null>(null);
  if (open && offered !== open.order_id) {
    setOffered(open.order_id);
    if (open.coupon && code === null) setCode(open.coupon);
  }
  const discountOf = (slug: string) => quoted?.quote.items.find((i) => i.slug === slug)?.discount_usd ?? 0;

  useEffect(() => {
    if (!status) return;
    onReturn();
    // docs/requirements.md#states-and-transitions: the original provider's odd "failed but successful" answer for the group still opens the invite.
    const legacy = telegram && status === 'failed' && message === LEGACY_NO_USER && storage.get('telegram') === 'true';
    if (telegram) storage.set('telegram', 'false');
    if (legacy) {
      void telegramInvite().then(
        (link) => window.location.assign(link),
        () => undefined,
      );
    }
  }, [status, message, telegram, onReturn]);

  async function pay(providerName: string) {
    setBusy(true);
    try {
      const metadata = telegram
        ? { telegram: { id: 'signals-group', ...(plan && { plan: plan.id }) } }
        : {
            courses: items.filter((i) => i.type === 'course').map((i) => i.slug),
            robots: items.filter((i) => i.type === 'robot').map((i) => i.slug),
            email: details.email,
            first_name: details.first_name,
            middle_name: details.middle_name,
            last_name: details.last_name,
          };
      if (telegram) storage.set('telegram', 'true');
      const { invoice_url } = await initializePayment(providerName, {
        amount: quoted?.quote.total.usd ?? (telegram ? telegramPrice!.usd : total.usd),
        email: details.email,
        metadata,
        coupon: quoted?.quote.code,
      });
      window.location.assign(invoice_url);
    } catch (err) {
      setBusy(false);
      if (err instanceof HandledApiError) return;
      if (!(err instanceof ApiError) || err.code === 0) await showAlert('An error occurred while initializing payment', 'Payment');
      // docs/requirements.md#other-messages names the group's alert; the server's reason is its text, as written.
      else await showAlert(err.message, telegram ? 'Failed to initialize payment' : 'Payment');
      // The refusal may say the group closed or the cart changed since this page was read.
      if (telegram) await mutate('telegram');
      else {
        onReturn();
        // A coupon used up meanwhile says so where it was applied.
        if (code) void coupon.mutate();
      }
    }
  }

  if (status === 'success') return <PaymentSuccess orderId={params.get('order')} email={details.email} />;

  const amount = quoted ? quoted.quote.total : telegram ? telegramPrice : { usd: total.usd, price: total.ngn };
  const resumes = open !== undefined && (open.coupon ?? null) === (quoted?.quote.code ?? null) && open.amount_usd === amount?.usd;
  const empty = !telegram && items.length === 0;
  // A subscriber pays their next period here; only a member without a plan to pay has nothing to buy.
  const member = telegram && details.hasUserPaid && !plan;
  const closed = telegram && telegramPrice?.available === false;
  const payable = !empty && !member && !closed && !blocker;

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="mb-8 text-3xl font-semibold">{telegram ? 'Join Telegram Group' : 'Checkout'}</h1>
      {status && !member && <ReturnBanner status={status} message={message} />}
      <div className="grid gap-8 lg:grid-cols-3">
        <section aria-labelledby="buyer" className="h-fit rounded-2xl border border-navy-700 bg-navy-900 p-6">
          <h2 id="buyer" className="mb-4 text-lg font-semibold">
            Your details
          </h2>
          <dl className="flex flex-col gap-2 text-sm">
            {[
              ['Last name', details.last_name],
              ['Middle name', details.middle_name || '—'],
              ['First name', details.first_name],
              ['Address', details.address || '—'],
              ['Email', details.email],
            ].map(([label, value]) => (
              // A long value (an email) moves under its label rather than breaking mid-word; only one longer than the box breaks.
              <div key={label} className="flex flex-wrap justify-between gap-x-4">
                <dt className="text-slate-400">{label}</dt>
                <dd className="min-w-0 text-right break-words text-slate-100">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="order" className="rounded-2xl border border-navy-700 bg-navy-900 p-6 lg:col-span-2">
          <h2 id="order" className="mb-4 text-lg font-semibold">
            {telegram ? 'Telegram signals group' : 'Your order'}
          </h2>
          {member ? (
            <GroupMembership />
          ) : closed ? (
            <p className="text-slate-300">{WIRE.telegramUnavailable}</p>
          ) : telegram && plan ? (
            <p className="text-slate-300">{planLength(plan.months)} of the signals group. Already subscribed? It is added to the end of your current period.</p>
          ) : telegram ? (
            <p className="text-slate-300">Get added to our telegram group: daily trade ideas and market briefings from the team.</p>
          ) : empty ? (
            <div className="flex flex-col items-start gap-3">
              <p className="text-slate-300">Your cart is empty.</p>
              <LinkButton to={paths.courses} variant="secondary">
                Browse courses
              </LinkButton>
            </div>
          ) : (
            <table className="w-full text-left text-sm">
              <thead className="text-slate-400">
                <tr>
                  <th scope="col" className="pb-2 font-medium">
                    Item
                  </th>
                  <th scope="col" className="pb-2 text-right font-medium">
                    Price
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-navy-800">
                {items.map((item) => (
                  <tr key={item.slug}>
                    <td className="py-3">
                      <span className="block text-slate-100">{item.title}</span>
                      <span className="text-xs text-slate-400">{item.type === 'course' ? 'Course' : 'Trading robot'}</span>
                    </td>
                    <td className="py-3 text-right">
                      <Price usd={item.usd} price={item.price} />
                      <CouponShare item={item} usd={discountOf(item.slug)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {blocker && !member && !closed && !empty && <div className="mt-6">{blocker}</div>}
          {payable && (
            <>
              <PaymentReminder />
              {resumes && (
                <p role="status" className="mt-4 rounded-xl border border-amber-300/40 bg-amber-300/10 p-4 text-sm text-slate-200">
                  You have an unpaid invoice for {telegram ? 'the group' : 'these items'}. Resume payment takes you back to it: you are only charged once.
                </p>
              )}
              {couponable && (
                <CouponField
                  code={code}
                  quoted={quoted}
                  error={coupon.error}
                  pricing={coupon.isValidating}
                  onApply={(typed) => (typed.toUpperCase() === code ? void coupon.mutate() : setCode(typed.toUpperCase()))}
                  onRemove={() => setCode(null)}
                />
              )}
              <div className="mt-6 flex flex-col gap-4 border-t border-navy-800 pt-6 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 sm:min-w-64">
                  {quoted && (
                    <dl className="mb-3 flex flex-col gap-1 text-sm">
                      <div className="flex justify-between gap-4">
                        <dt className="text-slate-400">Subtotal</dt>
                        <dd>
                          <Price usd={quoted.quote.subtotal.usd} price={quoted.quote.subtotal.price} />
                        </dd>
                      </div>
                      <div className="flex justify-between gap-4 text-green-300">
                        <dt>Discount ({quoted.quote.code})</dt>
                        <dd data-testid="coupon-discount">
                          −<Price usd={quoted.quote.discount.usd} price={quoted.quote.discount.price} />
                        </dd>
                      </div>
                    </dl>
                  )}
                  <p className="text-sm text-slate-400">Total price</p>
                  {amount ? <Price usd={amount.usd} price={amount.price} className="text-3xl font-semibold" /> : <Spinner label="Loading the price" />}
                  {amount && <p className="text-sm text-slate-400">You pay {formatUsd(amount.usd)} in crypto</p>}
                  {amount && naira && <p className="text-sm text-slate-400">or {formatNgn(amount.price)} by card, bank transfer or USSD</p>}
                </div>
                {/* While a code is being priced the total is not yet the one to pay. */}
                <div className="flex flex-col gap-3">
                  {rails.map((rail, i) => (
                    <Button
                      key={rail.name}
                      onClick={() => void pay(rail.name)}
                      disabled={busy || !amount || coupon.isLoading}
                      variant={i === 0 ? 'primary' : 'secondary'}
                      className="px-6 py-3 text-base"
                    >
                      {busy ? 'Processing…' : resumes && open.provider === rail.name ? 'Resume payment' : rail.label}
                    </Button>
                  ))}
                </div>
              </div>
            </>
          )}
        </section>
      </div>
    </div>
  );
}
