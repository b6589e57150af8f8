import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import zlib, { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { DEFAULT_COUNTRY } from '@academy/shared/constants';
import { COUNTRY_COOKIE, isCountry } from '@academy/shared/countries';
import type { PublicChange } from '@academy/shared/server/public-change';
import { cacheClock } from '@academy/shared/server/clock';
import { readThrough } from '@academy/shared/server/read-through';
import { type ConstantAnswer, constantAnswer, replyWith, sentFor } from '../../http/constant-answer.ts';
import { pageDocument } from '../../pages/page-document.ts';
import { screenPreloads } from '../../pages/screen-preloads.ts';
import { withSession } from '../../pages/session-script.ts';
import { loadWebRenderer } from '../../pages/web-renderer.ts';
import type { SignedIn } from '../../proxy/signed-in.ts';

/**
 * A page as sent: compressed once, when it is made, so a cached page costs no compression per
 * request. Its body is kept as UTF-8 bytes, which the cache counts as they are: as a string, one
 * character past Latin-1 (the pages' ▾, ☰, …) made V8 keep two bytes a character, twice what was counted.
 */
interface CachedPage {
  answer: ConstantAnswer;
  bytes: number;
}

/** `cacheControl`: what a browser may keep (pages: ask again each time). `security`: the page set (plugins/external/helmet.ts). */
function packed(status: number, type: string, text: string, cacheControl: string, security: Readonly<Record<string, string>>): CachedPage {
  const body = Buffer.from(text);
  // Quality 5: a few milliseconds for a page, most of quality 11's saving.
  const br = brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  const gzip = gzipSync(body);
  return {
    answer: constantAnswer(status, { body, br, gzip }, { 'content-type': type, 'cache-control': cacheControl }, security),
    bytes: body.length + br.length + gzip.length,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the page at the request's URL: rendered on the server when it is a public page, else the SPA's shell. */
    sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
    /**
     * The page at a raw request's URL when it is known without work (the shell of a path already
     * routed, a rendered page in the cache), for the hot path; undefined: sendPage finds it.
     */
    pageNow(req: IncomingMessage): ConstantAnswer | undefined;
  }
}

/** The SPA's shell for a screen: its HTML (a signed-in visitor's copy adds the session) and the answer everyone else gets. */
interface Shell {
  html: string;
  page: CachedPage;
}

interface PagesOptions {
  webDist: string;
  ssrEntry: string;
  origin: string;
  cacheSeconds: number;
  cacheBytes: number;
  /** Who is signed in (proxy/signed-in.ts): a signed-in screen's shell says it. */
  signedIn: SignedIn;
  /** Where the proxy answers the product's API (`/api/<product>`): a signed-in customer's shell carries its first reads from it. */
  apiPrefix: string;
}

/**
 * Public pages rendered on the server by the web's own routes and components (web/src/entry-server.tsx),
 * reading the API through this BFF's allowlisted proxy without a session, so a page is the same for
 * everyone and its HTML is cached (an admin's change through any of the shop's BFFs empties the cache; the TTL
 * bounds what reaches the upstream another way). Also sitemap.xml and robots.txt.
 */
export default fp(
  async (fastify, opts: PagesOptions) => {
    const renderer = await loadWebRenderer(opts.ssrEntry, {
      origin: opts.origin,
      fetch: async (url) => {
        const res = await fastify.inject({ method: 'GET', url, headers: { 'x-csrf': '1', accept: 'application/json' } });
        return new Response(res.rawPayload, { status: res.statusCode, headers: { 'content-type': res.headers['content-type'] ?? '' } });
      },
    });
    const document = renderer && existsSync(join(opts.webDist, 'index.html')) ? pageDocument(opts.webDist) : null;
    const cache = new LRUCache<string, CachedPage>({
      maxSize: opts.cacheBytes,
      sizeCalculation: (page) => page.bytes + 1,
      ttl: opts.cacheSeconds * 1000,
      ...cacheClock(fastify.clock),
    });

    // A page is made once however many ask for it meanwhile; an admin's change empties the cache and
    // keeps no render begun before it.
    const lookups = fastify.metrics.counter('bff_page_cache_total', 'Server-rendered page lookups in the page cache, by result.', ['result']);
    const pages = readThrough<CachedPage>(cache, (result) => lookups.inc({ result }));

    // A key is the country and the page's URL. An item's page is /<listing>/<slug>; a review changes
    // those of its item, and the listings (every other page) only when its rating moved.
    const forget = (change: PublicChange) => {
      if (change === 'all') {
        pages.clear();
        return;
      }
      pages.forget((key) => {
        const path = (key.split('\n', 2)[1] ?? key).split(/[?#]/, 1)[0]!;
        const itemPage = /^\/[^/]+\/[^/]+$/.test(path);
        return (itemPage && path.endsWith(`/${change.slug}`)) || (change.listings && !itemPage);
      });
    };
    fastify.publicChanges.subscribe(forget);

    // What a path gets, asked of the route table once per path: matching the whole table costs more than
    // sending the shell, which every dashboard and admin URL gets. `shell` is null for a server-rendered path.
    const security = fastify.securityHeaders.page;
    const html = (status: number, text: string) => packed(status, 'text/html; charset=utf-8', text, 'no-cache', security);
    const shellFile = join(opts.webDist, 'index.html');
    const shellHtml = existsSync(shellFile) ? readFileSync(shellFile, 'utf8') : null;
    const shell = shellHtml === null ? null : { html: shellHtml, page: html(200, shellHtml) };
    const preloads = shellHtml === null ? null : screenPreloads(opts.webDist, shellHtml);
    // A screen's shell with its chunks named (screen-preloads.ts), one per screen however many paths reach it.
    const screenShells = new Map<string, Shell>();
    const shellOf = (modules: string[]): Shell | null => {
      if (!shellHtml || !preloads || modules.length === 0) return shell;
      const key = modules.join('\n');
      let screen = screenShells.get(key);
      if (!screen) {
        const text = shellHtml.replace('</head>', `  ${preloads(modules)}\n  </head>`);
        screenShells.set(key, (screen = { html: text, page: html(200, text) }));
      }
      return screen;
    };
    const routing = new LRUCache<string, { served: boolean; shell: Shell | null }>({ max: 10_000 });
    const routed = (path: string) => {
      let route = routing.get(path);
      if (route === undefined) {
        const served = renderer?.serves(path) ?? false;
        routing.set(path, (route = { served, shell: served ? null : shellOf(renderer?.screenModules(path) ?? []) }));
      }
      return route;
    };
    // The answers a signed-in customer's screen starts with, asked through this BFF's own proxy with the page's cookie,
    // as the SPA would ask them a moment later: the same allowlist, rules and answers. A refusal (a course not theirs) is not carried.
    const firstReads = async (request: FastifyRequest, customer: string): Promise<Record<string, unknown>> => {
      const keys = renderer?.firstReads(pathOf(request.url), customer) ?? [];
      const headers = { cookie: request.headers.cookie ?? '', 'x-csrf': '1', accept: 'application/json' };
      const answers = await Promise.all(
        keys.map(async (key) => {
          const res = await fastify.inject({ method: 'GET', url: `${opts.apiPrefix}/${key}`, headers });
          const envelope = res.statusCode === 200 ? res.json<{ code?: number; data?: unknown }>() : null;
          return envelope && envelope.code === 200 && envelope.data !== undefined ? [[key, envelope.data] as const] : [];
        }),
      );
      return Object.fromEntries(answers.flat());
    };
    // A shell asked for with a session cookie says who is signed in (pages/session-script.ts): made per request, kept by no one.
    const signedInShell = async (request: FastifyRequest, reply: FastifyReply, screen: Shell) => {
      const { session, renewed } = await opts.signedIn(request, reply);
      // A refresh as the session was checked set a cookie this request does not have: reads made with its own would be refused.
      const reads = session.customer && !renewed ? await firstReads(request, session.customer.name) : {};
      return packed(200, 'text/html; charset=utf-8', withSession(screen.html, session, reads), 'no-store', security).answer;
    };

    async function rendered(url: string, served: boolean, country: string): Promise<CachedPage | null> {
      if (!renderer || !document || !served) return null;
      return pages.read(`${country}\n${url}`, async () => {
        const page = await renderer.render(url, country);
        return page ? { value: html(page.status, document(page)), keep: page.complete } : { value: null, keep: false };
      });
    }

    // Prices in the visitor's country (its cookie, web/src/lib/country.tsx); anything else is the default.
    const countryOf = (cookie: string | undefined) => (isCountry(cookie) ? cookie : DEFAULT_COUNTRY);
    const pathOf = (url: string) => url.split(/[?#]/, 1)[0]!;

    fastify.decorate('sendPage', async (request: FastifyRequest, reply: FastifyReply) => {
      // The client-rendered pages' shell, from memory like the rendered pages: the BFF serves the build it started with.
      const route = routed(pathOf(request.url));
      const page = await rendered(request.url, route.served, countryOf(request.cookies[COUNTRY_COOKIE]));
      if (page) return replyWith(reply, sentFor(page.answer, request.headers));
      const screen = route.shell ?? shell;
      if (!screen) return reply.code(503).type('text/plain').send('The web client is not built yet: run `npm run build`.');
      const answer = fastify.sessions.carried(request.headers.cookie) ? await signedInShell(request, reply, screen) : screen.page.answer;
      return replyWith(reply, sentFor(answer, request.headers));
    });

    fastify.decorate('pageNow', (req: IncomingMessage) => {
      const url = req.url ?? '/';
      const route = routing.get(pathOf(url));
      if (!route) return undefined;
      if (!route.served) return fastify.sessions.carried(req.headers.cookie) ? undefined : (route.shell ?? shell)?.page.answer;
      if (!renderer || !document) return undefined;
      const cookie = req.headers.cookie ? fastify.parseCookie(req.headers.cookie)[COUNTRY_COOKIE] : undefined;
      const page = cache.get(`${countryOf(cookie)}\n${url}`);
      if (page) lookups.inc({ result: 'hit' });
      return page?.answer;
    });

    if (!renderer) return;
    const siteFile = (path: string, type: string, make: () => Promise<string> | string) =>
      fastify.get(path, async (request, reply) => {
        const file = await pages.read(path, async () => ({ value: packed(200, type, await make(), 'public, max-age=300', security), keep: true }));
        return replyWith(reply, sentFor(file.answer, request.headers));
      });
    siteFile('/sitemap.xml', 'application/xml; charset=utf-8', () => renderer.sitemap());
    siteFile('/robots.txt', 'text/plain; charset=utf-8', () => renderer.robots());
  },
  { name: 'pages', dependencies: ['public-changes', 'helmet', 'sessions'] },
);
