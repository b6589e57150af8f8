import type { FastifyPluginAsync } from 'fastify';
import type { BffSession } from '@academy/shared/auth';

/** The BFF's own calls: who is signed in (never a token), and health. */
const bff: FastifyPluginAsync = async (fastify) => {
  const { sessions, upstream } = fastify;

  fastify.get('/session', async (request, reply) => {
    const [customer, admin] = await Promise.all([sessions.read(request, 'customer'), sessions.read(request, 'admin')]);
    const data: BffSession = { customer: customer && { name: customer.name }, admin: admin && { name: admin.name } };
    reply.header('cache-control', 'no-store');
    return { code: 200, message: 'ok', data };
  });

  /** Liveness: the process answers (a restart would not help otherwise). */
  fastify.get('/health/live', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { code: 200, message: 'ok', data: { bff: 'up' } };
  });

  /** Readiness: 200 when the BFF and its upstream both answer, else 503. */
  fastify.get('/health', async (_request, reply) => {
    const up = await upstream
      .request({ method: 'GET', path: '/health', signal: AbortSignal.timeout(2000) })
      .then(async (res) => (await res.body.dump(), res.statusCode === 200))
      .catch(() => false);
    reply.header('cache-control', 'no-store');
    return reply.code(up ? 200 : 503).send({ code: up ? 200 : 503, message: up ? 'ok' : 'upstream unavailable', data: { bff: 'up', upstream: up ? 'up' : 'down' } });
  });
};
export default bff;
