import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activateLicence, licencePublicKey, verifyLicence } from '@academy/shared/endpoints/licences';
import { route } from '../../http/declared.ts';

/**
 * `licences`: what a robot calls, with its key and no session. Rate limited per client IP. Every
 * answer is a 200 with a signed verdict, whatever the key; only input that is not a licence check
 * at all is refused.
 */
const licences: FastifyPluginAsyncZod = async (fastify) => {
  const { licences, licenceSigner } = fastify;
  const limited = { preValidation: fastify.licenceCallLimit };

  route(fastify, licencePublicKey, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { code: 200, message: 'Licence public key', data: licenceSigner.publicKey };
  });
  route(fastify, activateLicence, limited, async (request) => ({ code: 200, message: 'Licence checked', data: await licences.check(request.body, true) }));
  route(fastify, verifyLicence, limited, async (request) => ({ code: 200, message: 'Licence checked', data: await licences.check(request.body, false) }));
};
export default licences;
