import { z } from 'zod';
import { ADMIN_PAGE_SIZE, MAX_PAGE_LENGTH } from './constants.ts';
import { slug } from './catalogue.ts';
import { envelope, pageQuery, pagedEnvelope } from './envelope.ts';
import { emailSearch } from './fields.ts';
import { ORDER_KINDS, orderStatus } from './payments.ts';

/**
 * `GET admin/orders`: every order, newest first, narrowed by status, by the customer's email (any
 * part of it) and to the ones that need a look: partially paid, or paid with more or less than the price.
 */
export const adminOrderQuery = pageQuery(ADMIN_PAGE_SIZE, MAX_PAGE_LENGTH).extend({
  status: orderStatus.optional(),
  email: emailSearch,
  attention: z.stringbool({ error: 'attention must be true or false' }).optional(),
});
export type AdminOrderQuery = z.infer<typeof adminOrderQuery>;

const itemType = z.enum(['course', 'robot']);

export const adminOrderItem = z.object({
  type: itemType,
  slug: z.string(),
  title: z.string(),
  /** The list price, and what was paid for it after the coupon's share. */
  usd: z.number(),
  paid_usd: z.number(),
  refunded: z.boolean(),
  /** Sent to the provider to refund, not yet back. */
  refund_pending: z.boolean(),
  /** Already the customer's through another order when this one was paid: its money is owed back. */
  duplicate: z.boolean(),
});
export type AdminOrderItem = z.infer<typeof adminOrderItem>;

/** One refund of an order: what, how much, why, how the money went back, and who recorded it. */
export const orderRefund = z.object({
  id: z.uuid(),
  items: z.array(z.object({ type: itemType, slug: z.string(), title: z.string() })),
  amount_usd: z.number(),
  /** What goes back in the currency charged (naira), for a charge not in USD. */
  amount_charged: z.number().nullable(),
  reason: z.string(),
  method: z.string(),
  /** Processed (the money is back), pending at the provider that refunds it (Paystack), or failed there. */
  status: z.enum(['processed', 'pending', 'failed']),
  /** Why the provider could not refund. */
  failure: z.string().nullable(),
  /** Null once that admin's account is gone. */
  admin_email: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type OrderRefund = z.infer<typeof orderRefund>;

export const adminOrder = z.object({
  order_id: z.uuid(),
  kind: z.enum(ORDER_KINDS),
  email: z.string(),
  customer_name: z.string(),
  items: z.array(adminOrderItem),
  /** What the order asked for, after the coupon's discount. */
  amount_usd: z.number(),
  discount_usd: z.number(),
  /** What the payment brought in, as its notices valued it; null when they did not say. */
  received_usd: z.number().nullable(),
  /** Set when what arrived was short of the amount, or over it (never both). */
  underpaid_usd: z.number().nullable(),
  overpaid_usd: z.number().nullable(),
  status: orderStatus,
  provider: z.string(),
  provider_status: z.string().nullable(),
  payment_id: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  paid_at: z.iso.datetime({ offset: true }).nullable(),
  refunds: z.array(orderRefund),
  /** What refunds processed gave back. */
  refunded_usd: z.number(),
  /** The provider refunds this order's payment itself (Paystack): the refund form does not ask how the money went back. */
  provider_refunds: z.boolean(),
  /** Paid twice for the same thing: what is still owed back (0 when nothing is). */
  duplicate_usd: z.number(),
});
export type AdminOrder = z.infer<typeof adminOrder>;
export const adminOrderListResponse = pagedEnvelope(adminOrder);

export const orderIdParams = z.object({ id: z.uuid({ message: 'id must be an order id' }) });

const required = (message: string, max: number) =>
  z
    .string({ message })
    .trim()
    .min(1, { message })
    .max(max, { message: `At most ${max} characters` });

/**
 * `POST admin/orders/:id/refund`: some of a paid order's items (none named: every one not yet
 * refunded), why, and how the money went back outside the shop (NOWPayments does not refund);
 * `method` is left out where the provider refunds (Paystack), and required anywhere else.
 */
export const refundRequest = z.object({
  items: z
    .array(z.object({ type: itemType, slug }))
    .min(1, { message: 'Choose at least one item to refund' })
    .max(100)
    .optional(),
  reason: required('A reason is required', 500),
  method: required('Say how the money went back', 300).optional(),
});
export type RefundRequest = z.infer<typeof refundRequest>;
export const refundResponse = envelope(orderRefund);
