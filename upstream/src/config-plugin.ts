import fp from 'fastify-plugin';
import type { Clock } from '@academy/shared/server/clock';
import type { UpstreamConfig } from './config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration, parsed once at start (config.ts); nothing reads process.env after it. */
    config: UpstreamConfig;
  }
}

/** How this process was started: its configuration and the clock every lifetime is judged by (`fastify.clock`). */
export default fp(
  async (fastify, opts: { config: UpstreamConfig; clock: Clock }) => {
    fastify.decorate('config', opts.config);
    fastify.decorate('clock', opts.clock);
  },
  { name: 'config' },
);
