import fp from 'fastify-plugin';
import { createStreams, type Streams } from './streams.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** On how many devices an account plays at once (the media_streams table). */
    streams: Streams;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('streams', createStreams({ db: fastify.database.db, clock: fastify.clock, limit: fastify.config.STREAM_LIMIT }));
  },
  { name: 'streams', dependencies: ['config', 'database'] },
);
