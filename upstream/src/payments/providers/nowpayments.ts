import { ApiError } from '@academy/shared/api-error';
import { verifyNotice } from '../signature.ts';
import { type PaymentProvider, signatureOf } from './provider.ts';

/** NOWPayments: invoices through its REST API, notices (IPN) signed with the IPN secret. */
export function nowPayments(opts: { apiUrl: string; apiKey: string; ipnSecret: string }): PaymentProvider {
  return {
    name: 'nowpayments',
    async createInvoice(request) {
      const res = await fetch(`${opts.apiUrl.replace(/\/$/, '')}/invoice`, {
        method: 'POST',
        headers: { 'x-api-key': opts.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({
          price_amount: request.amountUsd,
          price_currency: 'usd',
          order_id: request.orderId,
          order_description: request.description,
          ipn_callback_url: request.ipnUrl,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        }),
        signal: AbortSignal.timeout(15_000),
      }).catch(() => null);
      const body = (await res?.json().catch(() => null)) as { id?: string | number; invoice_url?: string } | null;
      if (!res?.ok || !body?.id || !body.invoice_url) throw new ApiError(502, 'Failed to initialize payment');
      return { invoiceId: String(body.id), invoiceUrl: body.invoice_url };
    },
    verify: (rawBody, headers) => verifyNotice(rawBody, signatureOf(headers), opts.ipnSecret),
  };
}
