import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { sandboxCancel, sandboxExpire, sandboxInvoice, sandboxPay, sandboxPayPart } from '@academy/shared/endpoints/payments';
import { route } from '../../../http/declared.ts';
import { shopOriginOf } from '../../../http/shop-origin.ts';
import type { Order } from '../../../payments/orders.ts';

/**
 * `payments/sandbox/invoice/{id}`: the sandbox provider's invoice, read and acted on by its page (/sandbox/invoice/{id}). Pay sends
 * a signed notice over HTTP to this upstream's own webhook: the code path a real provider takes.
 */
const sandboxInvoices: FastifyPluginAsyncZod = async (fastify) => {
  const { config, orders, payments, paymentProviders } = fastify;
  const { checkout } = payments;
  const sandbox = paymentProviders.sandbox!;

  async function invoice(id: string) {
    const order = await orders.sandboxInvoice(id);
    if (!order) throw new ApiError(404, 'Invoice not found');
    return order;
  }

  route(fastify, sandboxInvoice, async (request) => {
    const order = await invoice(request.params.id);
    const description = order.kind === 'telegram' ? 'Telegram signals group access' : order.items.map((i) => i.title).join(', ');
    const received = order.status === 'partially_paid' ? (order.receivedUsdCents ?? 0) : 0;
    return {
      code: 200,
      message: 'Invoice',
      data: {
        invoice_id: order.invoiceId,
        order_id: order.id,
        amount_usd: order.amountUsdCents / 100,
        description,
        status: order.status,
        received_usd: received / 100,
        due_usd: (order.amountUsdCents - received) / 100,
        expires_at: order.expiresAt?.toISOString() ?? null,
      },
    };
  });

  /**
   * Sends the notice NOWPayments would: a stablecoin, one USDT per dollar asked; `paidCents` of the
   * price has arrived in all. The same payment id throughout, as a top-up of a short payment keeps it.
   */
  async function notify(order: Order, status: 'finished' | 'partially_paid' | 'expired', paidCents: number) {
    const address = fastify.server.address();
    if (!address || typeof address === 'string') throw new ApiError(503, 'The sandbox cannot reach its webhook');
    const amount = order.amountUsdCents / 100;
    const answer = await sandbox.notify(`http://127.0.0.1:${address.port}/api/${config.PRODUCT}/payments/sandbox/webhook`, {
      payment_id: order.paymentId ?? String(randomInt(1e9, 1e10)),
      invoice_id: order.invoiceId,
      order_id: order.id,
      payment_status: status,
      price_amount: amount,
      price_currency: 'usd',
      pay_currency: 'usdttrc20',
      pay_amount: amount,
      actually_paid: paidCents / 100,
      actually_paid_at_fiat: paidCents / 100,
    });
    if (answer !== 200) throw new ApiError(502, 'The payment notice was not accepted');
  }
  const open = (order: Order, ...allowed: Order['status'][]) => {
    if (!allowed.includes(order.status)) throw new ApiError(409, 'This invoice is no longer open');
  };
  const back = (request: FastifyRequest, order: Order, status: Parameters<typeof checkout.returnUrl>[1]) => ({
    code: 200,
    message: 'Done',
    data: { redirect: checkout.returnUrl(order, status, shopOriginOf(request, config)) },
  });

  // Pays what is due: the whole price, or the rest of a short payment.
  route(fastify, sandboxPay, async (request) => {
    const order = await invoice(request.params.id);
    open(order, 'pending', 'partially_paid');
    await notify(order, 'finished', order.amountUsdCents);
    return back(request, order, 'success');
  });

  // Sends half the price: the invoice stays open for the rest (NOWPayments' partially_paid).
  route(fastify, sandboxPayPart, async (request) => {
    const order = await invoice(request.params.id);
    open(order, 'pending');
    await notify(order, 'partially_paid', Math.floor(order.amountUsdCents / 2));
    return back(request, order, 'success');
  });

  // Lets the clock run out, as an unpaid NOWPayments invoice does.
  route(fastify, sandboxExpire, async (request) => {
    const order = await invoice(request.params.id);
    open(order, 'pending', 'partially_paid');
    const short = order.status === 'partially_paid';
    await notify(order, 'expired', short ? (order.receivedUsdCents ?? 0) : 0);
    // Money arrived and was not delivered: the return page reads the order and says what to do.
    return back(request, order, short ? 'success' : 'expired');
  });

  route(fastify, sandboxCancel, async (request) => {
    const order = await invoice(request.params.id);
    await orders.cancelPending(order.id);
    return { code: 200, message: 'Cancelled', data: { redirect: checkout.returnUrl(order, 'cancelled', shopOriginOf(request, config)) } };
  });
};
export default sandboxInvoices;
