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
    const client = createUpstreamClient(opts);
    fastify.decorate('upstream', client);
    fastify.addHook('onClose', async () => client.close());
  },
  { name: 'upstream' },
);
