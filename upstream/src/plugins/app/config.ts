import fp from 'fastify-plugin';
import type { UpstreamConfig } from '../../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration, parsed once at start (config.ts); nothing reads process.env after it. */
    config: UpstreamConfig;
  }
}

export default fp(
  async (fastify, opts: { config: UpstreamConfig }) => {
    fastify.decorate('config', opts.config);
  },
  { name: 'config' },
);
