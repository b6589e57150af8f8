import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { WIRE } from '@academy/shared/constants';
import { isApiPath } from '../../http/api-path.ts';

/** A path whose last segment has an extension names a file, never a client-side route (slugs have no dots). */
const namesAFile = (url: string) => /\.[^/]*$/.test(url.split('?', 1)[0]!);

/**
 * The built SPA: hashed assets cached for a year, and for every other GET whatever its Accept a page
 * (plugins/app/pages.ts: rendered on the server, or the client's shell, never cached; `curl /` gets
 * the page too). API paths and missing files (`/assets/gone.js`) stay JSON 404s: a page there would
 * be a broken script.
 */
export default fp(
  async (fastify, opts: { root: string }) => {
    const built = existsSync(join(opts.root, 'index.html'));
    if (built) {
      await fastify.register(fastifyStatic, {
        root: opts.root,
        wildcard: false,
        index: false,
        // The build's .br and .gz copies (web/vite.config.ts), to a browser that takes them.
        preCompressed: true,
        setHeaders(res, path) {
          res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    fastify.setNotFoundHandler((request, reply) => {
      const page = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && !namesAFile(request.url);
      if (!page) return reply.code(404).send({ code: 404, message: WIRE.notFound });
      return fastify.sendPage(request, reply);
    });
  },
  { name: 'spa-static', dependencies: ['pages'] },
);
