import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import { contentType } from 'mime-types';
import { WIRE } from '@academy/shared/constants';
import { isApiPath } from '../../http/api-path.ts';
import { type ConstantAnswer, constantAnswer, replyWith, sentFor } from '../../http/constant-answer.ts';

/** A path whose last segment has an extension names a file, never a client-side route (slugs have no dots). */
const namesAFile = (url: string) => /\.[^/]*$/.test(url.split('?', 1)[0]!);

const readIfThere = (path: string) => (existsSync(path) ? readFileSync(path) : undefined);

/** Every file of the build, by URL path, as it is sent; the compressed copies go with their file, not as files of their own. */
function loadBuild(root: string, security: Readonly<Record<string, string>>): Map<string, ConstantAnswer> {
  const files = new Map<string, ConstantAnswer>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const body = readFileSync(path);
    const url = `/${relative(root, path).split(sep).join('/')}`;
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const headers = {
      'content-type': contentType(entry.name) || 'application/octet-stream',
      // Hashed names never change: a year. Anything else (the favicon) is asked again each time.
      'cache-control': url.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag,
    };
    files.set(url, constantAnswer(200, { body, br: readIfThere(`${path}.br`), gzip: readIfThere(`${path}.gz`) }, headers, security, etag));
  }
  return files;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What a raw GET gets when it is the same for everyone and ready (a built file, a page known
     * without work), with its route as the metrics name it (null: a page, which has none); undefined: Fastify's routes find it.
     */
    constantAnswer(req: IncomingMessage): { answer: ConstantAnswer; route: string | null } | undefined;
  }
}

/**
 * The built SPA, held in memory from the start as the pages are (plugins/app/pages.ts): the build
 * is a few megabytes and never changes under a running BFF, so a file costs no disk read, no stat
 * and no header work per request (docs/decisions/090-one-process-request-cost.md). For every other GET
 * whatever its Accept, a page (rendered on the server, or the client's shell; `curl /` gets the
 * page too). API paths and missing files (`/assets/gone.js`) stay JSON 404s: a page there would be
 * a broken script.
 */
export default fp(
  async (fastify, opts: { root: string }) => {
    const files = existsSync(join(opts.root, 'index.html')) ? loadBuild(opts.root, fastify.securityHeaders.page) : new Map<string, ConstantAnswer>();
    for (const [url, file] of files) fastify.get(url, (request, reply) => replyWith(reply, sentFor(file, request.headers)));

    // For the hot path: a built file at its exact path (as its route above), or a page known without work.
    fastify.decorate('constantAnswer', (req: IncomingMessage) => {
      const url = req.url ?? '';
      const path = url.split('?', 1)[0]!;
      const file = files.get(path);
      if (file) return { answer: file, route: path };
      // Only a path the not-found handler below has sent as a page is known to pageNow: never an API path or a file's.
      const page = fastify.pageNow(req);
      return page && { answer: page, route: null };
    });

    fastify.setNotFoundHandler((request, reply) => {
      const page = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && !namesAFile(request.url);
      if (!page) return reply.code(404).send({ code: 404, message: WIRE.notFound });
      return fastify.sendPage(request, reply);
    });
  },
  { name: 'web-files', dependencies: ['pages', 'helmet'] },
);
