import fp from 'fastify-plugin';
import type { Clock } from '@academy/shared/server/clock';
import { createUpstreamClient, type UpstreamClient } from '../../upstream/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    upstream: UpstreamClient;
  }
}

export default fp(
  async (fastify, opts: { urls: string[]; timeoutMs: number; clock: Clock }) => {
    const calls = fastify.metrics.histogram('bff_upstream_duration_seconds', "The upstream's answers to the BFF, by method and status.", ['method', 'status']);
    const client = createUpstreamClient({ ...opts, observe: (method, status, seconds) => calls.observe({ method, status }, seconds) });
    fastify.decorate('upstream', client);
    fastify.addHook('onClose', async () => client.close());
  },
  { name: 'upstream', decorators: { fastify: ['metrics'] } },
);
