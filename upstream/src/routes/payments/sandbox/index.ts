import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { withErrors } from '@academy/shared/envelope';
import { sandboxInvoiceParams, sandboxInvoiceResponse, sandboxRedirectResponse } from '@academy/shared/payments';
import { shopOriginOf } from '../../../http/shop-origin.ts';

/**
 * `payments/sandbox/invoice/{id}`: the sandbox provider's invoice, read and acted on by its page (/sandbox/invoice/{id}). Pay sends
 * a signed notice over HTTP to this upstream's own webhook: the code path a real provider takes.
 */
const sandboxInvoices: FastifyPluginAsyncZod = async (fastify) => {
  const { config, orders, payments } = fastify;
  const { checkout } = payments;
  const sandbox = payments.sandbox!;
  const redirect = { params: sandboxInvoiceParams, response: withErrors({ 200: sandboxRedirectResponse }) };

  async function invoice(id: string) {
    const order = await orders.sandboxInvoice(id);
    if (!order) throw new ApiError(404, 'Invoice not found');
    return order;
  }

  fastify.get('/invoice/:id', { schema: { params: sandboxInvoiceParams, response: withErrors({ 200: sandboxInvoiceResponse }) } }, async (request) => {
    const order = await invoice(request.params.id);
    const description = order.kind === 'telegram' ? 'Telegram signals group access' : order.items.map((i) => i.title).join(', ');
    return {
      code: 200,
      message: 'Invoice',
      data: { invoice_id: order.invoiceId, order_id: order.id, amount_usd: order.amountUsdCents / 100, description, status: order.status },
    };
  });

  fastify.post('/invoice/:id/pay', { schema: redirect }, async (request) => {
    const order = await invoice(request.params.id);
    if (order.status !== 'pending') throw new ApiError(409, 'This invoice is no longer open');
    const address = fastify.server.address();
    if (!address || typeof address === 'string') throw new ApiError(503, 'The sandbox cannot reach its webhook');
    const amount = order.amountUsdCents / 100;
    const status = await sandbox.notify(`http://127.0.0.1:${address.port}/api/${config.PRODUCT}/payments/sandbox/webhook`, {
      payment_id: String(randomInt(1e9, 1e10)),
      invoice_id: order.invoiceId,
      order_id: order.id,
      payment_status: 'finished',
      price_amount: amount,
      price_currency: 'usd',
      pay_currency: 'usdttrc20',
      // A stablecoin: one USDT for each dollar asked, all of it arrived.
      pay_amount: amount,
      actually_paid: amount,
      actually_paid_at_fiat: amount,
    });
    if (status !== 200) throw new ApiError(502, 'The payment notice was not accepted');
    return { code: 200, message: 'Paid', data: { redirect: checkout.returnUrl(order, 'success', shopOriginOf(request, config)) } };
  });

  fastify.post('/invoice/:id/cancel', { schema: redirect }, async (request) => {
    const order = await invoice(request.params.id);
    await orders.cancelPending(order.id);
    return { code: 200, message: 'Cancelled', data: { redirect: checkout.returnUrl(order, 'cancelled', shopOriginOf(request, config)) } };
  });
};
export default sandboxInvoices;
