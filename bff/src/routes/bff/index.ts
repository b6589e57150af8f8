import type { FastifyPluginAsync } from 'fastify';
import type { SignedIn } from '../../proxy/signed-in.ts';

/** The BFF's own call: who is signed in (never a token). */
const bff: FastifyPluginAsync<{ signedIn: SignedIn }> = async (fastify, opts) => {
  fastify.get('/session', async (request, reply) => {
    const { session: data } = await opts.signedIn(request, reply);
    reply.header('cache-control', 'no-store');
    return { code: 200, message: 'ok', data };
  });
};
export default bff;
