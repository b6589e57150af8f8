import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import { ApiError } from '@academy/shared/api-error';
import { holdsEtag } from '@academy/shared/server/etag';
import { startServerSpan, type Tracer } from '@academy/shared/server/spans';
import { WIRE } from '@academy/shared/constants';
import type { ClientAddress } from '../http/client-address.ts';
import { parseQuery } from '../http/query-string.ts';
import { newRequestId } from '../http/request-id.ts';
import { carriesCsrf } from '../http/csrf-header.ts';
import { dueForRefresh, type OpenSession } from '../session/cookie-codec.ts';
import { type CallInput, callPlans } from './call-plan.ts';
import { browserResponseHeaders, SMALL_BODY, upstreamRequestHeaders } from './headers.ts';
import { type ConstantAnswer, sentFor } from '../http/constant-answer.ts';
import { createSharedReads, type SharedRead } from './shared-reads.ts';

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
 * the raw request, without building Fastify's request and reply. It executes the same call plan as
 * the Fastify route (proxy/call-plan.ts) and takes only the plainest case: the exact path, the CSRF
 * header where the plan asks for it, a query the plan accepts, and a session cookie that is already
 * open in the LRU and not due for a refresh. Everything else, and any answer that needs the
 * session rules of session/upstream-verdict.ts (a 401 or 403 to a signed-in call), goes to Fastify,
 * which asks again: a GET is safe to repeat, and those answers are rare. Measured by `npm run
 * bench`: Fastify's own per-request work was most of the BFF's cost over a plain proxy.
 * It also sends what is the same for everyone and ready: a built file at its exact path, the shell
 * of a path already routed, a public page in the cache (plugins/app/web-files.ts), with the headers
 * Fastify's route would send, made once (http/constant-answer.ts); the first request for a page,
 * a HEAD and anything else go to Fastify.
 * With a `tracer` (tracing on), each request here is a server span of its own, since @fastify/otel
 * never sees it; its call to the upstream is the span's child (shared/src/server/tracing.ts).
 */
