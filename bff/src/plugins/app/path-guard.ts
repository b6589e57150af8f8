import fp from 'fastify-plugin';
import { ApiError } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';

// Dot segments, encoded slashes, dots or backslashes, empty segments: never a route of ours.
const TRICKS = /(^|\/)\.\.?(\/|$)|%2e|%2f|%5c|\\|\/\//i;

/** Refuses path tricks before routing, so no table entry can be reached by a crafted URL. */
export default fp(
  async (fastify) => {
    // Callback-style hooks: every request runs them, and they need no promise.
    fastify.addHook('onRequest', (request, _reply, done) => {
      const url = request.raw.url ?? '';
      const query = url.indexOf('?');
      const path = query === -1 ? url : url.slice(0, query);
      done(!path.startsWith('/') || TRICKS.test(path) ? new ApiError(404, WIRE.notFound) : undefined);
    });
  },
  { name: 'path-guard' },
);
