import { randomBytes } from 'node:crypto';
import { signNotice, verifyNotice } from '../signature.ts';
import { type PaymentProvider, SIGNATURE_HEADER, signatureOf } from './provider.ts';

/**
 * The built-in provider for development and demos: the invoice is a page of this shop with Pay and
 * Cancel; Pay sends a notice signed like NOWPayments' to the webhook over HTTP.
 */
export function sandbox(opts: { secret: string }): PaymentProvider & { notify(url: string, body: object): Promise<number> } {
  return {
    name: 'sandbox',
    currency: 'USD',
    async createInvoice({ shopOrigin }) {
      const invoiceId = randomBytes(16).toString('base64url');
      return { invoiceId, invoiceUrl: new URL(`/sandbox/invoice/${invoiceId}`, shopOrigin).toString() };
    },
    verify: (rawBody, headers) => verifyNotice(rawBody, signatureOf(headers), opts.secret),
    // The sandbox's notices never leave this process, so there is nothing for reconciliation to find.
    lookup: async () => [],
    async notify(url, body) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signNotice(body, opts.secret) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      return res.status;
    },
  };
}
