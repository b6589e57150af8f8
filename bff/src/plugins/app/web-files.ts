import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { contentType } from 'mime-types';
import { WIRE } from '@academy/shared/constants';
import { holdsEtag } from '@academy/shared/server/etag';
import { isApiPath } from '../../http/api-path.ts';

/** A path whose last segment has an extension names a file, never a client-side route (slugs have no dots). */
const namesAFile = (url: string) => /\.[^/]*$/.test(url.split('?', 1)[0]!);

/** One built file as it is sent: its bytes, the build's .br and .gz copies when there are, and its headers, made once. */
interface WebFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  headers: Record<string, string>;
}

const readIfThere = (path: string) => (existsSync(path) ? readFileSync(path) : undefined);

/** Every file of the build, by URL path; the compressed copies go with their file, not as files of their own. */
function loadBuild(root: string): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const body = readFileSync(path);
    const url = `/${relative(root, path).split(sep).join('/')}`;
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    files.set(url, {
      body,
      etag,
      br: readIfThere(`${path}.br`),
      gzip: readIfThere(`${path}.gz`),
      headers: {
        'content-type': contentType(entry.name) || 'application/octet-stream',
        // Hashed names never change: a year. Anything else (the favicon) is asked again each time.
        'cache-control': url.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        etag,
        vary: 'accept-encoding',
      },
    });
  }
  return files;
}

function send(request: FastifyRequest, reply: FastifyReply, file: WebFile) {
  reply.headers(file.headers);
  if (holdsEtag(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
  const accepted = request.headers['accept-encoding'] ?? '';
  if (file.br && /\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(file.br);
  if (file.gzip && /\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(file.body);
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
    const files = existsSync(join(opts.root, 'index.html')) ? loadBuild(opts.root) : new Map<string, WebFile>();
    for (const [url, file] of files) fastify.get(url, (request, reply) => send(request, reply, file));

    fastify.setNotFoundHandler((request, reply) => {
      const page = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && !namesAFile(request.url);
      if (!page) return reply.code(404).send({ code: 404, message: WIRE.notFound });
      return fastify.sendPage(request, reply);
    });
  },
  { name: 'web-files', dependencies: ['pages'] },
);
