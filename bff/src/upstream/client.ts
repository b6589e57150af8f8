import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import { Pool, errors, type Dispatcher } from 'undici';
import { ApiError } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';
import type { Clock } from '@academy/shared/server/clock';

interface UpstreamRequest {
  method: Dispatcher.HttpMethod;
  /** Path and query, already built from validated parts. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer | Readable | null;
  signal?: AbortSignal;
}

export type UpstreamResponse = Dispatcher.ResponseData;

/** An answer read whole: its status, its headers (lower-case names; a repeated one as a list) and its body. */
interface SmallResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * An undici dispatch handler that gathers an answer whole. A class, not an object of closures:
 * it is made on every hot-path call.
 */
class WholeAnswer implements Dispatcher.DispatchHandler {
  private chunks: Buffer[] = [];
  private size = 0;
  private statusCode = 0;
  private headers: IncomingHttpHeaders = {};
  private readonly limit: number;
  private readonly resolve: (answer: SmallResponse | null) => void;
  private readonly reject: (err: Error) => void;

  constructor(limit: number, resolve: (answer: SmallResponse | null) => void, reject: (err: Error) => void) {
    this.limit = limit;
    this.resolve = resolve;
    this.reject = reject;
  }

  private tooLarge(controller: Dispatcher.DispatchController) {
    this.resolve(null);
    controller.abort(new Error('answer too large to read whole'));
  }

  // undici 8 refuses a handler without it ('invalid onRequestStart method'); nothing to do at the start.
  onRequestStart() {}

  onResponseStart(controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders) {
    this.statusCode = statusCode;
    this.headers = headers;
    if (Number(headers['content-length']) > this.limit) this.tooLarge(controller);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer) {
    this.size += chunk.length;
    if (this.size > this.limit) this.tooLarge(controller);
    else this.chunks.push(chunk);
  }

  onResponseEnd() {
    const { chunks } = this;
    this.resolve({ statusCode: this.statusCode, headers: this.headers, body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, this.size) });
  }

  /** After a resolve (too large), this changes nothing. */
  onResponseError(_controller: Dispatcher.DispatchController, err: Error) {
    this.reject(err);
  }
}

/** A refused connection is 502, a slow answer 504: both `{code, message}`, never a hang. */
export function toGatewayError(err: unknown): ApiError {
  if (err instanceof errors.HeadersTimeoutError || err instanceof errors.BodyTimeoutError || err instanceof errors.ConnectTimeoutError) {
    return new ApiError(504, WIRE.upstreamTimeout);
  }
  return new ApiError(502, WIRE.upstreamDown);
}

/** How long an upstream that refused a connection is asked only when every other one fails too. */
const DOWN_MS = 5_000;

/**
 * Whether a call failed before the upstream could act on it, so another upstream may take it: a
 * refused connection for any call; a dropped one (the upstream died mid-answer) only for a read.
 */
function mayRetry(err: unknown, method: Dispatcher.HttpMethod, body: UpstreamRequest['body']): boolean {
  if (body instanceof Readable) return false; // a stream is read once
  const code = (err as { code?: string }).code;
  if (code === 'ECONNREFUSED') return true;
  return (method === 'GET' || method === 'HEAD') && (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || err instanceof errors.SocketError);
}

/**
 * The BFF's one way to reach the upstream: a keep-alive pool over real HTTP per upstream. With
 * several, calls take turns, and a call an upstream could not take goes to the next (undici's
 * BalancedPool only weighs a failing upstream down, so a retry could meet it again).
 */
export function createUpstreamClient(opts: {
  urls: string[];
  timeoutMs: number;
  clock: Clock;
  /** Each call's time to its answer's headers (a whole small answer), by method and status ('error': none came). */
  observe?: (method: string, status: string, seconds: number) => void;
}) {
  const upstreams = opts.urls.map((url) => ({
    pool: new Pool(url, {
      connections: 256,
      headersTimeout: opts.timeoutMs,
      bodyTimeout: opts.timeoutMs,
      connectTimeout: Math.min(opts.timeoutMs, 10_000),
      keepAliveTimeout: 10_000,
    }),
    downUntil: 0,
  }));
  let turn = 0;
  /** This call's upstreams in the order to try: the next in turn first, those that refused lately last. */
  const order = () => {
    const start = turn++ % upstreams.length;
    const rotated = [...upstreams.slice(start), ...upstreams.slice(0, start)];
    const now = opts.clock.now();
    return [...rotated.filter((u) => u.downUntil <= now), ...rotated.filter((u) => u.downUntil > now)];
  };
  async function failover<T>(method: Dispatcher.HttpMethod, body: UpstreamRequest['body'], call: (pool: Pool) => Promise<T>): Promise<T> {
    const tried = order();
    for (let i = 0; ; i++) {
      try {
        return await call(tried[i]!.pool);
      } catch (err) {
        if ((err as { code?: string }).code === 'ECONNREFUSED') tried[i]!.downUntil = opts.clock.now() + DOWN_MS;
        if (i === tried.length - 1 || !mayRetry(err, method, body)) throw err;
      }
    }
  }
  const only = upstreams.length === 1 ? upstreams[0]!.pool : null;
  const send = async <T extends { statusCode: number } | null>(
    method: Dispatcher.HttpMethod,
    body: UpstreamRequest['body'],
    call: (pool: Pool) => Promise<T>,
  ): Promise<T> => {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const answer = await (only ? call(only) : failover(method, body, call));
      opts.observe?.(method, answer ? String(answer.statusCode) : 'large', seconds());
      return answer;
    } catch (err) {
      opts.observe?.(method, 'error', seconds());
      throw err;
    }
  };

  return {
    async request(req: UpstreamRequest): Promise<UpstreamResponse> {
      try {
        return await send(req.method, req.body, (pool) =>
          pool.request({ method: req.method, path: req.path, headers: req.headers, body: req.body ?? null, signal: req.signal }),
        );
      } catch (err) {
        if (err instanceof ApiError) throw err;
        throw toGatewayError(err);
      }
    },

    /**
     * A GET whose answer is read whole, with no body stream in between (the hot path's call);
     * `null`, and the call dropped, when the answer is larger than `limit` bytes.
     */
    readSmall(req: { path: string; headers: Record<string, string> }, limit: number): Promise<SmallResponse | null> {
      const read = (pool: Pool) =>
        new Promise<SmallResponse | null>((resolve, reject) =>
          pool.dispatch({ method: 'GET', path: req.path, headers: req.headers }, new WholeAnswer(limit, resolve, reject)),
        );
      return send('GET', null, read).catch((err: unknown) => {
        throw toGatewayError(err);
      });
    },

    /** A small JSON call (auth, refresh): the parsed `{code, message, data?}` and the status. */
    async json(method: Dispatcher.HttpMethod, path: string, body?: unknown, headers: Record<string, string> = {}) {
      const res = await this.request({
        method,
        path,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? null : JSON.stringify(body),
      });
      try {
        return { status: res.statusCode, body: (await res.body.json()) as { code: number; message: string; data?: unknown } };
      } catch (err) {
        throw toGatewayError(err);
      }
    },

    close: () => Promise.all(upstreams.map((u) => u.pool.close())),
  };
}
export type UpstreamClient = ReturnType<typeof createUpstreamClient>;
