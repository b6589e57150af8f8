import type { FastifyPluginAsync } from 'fastify';
import { healthResponse, readinessAnswer } from '@academy/shared/health';

type Parts = Record<string, 'up' | 'down'>;

/**
 * The BFF's probes, at the root like /metrics. Liveness: the process answers (a restart would not
 * help otherwise). Readiness: the upstream answers its own /readyz within 2 s; the body names the
 * upstream's parts too (database, storage, redis), so one probe says what is down.
 */
const health: FastifyPluginAsync = async (fastify) => {
  const { upstream } = fastify;

  fastify.get('/livez', { logLevel: 'warn' }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { code: 200, message: 'ok', data: { bff: 'up' } };
  });

  fastify.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const parts: Parts = await upstream
      .request({ method: 'GET', path: '/readyz', signal: AbortSignal.timeout(2000) })
      .then(async (res) => {
        const body = healthResponse.safeParse(await res.body.json().catch(() => null));
        const named = body.success ? body.data.data : {};
        const parts: Parts = { upstream: res.statusCode === 200 ? 'up' : 'down', ...named };
        return parts;
      })
      .catch((): Parts => ({ upstream: 'down' }));
    const answer = readinessAnswer({ bff: 'up', ...parts });
    return reply.header('cache-control', 'no-store').code(answer.code).send(answer);
  });
};
export default health;
