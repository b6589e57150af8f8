import { Readable } from 'node:stream';
import { Pool, errors, type Dispatcher } from 'undici';
import { ApiError } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';

export interface UpstreamRequest {
  method: Dispatcher.HttpMethod;
  /** Path and query, already built from validated parts. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer | Readable | null;
  signal?: AbortSignal;
}

export type UpstreamResponse = Dispatcher.ResponseData;

/** A refused connection is 502, a slow answer 504: both `{code, message}`, never a hang. */
export function toGatewayError(err: unknown): ApiError {
  if (err instanceof errors.HeadersTimeoutError || err instanceof errors.BodyTimeoutError || err instanceof errors.ConnectTimeoutError) {
    return new ApiError(504, WIRE.upstreamTimeout);
  }
  return new ApiError(502, WIRE.upstreamDown);
}

/** The BFF's one way to reach the upstream: a keep-alive pool over real HTTP. */
export function createUpstreamClient(opts: { url: string; timeoutMs: number }) {
  const pool = new Pool(opts.url, {
    connections: 256,
    headersTimeout: opts.timeoutMs,
    bodyTimeout: opts.timeoutMs,
    connectTimeout: Math.min(opts.timeoutMs, 10_000),
    keepAliveTimeout: 10_000,
  });

  return {
    async request(req: UpstreamRequest): Promise<UpstreamResponse> {
      try {
        return await pool.request({ method: req.method, path: req.path, headers: req.headers, body: req.body ?? null, signal: req.signal });
      } catch (err) {
        if (err instanceof ApiError) throw err;
        throw toGatewayError(err);
      }
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

    close: () => pool.close(),
  };
}
export type UpstreamClient = ReturnType<typeof createUpstreamClient>;
