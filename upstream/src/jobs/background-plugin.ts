import fp from 'fastify-plugin';
import { type Background, createBackground } from './background.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work done after the answer (mails whose timing would tell too much); drained on close. */
    background: Background;
  }
}

export default fp(
  async (fastify) => {
    const background = createBackground(fastify.log);
    fastify.decorate('background', background);
    fastify.addHook('onClose', async () => background.drain());
  },
  { name: 'background' },
);
