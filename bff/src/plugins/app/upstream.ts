import fp from 'fastify-plugin';
import { createUpstreamClient, type UpstreamClient } from '../../upstream/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    upstream: UpstreamClient;
  }
}

export default fp(
  async (fastify, opts: { urls: string[]; timeoutMs: number }) => {
    const client = createUpstreamClient(opts);
    fastify.decorate('upstream', client);
    fastify.addHook('onClose', async () => client.close());
  },
  { name: 'upstream' },
);