export default fp(
  async (
    fastify,
    opts: { product: string; refreshAheadSeconds: number; address: ClientAddress; sharedReadsBytes: number; accessLogSample: number; tracer?: Tracer },
  ) => {
    const { sessions, upstream, log, clock } = fastify;
    const securityHeaders = fastify.securityHeaders.api;
    const { address } = opts;
    const prefix = `/api/${opts.product}/`;
    // A parameter means a file, a video or a download: those stream through the full path.
    const plans = new Map(
      callPlans(opts.product)
        .filter(({ route }) => route.method === 'GET' && !route.params)
        .map((plan) => [`${prefix}${plan.route.path}`, plan]),
    );
    let open = true;
    fastify.addHook('preClose', (done) => {
      open = false; // closing: Fastify answers 503 from now on
      done();
    });

    // The access log line Fastify writes for its own requests (the level is fixed at start). A successful
    // answer from memory writes one line in `accessLogSample`, marked with the count it stands for: at
    // info, the line was a quarter of such an answer's cost (docs/decisions/101-sampled-access-log-and-lighter-screens.md).
    // The metrics count every request.
    const logged = (log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info') ?? false;
    const sample = opts.accessLogSample;
    let memoryAnswers = 0;
    function done(req: IncomingMessage, res: ServerResponse, started: number, memory: boolean, id?: string, route = (req.url ?? '').split('?', 1)[0]!) {
      // Its route as the table names it (the path without its query): as Fastify's own requests are counted.
      fastify.metrics.observeRequest('GET', route, res.statusCode, (performance.now() - started) / 1000);
      if (!logged) return;
      const sampled = memory && sample > 1 && res.statusCode < 400;
      if (sampled && ++memoryAnswers % sample !== 0) return;
      const request = { method: req.method, url: req.url, headers: req.headers, host: req.headers.host, ip: address.of(req), socket: req.socket };
      const line = { reqId: id ?? newRequestId(), req: request, res: { statusCode: res.statusCode }, responseTime: performance.now() - started };
      log.info(sampled ? { ...line, sampled: sample } : line, 'request completed');
    }

    /** With tracing on, the request's server span (Fastify's plugin never sees a request answered here). */
    const spanOf = (req: IncomingMessage, route: string) =>
      opts.tracer &&
      startServerSpan(opts.tracer, req.headers, `GET ${route}`, {
        'http.request.method': 'GET',
        'http.route': route,
        'academy.app': 'bff',
        'academy.hot_path': true,
      });

    const shared = createSharedReads(clock, opts.sharedReadsBytes);
    fastify.publicChanges.subscribe(() => shared.clear());
    // As the upstream answers it (upstream/src/http/public-reads.ts): 304 when the browser holds this ETag.
    function sendKept(req: IncomingMessage, res: ServerResponse, read: SharedRead) {
      if (holdsEtag(req.headers['if-none-match'], read.etag)) {
        const { 'content-length': _length, 'content-type': _type, ...headers } = read.headers;
        res.writeHead(304, { ...securityHeaders, ...headers }).end();
      } else res.writeHead(200, { ...securityHeaders, ...read.headers }).end(read.body);
    }

    const json = (res: ServerResponse, code: number, message: string) =>
      res.writeHead(code, { ...securityHeaders, 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ code, message }));

    async function forward(req: IncomingMessage, res: ServerResponse, slow: Handler, path: string, session: OpenSession | null) {
      const started = performance.now();
      const id = newRequestId();
      const ip = address.of(req);
      const route = (req.url ?? '').split('?', 1)[0]!;
      const span = spanOf(req, route);
      // A visitor's read the upstream said may be shared: from memory (asked again in the background once stale).
      const url = req.url ?? '';
      const kept = session ? undefined : shared.lookup(url);
      if (kept) {
        sendKept(req, res, kept.read);
        span?.end(res.statusCode, { 'academy.shared_read': true });
        done(req, res, started, true, id);
        if (kept.stale) {
          const headers = upstreamRequestHeaders(req.headers, ip, id, null);
          shared.askAgain(
            url,
            (etag) => upstream.readSmall({ path, headers: { ...headers, 'if-none-match': etag } }, SMALL_BODY),
            (h) => browserResponseHeaders(h),
          );
        }
        return;
      }
      const begun = shared.begin();
      const read = () => upstream.readSmall({ path, headers: upstreamRequestHeaders(req.headers, ip, id, session?.token ?? null) }, SMALL_BODY);
      let answer;
      try {
        answer = await (span ? span.run(read) : read());
      } catch (err) {
        const { code, message } = err instanceof ApiError ? err : new ApiError(502, WIRE.upstreamDown);
        json(res, code, message);
        span?.end(code);
        done(req, res, started, false, id);
        return;
      }
      // Too large to read whole, or a session verdict to apply (session/upstream-verdict.ts): the full path.
      if (!answer || (session && (answer.statusCode === 401 || answer.statusCode === 403))) {
        span?.end(answer?.statusCode ?? 200, { 'academy.handed_to_fastify': true });
        slow(req, res);
        return;
      }
      const headers = browserResponseHeaders(answer.headers, session !== null);
      res.writeHead(answer.statusCode, { ...securityHeaders, ...headers }).end(answer.body);
      if (!session) shared.keep(url, begun, answer, headers);
      span?.end(answer.statusCode);
      done(req, res, started, false, id);
    }

    /** A built file or a ready page (plugins/app/web-files.ts), sent as Fastify's route would send it. */
    function sendConstant(req: IncomingMessage, res: ServerResponse, answer: ConstantAnswer, route: string | null) {
      const started = performance.now();
      // A page has no route of its own: Fastify's not-found handler serves it, and counts it so.
      const label = route ?? 'unmatched';
      const span = spanOf(req, label);
      const sent = sentFor(answer, req.headers);
      res.writeHead(sent.status, sent.headers).end(sent.body ?? undefined);
      span?.end(sent.status);
      done(req, res, started, true, undefined, label);
    }

    fastify.decorate('fastPath', function fastPath(req: IncomingMessage, res: ServerResponse, slow: Handler) {
      if (!open || req.method !== 'GET') return slow(req, res);
      const url = req.url ?? '';
      const q = url.indexOf('?');
      const plan = plans.get(q === -1 ? url : url.slice(0, q));
      if (!plan) {
        const constant = fastify.constantAnswer(req);
        return constant ? sendConstant(req, res, constant.answer, constant.route) : slow(req, res);
      }
      if (plan.csrf && !carriesCsrf(req.headers)) return slow(req, res);

      let session: OpenSession | null = null;
      if (plan.kind) {
        const cached = sessions.cached(req.headers.cookie, plan.kind);
        // No cookie yet opened, none at all where one is needed, or one due for a refresh: the full path.
        if (cached === undefined || (cached === null && plan.sessionRequired)) return slow(req, res);
        if (cached && dueForRefresh(cached, opts.refreshAheadSeconds, clock)) return slow(req, res);
        session = cached;
      }
      let input: CallInput;
      try {
        input = plan.parse({ query: parseQuery(q === -1 ? '' : url.slice(q + 1)) });
      } catch {
        return slow(req, res); // Fastify words the 422
      }
      forward(req, res, slow, plan.upstream(input, session).path, session).catch((err: unknown) => {
        log.error({ err }, 'fast path failed');
        if (!res.headersSent) json(res, 500, WIRE.internal);
        else res.destroy();
      });
    });
  },
  { name: 'fast-path', dependencies: ['sessions', 'upstream', 'helmet', 'public-changes'] },
);
