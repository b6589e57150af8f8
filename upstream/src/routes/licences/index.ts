import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noInput, withErrors } from '@academy/shared/envelope';
import { licenceCheckRequest, licencePublicKeyResponse, licenceVerdictResponse } from '@academy/shared/licences';

/**
 * `licences`: what a robot calls, with its key and no session. Rate limited per client IP. Every
 * answer is a 200 with a signed verdict, whatever the key; only input that is not a licence check
 * at all is refused.
 */
const licences: FastifyPluginAsyncZod = async (fastify) => {
  const { licences, licenceSigner } = fastify;
  const check = { preValidation: fastify.licenceCallLimit, schema: { body: licenceCheckRequest, response: withErrors({ 200: licenceVerdictResponse }) } };

  fastify.get('/public-key', { schema: { querystring: noInput, response: withErrors({ 200: licencePublicKeyResponse }) } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { code: 200, message: 'Licence public key', data: licenceSigner.publicKey };
  });
  fastify.post('/activate', check, async (request) => ({ code: 200, message: 'Licence checked', data: await licences.check(request.body, true) }));
  fastify.post('/verify', check, async (request) => ({ code: 200, message: 'Licence checked', data: await licences.check(request.body, false) }));
};
export default licences;
