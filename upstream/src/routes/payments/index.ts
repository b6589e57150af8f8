import type { FastifyPluginAsync } from 'fastify';
import { ApiError, parseInput } from '@academy/shared/api-error';
import { initializePaymentRequest, paymentNotice, providerParams } from '@academy/shared/payments';
import { shopOriginOf } from '../../http/shop-origin.ts';
import sandbox from './sandbox/index.ts';

/** `payments`: start one (priced here), and receive the provider's signed notices. */
const payments: FastifyPluginAsync = async (fastify) => {
  const {
    config,
    payments: { checkout, fulfilment, provider },
  } = fastify;
  const enabled = (name: string) => {
    if (name !== provider.name) throw new ApiError(404, 'This payment provider is not enabled');
  };

  fastify.get('/provider', async () => ({ code: 200, message: 'Payment provider', data: { provider: provider.name } }));

  fastify.post('/:provider/initialize', { preHandler: fastify.requireSession('customer') }, async (request) => {
    enabled(parseInput(providerParams, request.params).provider);
    const data = await checkout.initialize(request.user!, parseInput(initializePaymentRequest, request.body), shopOriginOf(request, config));
    return { code: 200, message: 'Payment initialized', data };
  });

  // The signature covers the exact bytes, so the notice is read raw and parsed only once verified.
  await fastify.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    raw.post('/:provider/webhook', async (request) => {
      enabled(parseInput(providerParams, request.params).provider);
      const body = request.body;
      if (!Buffer.isBuffer(body) || !provider.verify(body, request.headers)) throw new ApiError(401, 'Invalid signature');
      const notice = parseInput(paymentNotice, JSON.parse(body.toString('utf8')));
      const outcome = await fulfilment(provider.name, notice);
      request.log.info({ orderId: notice.order_id, status: notice.payment_status, outcome }, 'payment notice');
      return { code: 200, message: outcome };
    });
  });

  if (fastify.payments.sandbox) await fastify.register(sandbox, { prefix: '/sandbox' });
};
export default payments;
