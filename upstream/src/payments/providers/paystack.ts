import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { ApiError } from '@academy/shared/api-error';
import { paystackSubscriptions } from './paystack-subscriptions.ts';
import { type OrderAtProvider, type PaymentProvider, type ProviderRefund, type Refunder, RefundRefused } from './provider.ts';

export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

/** Paystack's transaction statuses as the order lifecycle (order-transitions.ts) reads a provider's word. */
const STATUS: Record<string, string> = {
  success: 'finished',
  failed: 'failed',
  reversed: 'refunded',
  abandoned: 'waiting',
  ongoing: 'waiting',
  pending: 'waiting',
  processing: 'confirming',
  queued: 'waiting',
};

/** What `GET /transaction/verify/:reference` answers, as far as the shop reads it. */
const verified = z.object({
  status: z.literal(true),
  data: z.object({
    id: z.union([z.number(), z.string()]).transform(String),
    status: z.string(),
    reference: z.string(),
    /** In the currency's subunit (kobo). */
    amount: z.number().int(),
    currency: z.string(),
    channel: z.string().nullish(),
    paid_at: z.string().nullish(),
    authorization: z.object({ authorization_code: z.string().nullish(), bank: z.string().nullish() }).nullish(),
  }),
});

/** A webhook's event: only its reference is read; `verify` says what happened. */
const event = z.object({ event: z.string(), data: z.object({ reference: z.string() }) });

/** A refund event (refund.pending, refund.processed, refund.failed...): the transaction it refunds; `GET /refund/:id` says what happened. */
const refundEventBody = z.object({
  event: z.string().startsWith('refund.'),
  data: z
    .object({
      transaction_reference: z.string().optional(),
      transaction: z.object({ reference: z.string().optional() }).optional(),
    })
    .optional(),
});

/** A refund as `POST /refund`, `GET /refund/:id` and `GET /refund` tell it. */
const refundData = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  status: z.string(),
  amount: z.coerce.number().int(),
});
const refundAnswer = z.object({ status: z.literal(true), data: refundData });
const refundList = z.object({ status: z.literal(true), data: z.array(refundData) });

/** Paystack's refund states as the shop reads them: pending, processing and needs-attention are all not yet. */
const refundOf = (r: z.infer<typeof refundData>): ProviderRefund => ({
  id: r.id,
  status: r.status === 'processed' ? 'processed' : r.status === 'failed' ? 'failed' : 'pending',
  amountMinor: r.amount,
});

/** For a refund event, the transaction reference it names; null for any other event. */
export function refundEventOf(rawBody: Buffer): { reference: string | undefined } | null {
  const parsed = refundEventBody.safeParse(JSON.parse(rawBody.toString('utf8')));
  if (!parsed.success) return null;
  return { reference: parsed.data.data?.transaction_reference ?? parsed.data.data?.transaction?.reference };
}

/** Paystack's answer to a call it refused or failed, with its message. */
class PaystackError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** A transaction as `verify` tells it. */
export type PaystackTransaction = z.infer<typeof verified>['data'];

