import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '@academy/shared/api-error';
import { providerParams } from '@academy/shared/payments';
import { browserResponseHeaders } from '../../proxy/headers.ts';

/** Headers a provider's notice needs upstream: its type and its signature (NOWPayments' or Paystack's), nothing else. */
const NOTICE_HEADERS = ['content-type', 'x-nowpayments-sig', 'x-paystack-signature'] as const;

/**
 * The provider's signed notice, forwarded byte for byte (the signature covers the exact body):
 * no session, no CSRF (the provider is not a browser), no other header.
 */
const webhook: FastifyPluginAsync<{ product: string }> = async (fastify, opts) => {
  // In this scope only: every body stays raw bytes, JSON included.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
  fastify.post('/payments/:provider/webhook', { config: { csrf: false } }, async (request, reply) => {
    const { provider } = parseInput(providerParams, request.params);
    const headers: Record<string, string> = { 'x-forwarded-for': request.ip, 'x-request-id': request.id };
    for (const name of NOTICE_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const res = await fastify.upstream.request({
      method: 'POST',
      path: `/api/${opts.product}/payments/${provider}/webhook`,
      headers,
      body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
    });
    return reply.code(res.statusCode).headers(browserResponseHeaders(res.headers)).send(res.body);
  });
};
export default webhook;
