import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import {
  sandboxPaystackCancel,
  sandboxPaystackCard,
  sandboxPaystackCharge,
  sandboxPaystackDecline,
  sandboxPaystackTransfer,
  sandboxPaystackTransferArrives,
} from '@academy/shared/endpoints/payments';
import type { SandboxPaystackCharge } from '@academy/shared/payments';
import { route } from '../../../../http/declared.ts';
import { shopOriginOf } from '../../../../http/shop-origin.ts';
import type { SandboxPaystackOutcome } from '../../../../payments/providers/sandbox-paystack.ts';

/**
 * `payments/sandbox/paystack/{reference}`: the sandbox's Paystack page reads its charge and acts on it.
 * A success goes to this upstream's own Paystack webhook over HTTP, signed, and is credited only once
 * `verify` confirms it: the code path of the real Paystack (payments/providers/paystack.ts).
 */
const sandboxPaystackPage: FastifyPluginAsyncZod = async (fastify) => {
  const { config, orders, payments, paymentProviders } = fastify;
  const paystack = paymentProviders.paystackSandbox!;

  async function charge(reference: string) {
    const tx = paystack.transaction(reference);
    const order = tx && (await orders.sandboxInvoice(reference, 'paystack'));
    if (!tx || !order) throw new ApiError(404, 'Transaction not found');
    return { tx, order };
  }
  const told = async (reference: string): Promise<SandboxPaystackCharge> => {
    const { tx, order } = await charge(reference);
    const status = tx.status === 'ongoing' || tx.status === 'failed' || tx.status === 'success' ? tx.status : 'abandoned';
    const description = order.kind === 'telegram' ? 'Telegram signals group access' : order.items.map((i) => i.title).join(', ');
    return { reference, amount_ngn: tx.amount / 100, description, email: order.email, status };
  };
  async function settle(reference: string, outcome: SandboxPaystackOutcome) {
    const { tx } = await charge(reference);
    if (tx.status === 'success') throw new ApiError(409, 'This payment is complete');
    const address = fastify.server.address();
    if (!address || typeof address === 'string') throw new ApiError(503, 'The sandbox cannot reach its webhook');
    await paystack.settle(reference, outcome, `http://127.0.0.1:${address.port}/api/${config.PRODUCT}/payments/paystack/webhook`);
  }
  const back = async (request: FastifyRequest, reference: string, status: 'success' | 'cancelled' | 'declined') => ({
    code: 200,
    message: 'Done',
    data: { redirect: payments.checkout.returnUrl((await charge(reference)).order, status, shopOriginOf(request, config)) },
  });

  route(fastify, sandboxPaystackCharge, async (request) => ({ code: 200, message: 'Charge', data: await told(request.params.reference) }));

  route(fastify, sandboxPaystackCard, async (request) => {
    await settle(request.params.reference, 'card');
    return back(request, request.params.reference, 'success');
  });

  // Paystack keeps the customer on its page after a decline: they try again, or cancel.
  route(fastify, sandboxPaystackDecline, async (request) => {
    await settle(request.params.reference, 'declined');
    return { code: 200, message: 'Declined', data: await told(request.params.reference) };
  });

  route(fastify, sandboxPaystackTransfer, async (request) => {
    await settle(request.params.reference, 'transfer-pending');
    return { code: 200, message: 'Waiting for the transfer', data: await told(request.params.reference) };
  });

  route(fastify, sandboxPaystackTransferArrives, async (request) => {
    await settle(request.params.reference, 'transfer-arrived');
    return back(request, request.params.reference, 'success');
  });

  // Back to the shop: the order is cancelled as an abandoned Paystack charge leaves it; after a decline the shop says so.
  route(fastify, sandboxPaystackCancel, async (request) => {
    const { tx, order } = await charge(request.params.reference);
    await orders.cancelPending(order.id);
    return back(request, request.params.reference, tx.status === 'failed' ? 'declined' : 'cancelled');
  });
};
export default sandboxPaystackPage;
