import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import { ApiError } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';
import type { ClientAddress } from '../http/client-address.ts';
import { parseQuery } from '../http/query-string.ts';
import { newRequestId } from '../http/request-id.ts';
import { dueForRefresh, type OpenSession } from '../session/cookie-codec.ts';
import { browserResponseHeaders, SMALL_BODY, upstreamRequestHeaders } from './headers.ts';
import { PROXY_TABLE } from './table.ts';
import { upstreamPath } from './upstream-path.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
/** Answers a request itself, or hands it to `slow` (Fastify, with every rule) untouched. */
export type FastPath = (req: IncomingMessage, res: ServerResponse, slow: Handler) => void;

declare module 'fastify' {
  interface FastifyInstance {
    fastPath: FastPath;
  }
}

/**
 * The hot path: the SPA's reads (a GET of an allowlisted path without parameters) answered from
 * the raw request, without building Fastify's request and reply. It takes only the plainest case:
 * the exact path, `x-csrf: 1`, a query the route's schema accepts, and a session cookie that is
 * already open in the LRU and not due for a refresh. Everything else, and any answer that needs
 * spec 8's session rules (a 401 or 403 to a signed-in call), goes to Fastify, which asks again: a
 * GET is safe to repeat, and those answers are rare. Measured by `npm run bench`: Fastify's own
 * per-request work was most of the BFF's cost over a plain proxy.
 */
export default fp(
  async (fastify, opts: { product: string; refreshAheadSeconds: number; address: ClientAddress }) => {
    const { sessions, upstream, log } = fastify;
    const securityHeaders = fastify.securityHeaders.api;
    const { address } = opts;
    const prefix = `/api/${opts.product}/`;
    // A parameter means a file, a video or a download: those stream through the full path.
    const routes = new Map(PROXY_TABLE.filter((r) => r.method === 'GET' && !r.params).map((r) => [`${prefix}${r.path}`, r]));
    let open = true;
    fastify.addHook('preClose', (done) => {
      open = false; // closing: Fastify answers 503 from now on
      done();
    });

    // The access log line Fastify writes for its own requests (the level is fixed at start).
    const logged = (log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info') ?? false;
    function done(req: IncomingMessage, res: ServerResponse, id: string, ip: string, started: number) {
      if (!logged) return;
      const request = { method: req.method, url: req.url, headers: req.headers, host: req.headers.host, ip, socket: req.socket };
      log.info({ reqId: id, req: request, res: { statusCode: res.statusCode }, responseTime: performance.now() - started }, 'request completed');
    }

    const json = (res: ServerResponse, code: number, message: string) =>
      res.writeHead(code, { ...securityHeaders, 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ code, message }));

    async function forward(req: IncomingMessage, res: ServerResponse, slow: Handler, path: string, session: OpenSession | null) {
      const started = performance.now();
      const id = newRequestId();
      const ip = address.of(req);
      let answer;
      try {
        answer = await upstream.readSmall({ path, headers: upstreamRequestHeaders(req.headers, ip, id, session?.token ?? null) }, SMALL_BODY);
      } catch (err) {
        const { code, message } = err instanceof ApiError ? err : new ApiError(502, WIRE.upstreamDown);
        json(res, code, message);
        return done(req, res, id, ip, started);
      }
      // Too large to read whole, or spec 8's session rules to apply: the full path.
      if (!answer || (session && (answer.statusCode === 401 || answer.statusCode === 403))) return slow(req, res);
      res.writeHead(answer.statusCode, { ...securityHeaders, ...browserResponseHeaders(answer.headers, session !== null) }).end(answer.body);
      done(req, res, id, ip, started);
    }

    fastify.decorate('fastPath', function fastPath(req: IncomingMessage, res: ServerResponse, slow: Handler) {
      const url = req.url ?? '';
      const q = url.indexOf('?');
      const route = open && req.method === 'GET' ? routes.get(q === -1 ? url : url.slice(0, q)) : undefined;
      if (!route || req.headers['x-csrf'] !== '1') return slow(req, res);

      let session: OpenSession | null = null;
      if (route.auth !== 'public') {
        const cached = sessions.cached(req.headers.cookie, route.auth === 'admin' ? 'admin' : 'customer');
        // No cookie yet opened, none at all where one is needed, or one due for a refresh: the full path.
        if (cached === undefined || (cached === null && route.auth !== 'optional')) return slow(req, res);
        if (cached && dueForRefresh(cached, opts.refreshAheadSeconds)) return slow(req, res);
        session = cached;
      }
      let query: Record<string, unknown> = {};
      if (route.query) {
        const parsed = route.query.safeParse(parseQuery(q === -1 ? '' : url.slice(q + 1)));
        if (!parsed.success) return slow(req, res); // Fastify words the 422
        query = parsed.data;
      }
      void forward(req, res, slow, upstreamPath(opts.product, route, {}, query, session), session).catch((err: unknown) => {
        log.error({ err }, 'fast path failed');
        if (!res.headersSent) json(res, 500, WIRE.internal);
        else res.destroy();
      });
    });
  },
  { name: 'fast-path', dependencies: ['sessions', 'upstream', 'helmet'] },
);
