import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, parseInput } from '@academy/shared/api-error';
import { initializePayment, paymentProvider } from '@academy/shared/endpoints/payments';
import { messageResponse, rawBody, withErrors } from '@academy/shared/envelope';
import { paymentNotice, providerParams } from '@academy/shared/payments';
import { route } from '../../http/declared.ts';
import { shopOriginOf } from '../../http/shop-origin.ts';
import sandbox from './sandbox/index.ts';

/** `payments`: start one (priced here), and receive the provider's signed notices. */
const payments: FastifyPluginAsyncZod = async (fastify) => {
  const {
    config,
    payments: { checkout, fulfilment, provider },
  } = fastify;
  const enabled = (name: string) => {
    if (name !== provider.name) throw new ApiError(404, 'This payment provider is not enabled');
  };

  route(fastify, paymentProvider, async () => ({
    code: 200,
    message: 'Payment provider',
    data: { provider: provider.name },
  }));

  route(fastify, initializePayment, { preValidation: fastify.requireSession('customer') }, async (request) => {
    enabled(request.params.provider);
    const data = await checkout.initialize(request.user!, request.body, shopOriginOf(request, config));
    return { code: 200, message: 'Payment initialized', data };
  });

  // Not declared (shared/src/endpoints/payments.ts): the BFF forwards it raw. The signature covers the exact bytes, so the notice is read raw and parsed (paymentNotice) only once verified.
  await fastify.register(async (scope) => {
    const raw = scope.withTypeProvider<ZodTypeProvider>();
    raw.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    raw.post('/:provider/webhook', { schema: { params: providerParams, body: rawBody, response: withErrors({ 200: messageResponse }) } }, async (request) => {
      enabled(request.params.provider);
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw new ApiError(401, 'Invalid signature');
      if (!provider.verify(body, request.headers)) {
        await fastify.payments.logRejected(provider.name, body);
        throw new ApiError(401, 'Invalid signature');
      }
      const notice = parseInput(paymentNotice, JSON.parse(body.toString('utf8')));
      const outcome = await fulfilment(provider.name, notice);
      request.log.info({ orderId: notice.order_id, status: notice.payment_status, outcome }, 'payment notice');
      return { code: 200, message: outcome };
    });
  });

  if (fastify.payments.sandbox) await fastify.register(sandbox, { prefix: '/sandbox' });
};
export default payments;
