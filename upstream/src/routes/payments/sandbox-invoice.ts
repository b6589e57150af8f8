import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError, parseInput } from '@academy/shared/api-error';
import { sandboxInvoiceParams } from '@academy/shared/payments';
import { orders } from '../../db/schema.ts';
import { shopOriginOf } from '../../http/shop-origin.ts';

/**
 * The sandbox provider's invoice, read and acted on by its page (/sandbox/invoice/{id}). Pay sends
 * a signed notice over HTTP to this upstream's own webhook: the code path a real provider takes.
 */
const sandboxInvoice: FastifyPluginAsync = async (fastify) => {
  const { database, checkout, config } = fastify.services;
  const sandbox = fastify.services.sandbox!;

  async function invoice(params: unknown) {
    const { id } = parseInput(sandboxInvoiceParams, params);
    const [order] = await database.db.select().from(orders).where(and(eq(orders.provider, 'sandbox'), eq(orders.invoiceId, id)));
    if (!order) throw new ApiError(404, 'Invoice not found');
    return order;
  }

  fastify.get('/payments/sandbox/invoice/:id', async (request) => {
    const order = await invoice(request.params);
    const description = order.kind === 'telegram' ? 'Telegram signals group access' : order.items.map((i) => i.title).join(', ');
    return { code: 200, message: 'Invoice', data: { invoice_id: order.invoiceId, order_id: order.id, amount_usd: order.amountUsdCents / 100, description, status: order.status } };
  });

  fastify.post('/payments/sandbox/invoice/:id/pay', async (request) => {
    const order = await invoice(request.params);
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
      actually_paid: amount,
    });
    if (status !== 200) throw new ApiError(502, 'The payment notice was not accepted');
    return { code: 200, message: 'Paid', data: { redirect: checkout.returnUrl(order, 'success', shopOriginOf(request, config)) } };
  });

  fastify.post('/payments/sandbox/invoice/:id/cancel', async (request) => {
    const order = await invoice(request.params);
    await database.db.update(orders).set({ status: 'cancelled' }).where(and(eq(orders.id, order.id), eq(orders.status, 'pending')));
    return { code: 200, message: 'Cancelled', data: { redirect: checkout.returnUrl(order, 'cancelled', shopOriginOf(request, config)) } };
  });
};
export default sandboxInvoice;
