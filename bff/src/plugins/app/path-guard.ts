import fp from 'fastify-plugin';
import { ApiError } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';

// Dot segments, encoded slashes, dots or backslashes, empty segments: never a route of ours.
const TRICKS = /(^|\/)\.\.?(\/|$)|%2e|%2f|%5c|\\|\/\//i;

/** Refuses path tricks before routing, so no table entry can be reached by a crafted URL. */
export default fp(
  async (fastify) => {
    fastify.addHook('onRequest', async (request) => {
      const path = request.raw.url?.split('?')[0] ?? '';
      if (!path.startsWith('/') || TRICKS.test(path)) throw new ApiError(404, WIRE.notFound);
    });
  },
  { name: 'path-guard' },
);
