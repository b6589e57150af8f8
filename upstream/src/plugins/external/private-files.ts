import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * `reply.sendFile` for files only buyers may fetch (course media, robot zips): no public routes;
 * the learning routes check the purchase first. Ranges, ETags and 304s come with it.
 */
export default fp(
  async (fastify, opts: { root: string }) => {
    // The routes say how paid bytes may be kept; left on, send's own `public, max-age=0` overwrites it.
    await fastify.register(fastifyStatic, { root: opts.root, serve: false, decorateReply: true, dotfiles: 'deny', index: false, cacheControl: false });
  },
  { name: 'private-files' },
);
