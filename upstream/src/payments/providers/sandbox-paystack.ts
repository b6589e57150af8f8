import { randomInt } from 'node:crypto';
import {
  noticeOf,
  PAYSTACK_SIGNATURE_HEADER,
  type PaystackTransaction,
  paystackSignature,
  refundEventOf,
  referenceOfEvent,
  signedByPaystack,
} from './paystack.ts';
import type { PaymentProvider, ProviderRefund } from './provider.ts';

/** What the customer does on the sandbox's Paystack page. */
export type SandboxPaystackOutcome = 'card' | 'declined' | 'transfer-pending' | 'transfer-arrived';

/**
 * Paystack's shape without Paystack, for development and demos (with the crypto sandbox, when no
 * Paystack key is set): its payment page is one of this shop's, with a card that succeeds, one that
 * is declined and a bank transfer that is pending and then arrives; a success is told by a signed
 * charge.success webhook, and `verify` answers from what happened here, so the real provider's code
 * path (signature, then verify) is the one taken. Its refunds are processed at once (there is no
 * bank to wait for). Its transactions live in this process, as the sandbox is one process (refused
 * in production).
 */
export function sandboxPaystack(opts: { secret: string }) {
  const transactions = new Map<string, PaystackTransaction>();
  const refunds = new Map<string, ProviderRefund>();
  const provider: PaymentProvider = {
    name: 'paystack',
    currency: 'NGN',
    async createInvoice({ orderId, chargeMinor, shopOrigin }) {
      transactions.set(orderId, { id: String(randomInt(1e9, 1e10)), status: 'abandoned', reference: orderId, amount: chargeMinor ?? 0, currency: 'NGN' });
      return { invoiceId: orderId, invoiceUrl: new URL(`/sandbox/paystack/${orderId}`, shopOrigin).toString() };
    },
    verify: (rawBody, headers) => signedByPaystack(rawBody, headers, opts.secret),
    referenceOf: referenceOfEvent,
    lookup: async (order) => {
      const tx = order.invoiceId ? transactions.get(order.invoiceId) : undefined;
      return tx ? [noticeOf(tx, order)] : [];
    },
    refunder: {
      async send({ amountMinor }) {
        const refund: ProviderRefund = { id: String(randomInt(1e7, 1e8)), status: 'processed', amountMinor };
        refunds.set(refund.id, refund);
        return refund;
      },
      async fetch(id) {
        const refund = refunds.get(id);
        if (!refund) throw new Error('no such sandbox refund');
        return refund;
      },
      refundEvent: refundEventOf,
    },
  };
  return {
    provider,
    transaction: (reference: string) => transactions.get(reference),
    /** Records what the customer did; a success is then sent to `webhookUrl` as Paystack sends it. */
    async settle(reference: string, outcome: SandboxPaystackOutcome, webhookUrl: string): Promise<PaystackTransaction> {
      const tx = transactions.get(reference);
      if (!tx) throw new Error('no such sandbox transaction');
      const settled: PaystackTransaction = {
        ...tx,
        status: outcome === 'declined' ? 'failed' : outcome === 'transfer-pending' ? 'ongoing' : 'success',
        channel: outcome === 'card' || outcome === 'declined' ? 'card' : 'bank_transfer',
        ...(outcome === 'card' && { authorization: { authorization_code: `AUTH_${tx.id}`, bank: 'Sandbox Bank' } }),
        ...((outcome === 'card' || outcome === 'transfer-arrived') && { paid_at: new Date().toISOString() }),
      };
      transactions.set(reference, settled);
      if (settled.status === 'success') {
        const body = JSON.stringify({ event: 'charge.success', data: { reference, amount: settled.amount, currency: settled.currency, status: 'success' } });
        const res = await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [PAYSTACK_SIGNATURE_HEADER]: paystackSignature(body, opts.secret) },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`the webhook answered ${res.status}`);
      }
      return settled;
    },
  };
}
export type SandboxPaystack = ReturnType<typeof sandboxPaystack>;
