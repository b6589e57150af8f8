import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Clock, clockFor } from '@academy/shared/server/clock';
import { frameworkErrors } from '@academy/shared/server/errors';
import bffApp from './app.ts';
import type { BffConfig } from './config.ts';
import { clientAddress } from './http/client-address.ts';
import { guardServer } from './http/slow-clients.ts';
import { parseQuery } from './http/query-string.ts';
import { newRequestId } from './http/request-id.ts';
import type { FastPath } from './proxy/fast-path.ts';
import type { Tracing } from '@academy/shared/server/tracing';
import { OneLinePerRequest } from '@academy/shared/server/request-log';

// Uploads and downloads take as long as they need in total; http/slow-clients.ts stops the stalled ones.
const REQUEST_TIMEOUT = 0;

/**
 * `upstream`: one upstream's base URL, or several sharing one database. `logStream`: where the logs go
 * instead of pino's own stdout destination (the server's). `clock`: what every lifetime is judged by
 * (default: the one TEST_CLOCK asks for); the server shares it with the built-in upstream. `tracing`:
 * the process's (shared/src/server/tracing.ts), when OTEL_EXPORTER_OTLP_ENDPOINT is set.
 */
export async function buildBff(
  config: BffConfig,
  upstream: string | string[],
  opts: { logger?: boolean; logStream?: { write(line: string): void }; clock?: Clock; tracing?: Tracing } = {},
): Promise<FastifyInstance> {
  // The server hands each request to the hot path first (proxy/fast-path.ts), once the app is ready.
  let fastPath: FastPath | undefined;
  const address = clientAddress(config.TRUST_PROXY);
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            ...(opts.logStream && { stream: opts.logStream }),
          },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300, querystringParser: parseQuery },
    frameworkErrors,
    trustProxy: address.trust,
    genReqId: newRequestId,
    logController: new OneLinePerRequest(),
    requestTimeout: REQUEST_TIMEOUT,
    return503OnClosing: true,
    serverFactory: (handler) => {
      const server = createServer((req: IncomingMessage, res: ServerResponse) => (fastPath ? fastPath(req, res, handler) : handler(req, res)));
      server.requestTimeout = REQUEST_TIMEOUT;
      guardServer(server, {
        idleMs: config.CLIENT_BODY_TIMEOUT_MS,
        maxPerClient: config.MAX_CONNECTIONS_PER_CLIENT,
        maxRequestsPerSocket: config.MAX_REQUESTS_PER_SOCKET,
        trusted: (ip) => address.trust(ip, 0),
      });
      return server;
    },
  });
  // First, so that every route and hook after it is in the request's span.
  if (opts.tracing) await app.register(opts.tracing.fastifyPlugin('bff'));
  await app.register(bffApp, { config, upstreamUrls: [upstream].flat(), address, clock: opts.clock ?? clockFor(config), tracer: opts.tracing?.tracer });
  await app.ready();
  if (config.HOT_PATH) fastPath = app.fastPath;
  return app;
}
