import { ApiError } from '@academy/shared/api-error';
import type { Clock } from '@academy/shared/server/clock';
import { verifyNotice } from '../signature.ts';
import { type PaymentProvider, signatureOf } from './provider.ts';

const TOKEN_MS = 4 * 60_000; // NOWPayments' JWT lives 5 minutes

/**
 * NOWPayments: invoices through its REST API, notices (IPN) signed with the IPN secret, and the
 * payment status calls reconciliation asks: by payment id with the API key, or, with the account's
 * login, the payments of an invoice (what finds a payment whose every notice was lost).
 */
export function nowPayments(opts: {
  apiUrl: string;
  apiKey: string;
  ipnSecret: string;
  login?: { email: string; password: string };
  clock: Clock;
}): PaymentProvider {
  const base = opts.apiUrl.replace(/\/$/, '');
  let token: { value: string; until: number } | null = null;

  async function call(path: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<unknown> {
    const res = await fetch(`${base}${path}`, {
      ...init,
      headers: { 'x-api-key': opts.apiKey, 'content-type': 'application/json', ...init.headers },
      signal: AbortSignal.timeout(15_000),
    });
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) throw new Error(`NOWPayments ${path.split('?')[0]} answered ${res.status}`);
    return body;
  }

  async function bearer(login: { email: string; password: string }): Promise<string> {
    if (token && token.until > opts.clock.now()) return token.value;
    const body = (await call('/auth', { method: 'POST', body: JSON.stringify(login) })) as { token?: string } | null;
    if (!body?.token) throw new Error('NOWPayments /auth gave no token');
    token = { value: body.token, until: opts.clock.now() + TOKEN_MS };
    return token.value;
  }

  return {
    name: 'nowpayments',
    currency: 'USD',
    async createInvoice(request) {
      const body = (await call('/invoice', {
        method: 'POST',
        body: JSON.stringify({
          price_amount: request.amountUsd,
          price_currency: 'usd',
          order_id: request.orderId,
          order_description: request.description,
          ipn_callback_url: request.ipnUrl,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          partially_paid_url: request.successUrl,
        }),
      }).catch(() => null)) as { id?: string | number; invoice_url?: string } | null;
      if (!body?.id || !body.invoice_url) throw new ApiError(502, 'Failed to initialize payment');
      return { invoiceId: String(body.id), invoiceUrl: body.invoice_url };
    },
    verify: (rawBody, headers) => verifyNotice(rawBody, signatureOf(headers), opts.ipnSecret),
    async lookup({ paymentId, invoiceId }) {
      if (paymentId) return [await call(`/payment/${encodeURIComponent(paymentId)}`)];
      if (!invoiceId || !opts.login) return [];
      const authorization = `Bearer ${await bearer(opts.login)}`;
      const list = (await call(`/payment/?${new URLSearchParams({ invoiceId, limit: '10', page: '0' }).toString()}`, { headers: { authorization } })) as {
        data?: unknown[];
      } | null;
      return list?.data ?? [];
    },
  };
}
