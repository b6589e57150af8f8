import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { fileResponse, noInput, withErrors } from '@academy/shared/envelope';

/**
 * Public catalogue images from DATA_DIR/files: cached a day, never run as a page (an uploaded SVG
 * opened directly gets a sandboxing CSP).
 */
export default fp(
  async (fastify, opts: { root: string; prefix: string }) => {
    mkdirSync(opts.root, { recursive: true });
    await fastify.register(async (scope) => {
      // @fastify/static's routes get the contract every route has: no input read but the path, bytes or a JSON error.
      scope.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, querystring: noInput, response: withErrors({ 200: fileResponse, 206: fileResponse }) };
      });
      await scope.register(fastifyStatic, {
        root: opts.root,
        prefix: opts.prefix,
        decorateReply: false,
        dotfiles: 'deny',
        index: false,
        maxAge: '1d',
        setHeaders(res) {
          res.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
          res.header('x-content-type-options', 'nosniff');
        },
      });
    });
  },
  { name: 'files' },
);
