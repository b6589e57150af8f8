import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { initializePayment, paymentProvider } from '@academy/shared/endpoints/payments';
import { messageResponse, rawBody, withErrors } from '@academy/shared/envelope';
import { providerParams } from '@academy/shared/payments';
import { route } from '../../http/declared.ts';
import { shopOriginOf } from '../../http/shop-origin.ts';
import sandbox from './sandbox/index.ts';
import sandboxPaystack from './sandbox/paystack/index.ts';

/** `payments`: start one (priced here), and receive the provider's signed notices. */
const payments: FastifyPluginAsyncZod = async (fastify) => {
  const {
    config,
    payments: { checkout, noticeArrived },
    paymentProviders: { list: providers, named: providerNamed },
  } = fastify;

  route(fastify, paymentProvider, async () => ({
    code: 200,
    message: 'Payment provider',
    data: { provider: providers[0]!.name, providers: providers.map((p) => ({ name: p.name, currency: p.currency })) },
  }));

  route(fastify, initializePayment, { preValidation: fastify.requireSession('customer') }, async (request) => {
    const data = await checkout.initialize(request.user!, request.body, shopOriginOf(request, config), request.params.provider);
    return { code: 200, message: 'Payment initialized', data };
  });

  // Not declared (shared/src/endpoints/payments.ts): the BFF forwards it raw. The signature covers the exact bytes, so the notice is read raw and parsed only once verified (payments/provider-word.ts).
  await fastify.register(async (scope) => {
    const raw = scope.withTypeProvider<ZodTypeProvider>();
    raw.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    raw.post('/:provider/webhook', { schema: { params: providerParams, body: rawBody, response: withErrors({ 200: messageResponse }) } }, async (request) => {
      const provider = providerNamed(request.params.provider);
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw new ApiError(401, 'Invalid signature');
      // The BFF passes the sender's address on (X-Forwarded-For from loopback); an IPv4 one may come IPv6-mapped.
      const from = request.ip.replace(/^::ffff:/, '');
      if (provider.senders?.length && !provider.senders.includes(from)) {
        await fastify.payments.logRejected(provider.name, body, `nothing: sent from ${from}, not one of the provider's addresses`);
        throw new ApiError(403, 'Not sent by the payment provider');
      }
      if (!provider.verify(body, request.headers)) {
        await fastify.payments.logRejected(provider.name, body, 'nothing: invalid signature');
        throw new ApiError(401, 'Invalid signature');
      }
      const outcome = await noticeArrived(provider, body);
      request.log.info({ provider: provider.name, outcome }, 'payment notice');
      return { code: 200, message: outcome };
    });
  });

  if (fastify.paymentProviders.sandbox) await fastify.register(sandbox, { prefix: '/sandbox' });
  if (fastify.paymentProviders.paystackSandbox) await fastify.register(sandboxPaystack, { prefix: '/sandbox/paystack' });
};
export default payments;
