import type { CartProduct } from '@academy/shared/cart';
import type { OrderSummary } from '@academy/shared/payments';
import { useOrders } from './get-orders.ts';

const keys = (list: { type: string; slug: string }[]) =>
  list
    .map((i) => `${i.type}:${i.slug}`)
    .sort()
    .join(' ');

/**
 * The customer's unpaid invoice for what they are about to pay (the group, or exactly these items),
 * with no money seen on it yet: paying again resumes it (the server keeps one open invoice per
 * customer and kind, upstream/src/payments/checkout.ts), so the page offers it with its coupon.
 */
export function useOpenInvoice(telegram: boolean, items: CartProduct[]): OrderSummary | undefined {
  const { data: orders } = useOrders();
  return orders?.find(
    (o) =>
      o.status === 'pending' &&
      o.invoice_url !== null &&
      o.provider_status === null &&
      (telegram ? o.kind === 'telegram' : o.kind === 'cart' && keys(o.items) === keys(items)),
  );
}
