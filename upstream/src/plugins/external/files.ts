import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { ApiError } from '@academy/shared/api-error';
import { fileParams } from '@academy/shared/catalogue';
import { WIRE } from '@academy/shared/constants';
import { fileResponse, noInput, withErrors } from '@academy/shared/envelope';
import { contentTypeOf } from '../../storage/content-types.ts';
import { type Store, storeKey } from '../../storage/store.ts';

const ONE_DAY = 86_400;
// Never run as a page: an uploaded SVG opened directly is sandboxed.
const SAFE = { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox", 'x-content-type-options': 'nosniff' };

/**
 * Public catalogue images (files/): cached a day, never run as a page. From disk by @fastify/static;
 * from a bucket streamed through here rather than sent on to a signed link: a signed link changes
 * on every call and expires, so no browser or CDN could keep a cover, and the bucket would send
 * neither the sandbox nor nosniff. Covers are small, so the bytes cost little.
 */
export default fp(
  async (fastify, opts: { store: Store; dataDir: string; prefix: string }) => {
    const { store } = opts;
    await fastify.register(async (scope) => {
      // Every route gets the contract every route has: no input read but the path, bytes or a JSON error.
      scope.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, querystring: noInput, response: withErrors({ 200: fileResponse, 206: fileResponse }) };
      });
      if (!store.shared) {
        const root = join(opts.dataDir, 'files');
        mkdirSync(root, { recursive: true });
        await scope.register(fastifyStatic, {
          root,
          prefix: opts.prefix,
          decorateReply: false,
          dotfiles: 'deny',
          index: false,
          maxAge: '1d',
          setHeaders: (res) => void res.headers(SAFE),
        });
        return;
      }
      scope.get(`${opts.prefix}:file`, { schema: { params: fileParams } }, async (request, reply) => {
        const { file } = request.params as { file: string };
        const object = await store.open(storeKey('files', file));
        if (!object) throw new ApiError(404, WIRE.notFound);
        reply.headers({ ...SAFE, 'content-type': contentTypeOf(file), 'cache-control': `public, max-age=${ONE_DAY}` });
        if (object.etag) reply.header('etag', object.etag);
        if (object.modified) reply.header('last-modified', object.modified.toUTCString());
        if (object.etag && request.headers['if-none-match'] === object.etag) {
          object.body.destroy();
          return reply.code(304).send();
        }
        return reply.header('content-length', object.size).send(object.body);
      });
    });
  },
  { name: 'files' },
);