/** HMAC-SHA512 of the raw body keyed with the secret key: the x-paystack-signature of a webhook. */
export function paystackSignature(rawBody: Buffer | string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/** Whether a webhook carries the signature of this secret key, compared in constant time. */
export function signedByPaystack(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, secretKey: string): boolean {
  const given = headers[PAYSTACK_SIGNATURE_HEADER];
  if (typeof given !== 'string' || !/^[0-9a-f]{128}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(paystackSignature(rawBody, secretKey), 'hex'), Buffer.from(given, 'hex'));
}

/** The order reference a webhook event names (its body is not otherwise believed). */
export function referenceOfEvent(rawBody: Buffer): string | undefined {
  const parsed = event.safeParse(JSON.parse(rawBody.toString('utf8')));
  return parsed.success ? parsed.data.data.reference : undefined;
}

/**
 * A transaction as the order lifecycle reads a provider's word: the USD price with the share of the
 * naira charge that arrived, so only the whole charge, in NGN, pays the order (received-amount.ts).
 */
export function noticeOf(tx: PaystackTransaction, order: OrderAtProvider) {
  const arrived = tx.currency === 'NGN' ? tx.amount : 0;
  return {
    payment_id: tx.id,
    payment_status: STATUS[tx.status] ?? tx.status,
    invoice_id: tx.reference,
    price_amount: order.amountUsdCents / 100,
    price_currency: 'usd',
    pay_currency: 'ngn',
    pay_amount: (order.chargeMinor ?? 0) / 100,
    actually_paid: arrived / 100,
    channel: tx.channel ?? null,
    authorization_code: tx.authorization?.authorization_code ?? null,
    bank: tx.authorization?.bank ?? null,
    paid_at: tx.paid_at ?? null,
  };
}

/**
 * Paystack (card, bank transfer, USSD, QR, in naira): the browser goes to the authorization_url of
 * an initialized transaction (the redirect flow: no third-party script on our pages). A webhook's body
 * is only a hint: its signature is checked, then `verify` is asked, and its answer (status, amount,
 * currency) is what the order lifecycle reads, so a forged or replayed body credits nothing.
 */
export function paystack(opts: { apiUrl: string; secretKey: string; channels: () => Promise<readonly string[]>; senders: readonly string[] }): PaymentProvider {
  const base = opts.apiUrl.replace(/\/$/, '');

  async function call(path: string, init: { method?: string; body?: object } = {}): Promise<unknown> {
    const res = await fetch(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${opts.secretKey}`, 'content-type': 'application/json' },
      ...(init.body && { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(15_000),
    });
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const said = z.object({ message: z.string() }).safeParse(body);
      throw new PaystackError(res.status, said.success ? said.data.message : `Paystack ${path.split('?')[0]} answered ${res.status}`);
    }
    return body;
  }

  const refunder: Refunder = {
    async send({ paymentId, reference, amountMinor, known }) {
      const made = refundList.parse(await call(`/refund?transaction=${encodeURIComponent(paymentId)}&perPage=100`)).data.map(refundOf);
      const adopted = made.find((r) => r.amountMinor === amountMinor && !known.includes(r.id));
      if (adopted) return adopted;
      try {
        return refundOf(refundAnswer.parse(await call('/refund', { method: 'POST', body: { transaction: reference, amount: amountMinor } })).data);
      } catch (err) {
        // Refused (already reversed, more than is left, the balance short): a person decides; 429 and 5xx are tried again.
        if (err instanceof PaystackError && err.status >= 400 && err.status < 500 && err.status !== 429) throw new RefundRefused(err.message);
        throw err;
      }
    },
    fetch: async (id) => refundOf(refundAnswer.parse(await call(`/refund/${encodeURIComponent(id)}`)).data),
    refundEvent: refundEventOf,
  };

  return {
    name: 'paystack',
    currency: 'NGN',
    async createInvoice(request) {
      if (request.chargeMinor === null) throw new Error('a Paystack charge needs its naira amount');
      const answer = (await call('/transaction/initialize', {
        method: 'POST',
        body: {
          email: request.email,
          amount: request.chargeMinor,
          currency: 'NGN',
          reference: request.orderId,
          callback_url: request.successUrl,
          channels: await opts.channels(),
          metadata: { order_id: request.orderId, cancel_action: request.cancelUrl },
          // The first payment subscribes the card to the plan: Paystack charges the next periods itself.
          ...(request.planCode && { plan: request.planCode }),
        },
      }).catch(() => null)) as { data?: { authorization_url?: string; reference?: string } } | null;
      if (!answer?.data?.authorization_url) throw new ApiError(502, 'Failed to initialize payment');
      return { invoiceId: answer.data.reference ?? request.orderId, invoiceUrl: answer.data.authorization_url };
    },
    verify: (rawBody, headers) => signedByPaystack(rawBody, headers, opts.secretKey),
    referenceOf: referenceOfEvent,
    async lookup(order) {
      if (!order.invoiceId) return [];
      const parsed = verified.safeParse(await call(`/transaction/verify/${encodeURIComponent(order.invoiceId)}`));
      if (!parsed.success) throw new Error('Paystack verify gave no transaction');
      return [noticeOf(parsed.data.data, order)];
    },
    refunder,
    cardSubscriptions: paystackSubscriptions(call),
    senders: opts.senders,
  };
}
