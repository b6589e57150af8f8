import { z } from 'zod';
import { envelope } from './envelope.ts';
import { slug } from './catalogue.ts';
import { couponCodeInput } from './coupons.ts';
import { email } from './fields.ts';
import { rentMonths } from './robot-terms.ts';

/** A cart's items, the signals group (a period of a plan, or the one-off price), or a robot's rental. */
export const ORDER_KINDS = ['cart', 'telegram', 'rent'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const PROVIDERS = ['sandbox', 'nowpayments', 'paystack'] as const;
export type ProviderName = (typeof PROVIDERS)[number];
export const providerParams = z.object({ provider: z.enum(PROVIDERS) });

const slugOrItem = z.union([slug, z.object({ slug }).transform((o) => o.slug)]);

/** Metadata of a cart purchase (docs/requirements.md#api-calls): what to buy and who buys it. */
export const cartMetadata = z.object({
  courses: z.array(slugOrItem).max(100).default([]),
  robots: z.array(slugOrItem).max(100).default([]),
  email: email.optional(),
  first_name: z.string().max(80).optional(),
  middle_name: z.string().max(80).optional(),
  last_name: z.string().max(80).optional(),
});
/** Metadata of the Telegram group purchase. */
export const telegramMetadata = z.object({
  telegram: z.object({
    id: z.union([z.string().max(100), z.number()]),
    /** A period of the group (subscriptions.ts); none: the one-off price, where no plan is offered. */
    plan: z.uuid({ message: 'plan must be a plan id' }).optional(),
  }),
});
/** Metadata of a robot rental: which robot, for how many months (paying again extends from the current end). */
export const rentMetadata = z.object({ rent: z.object({ robot: slug, months: rentMonths }) });
export const paymentMetadata = z.union([telegramMetadata, rentMetadata, cartMetadata]);

/** `payments/{provider}/initialize` (docs/requirements.md#api-calls). The amount must equal the server's price, less the coupon's discount. */
export const initializePaymentRequest = z.object({
  amount: z.number().positive().max(1_000_000),
  currency: z.literal('USD', { message: 'Payments are in USD' }),
  email: email.optional(),
  description: z.string().max(300).optional(),
  metadata: z.string().max(10_000),
  /** One coupon code for a cart order, as the customer typed it. */
  coupon: couponCodeInput.optional(),
});
export type InitializePaymentRequest = z.infer<typeof initializePaymentRequest>;
export const initializePaymentData = z.object({ invoice_url: z.string(), order_id: z.string() });
export type InitializePaymentData = z.infer<typeof initializePaymentData>;
export const initializePaymentResponse = envelope(initializePaymentData);
/**
 * `payments/provider`: the crypto provider this shop takes payments with (`provider`), and every
 * provider it offers with the currency each charges in (Paystack, in naira, when it is set up).
 */
export const paymentProvider = z.object({
  provider: z.enum(PROVIDERS),
  providers: z.array(z.object({ name: z.enum(PROVIDERS), currency: z.enum(['USD', 'NGN']) })),
});
export type PaymentProvider = z.infer<typeof paymentProvider>;
export const paymentProviderResponse = envelope(paymentProvider);

export const orderStatus = z.enum(['pending', 'paid', 'partially_paid', 'failed', 'cancelled', 'expired', 'refunded']);
export const orderSummary = z.object({
  order_id: z.string(),
  kind: z.enum(ORDER_KINDS),
  /** `refunded`: given back, so no longer the customer's. */
  items: z.array(z.object({ type: z.enum(['course', 'robot']), slug: z.string(), title: z.string(), usd: z.number(), refunded: z.boolean() })),
  amount_usd: z.number(),
  /** The coupon's discount, already out of amount_usd; always sent (0 without one). */
  discount_usd: z.number().optional(),
  /** What the shop paid back so far (all of it when the status is refunded). */
  refunded_usd: z.number(),
  status: orderStatus,
  /** The provider's last word (waiting, confirming, ...), null before its first. */
  provider_status: z.string().nullable(),
  provider: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** When the invoice stops taking payments. */
  expires_at: z.string().nullable(),
  /** What arrived, when the provider said (short or over), and what is still missing for the price. */
  received_usd: z.number().nullable(),
  missing_usd: z.number(),
  /** Where to pay (the rest), while the order is open. */
  invoice_url: z.string().nullable(),
  /** The coupon code the order was priced with, if any. */
  coupon: z.string().nullable(),
  /** Paid twice for the same thing: what the shop owes back (0 when nothing is). */
  duplicate_usd: z.number(),
});
export type OrderSummary = z.infer<typeof orderSummary>;
/** `orders`: the customer's orders, the newest first. */
export const ordersResponse = envelope(z.array(orderSummary));

/** The sandbox's invoice page reads and acts on the order by its invoice id. */
export const sandboxInvoiceParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
export const sandboxInvoice = z.object({
  invoice_id: z.string(),
  order_id: z.string(),
  amount_usd: z.number(),
  description: z.string(),
  status: orderStatus,
  /** What arrived of a short payment, and what is still due. */
  received_usd: z.number(),
  due_usd: z.number(),
  expires_at: z.string().nullable(),
});
export type SandboxInvoice = z.infer<typeof sandboxInvoice>;
export const sandboxInvoiceResponse = envelope(sandboxInvoice);
/** Paying or cancelling a sandbox invoice: where its page sends the buyer next. */
export const sandboxRedirect = z.object({ redirect: z.string() });
export type SandboxRedirect = z.infer<typeof sandboxRedirect>;
export const sandboxRedirectResponse = envelope(sandboxRedirect);

/** The sandbox's Paystack page (payments/sandbox/paystack/{reference}): a naira charge and what became of it. */
export const sandboxPaystackParams = z.object({ reference: z.uuid() });
export const sandboxPaystackCharge = z.object({
  reference: z.string(),
  amount_ngn: z.number(),
  description: z.string(),
  email: z.string(),
  /** Paystack's word: abandoned (nothing tried yet), ongoing (a transfer on its way), failed (declined), success. */
  status: z.enum(['abandoned', 'ongoing', 'failed', 'success']),
});
export type SandboxPaystackCharge = z.infer<typeof sandboxPaystackCharge>;
export const sandboxPaystackChargeResponse = envelope(sandboxPaystackCharge);

/** A provider's payment notice (NOWPayments' IPN shape; the sandbox speaks it too). */
export const paymentNotice = z.looseObject({
  payment_id: z.union([z.string(), z.number()]).transform(String),
  payment_status: z.string(),
  order_id: z.string(),
  invoice_id: z.union([z.string(), z.number()]).transform(String).optional(),
  price_amount: z.union([z.string(), z.number()]).transform(Number),
  price_currency: z.string(),
  pay_currency: z.string().optional(),
  /** The crypto amount the invoice asked for, and what arrived (both in pay_currency). */
  pay_amount: z.union([z.string(), z.number()]).transform(Number).optional(),
  actually_paid: z.union([z.string(), z.number()]).transform(Number).optional(),
  /** What arrived, valued in price_currency (NOWPayments sends 0 where it has not valued it). */
  actually_paid_at_fiat: z.union([z.string(), z.number()]).transform(Number).optional(),
});
export type PaymentNotice = z.infer<typeof paymentNotice>;
