import { type SubmitEvent, useId, useState } from 'react';
import { type AdminOrder, type AdminOrderItem, refundRequest } from '@academy/shared/admin-orders';
import { ADMIN_TOAST_MS } from '@academy/shared/constants';
import { formatUsd } from '@academy/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { ModalForm } from '../../../components/ui/modal-form.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { checkForm, type FieldErrors, formValues } from '../../../lib/form.ts';
import { useToastedAction } from '../../../lib/toasted-action.ts';
import { refundOrder } from '../api/refund-order.ts';

const keyOf = (i: AdminOrderItem) => `${i.type}:${i.slug}`;

/** The items a refund may still give back: neither refunded nor waiting on the provider. */
export const refundableItems = (order: AdminOrder) => order.items.filter((i) => !i.refunded && !i.refund_pending);

/** Whether anything of a paid order is left to refund (a group order: no refund made or pending). */
export const canRefund = (order: AdminOrder) =>
  order.status === 'paid' && (order.kind === 'telegram' ? order.refunds.every((r) => r.status === 'failed') : refundableItems(order).length > 0);
const cents = (usd: number) => Math.round(usd * 100);

/** What the refund gives back, as the server counts it: the ticked items' paid prices, or, once nothing would be left, the rest of the amount (less refunds made or pending). */
function refundUsd(order: AdminOrder, left: AdminOrderItem[], ticked: Set<string>): number {
  const taken = order.refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + cents(r.amount_usd), 0);
  if (ticked.size === left.length) return (cents(order.amount_usd) - taken) / 100;
  return left.filter((i) => ticked.has(keyOf(i))).reduce((sum, i) => sum + cents(i.paid_usd), 0) / 100;
}

/**
 * The refund form, as a modal: which items (every one not yet refunded, to begin with), why, and
 * how the money went back outside the shop. Its button says the amount; sending it is the confirmation.
 */
export function RefundDialog({
  order,
  duplicate = false,
  onClose,
  onRefunded,
}: {
  order: AdminOrder;
  /** Giving back a duplicate payment: only what the customer already had is ticked, and the reason is said. */
  duplicate?: boolean;
  onClose: () => void;
  onRefunded: () => void;
}) {
  const titleId = useId();
  const left = refundableItems(order);
  const [ticked, setTicked] = useState(() => new Set(left.filter((i) => !duplicate || i.duplicate).map(keyOf)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, run } = useToastedAction({ duration: ADMIN_TOAST_MS });

  const tick = (key: string, on: boolean) =>
    setTicked((before) => {
      const next = new Set(before);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    // No method field where the provider refunds: the server says how the money goes back.
    const { reason, method } = formValues(e.currentTarget);
    // A group order has no items: it is refunded whole.
    const items = order.kind === 'telegram' ? undefined : left.filter((i) => ticked.has(keyOf(i))).map(({ type, slug }) => ({ type, slug }));
    const checked = checkForm(refundRequest, { items, reason, method });
    setErrors(checked.errors ?? {});
    if (checked.data && (await run(() => refundOrder(order.order_id, checked.data)))) onRefunded();
  }

  return (
    <ModalForm titleId={titleId} busy={busy} onClose={onClose}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div>
          <h2 id={titleId} className="text-xl font-semibold">
            Refund order <span className="font-mono">{order.order_id.slice(0, 8)}</span>
          </h2>
          <p className="break-all text-slate-300">{order.email}</p>
        </div>
        {order.kind === 'telegram' ? (
          <p className="text-slate-200">Telegram signals group, {formatUsd(order.amount_usd)}: the member loses the group and is removed from it.</p>
        ) : (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-200">Items to refund</legend>
            {left.map((i) => (
              <label key={keyOf(i)} className="flex items-start gap-3 rounded-lg border border-navy-700 px-3 py-2">
                <input type="checkbox" className="mt-1" checked={ticked.has(keyOf(i))} onChange={(e) => tick(keyOf(i), e.target.checked)} />
                <span className="flex-1">{i.title}</span>
                <span className="tabular-nums">{formatUsd(i.paid_usd)}</span>
              </label>
            ))}
            {errors.items && (
              <p role="alert" className="text-sm text-red-300">
                {errors.items}
              </p>
            )}
          </fieldset>
        )}
        <Field label="Reason" name="reason" error={errors.reason} maxLength={500} defaultValue={duplicate ? 'Duplicate payment' : undefined} />
        {order.provider_refunds ? (
          <p className="text-sm text-slate-300">
            The payment provider returns the money to the card or account that paid. What is refunded stops working once it confirms the money is back, and the
            customer is mailed then.
          </p>
        ) : (
          <>
            <Field
              label="How the money went back"
              name="method"
              error={errors.method}
              maxLength={300}
              hint="The coin, the address and the transaction, e.g. USDT TRC20 to T…, tx 9f2c…"
            />
            <p className="text-sm text-slate-300">
              Pay the customer back yourself first: the payment provider does not refund. What is refunded stops working at once, and the customer is mailed.
            </p>
          </>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            Refund {formatUsd(refundUsd(order, left, ticked))}
          </Button>
        </div>
      </form>
    </ModalForm>
  );
}
