import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { frameworkErrors } from '@academy/upstream/http/errors';
import bffApp from './app.ts';
import type { BffConfig } from './config.ts';
import { clientAddress } from './http/client-address.ts';
import { parseQuery } from './http/query-string.ts';
import { newRequestId } from './http/request-id.ts';
import type { FastPath } from './proxy/fast-path.ts';

const REQUEST_TIMEOUT = 0; // uploads and downloads stream for as long as they need

export async function buildBff(config: BffConfig, upstreamUrl: string, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  // The server hands each request to the hot path first (proxy/fast-path.ts), once the app is ready.
  let fastPath: FastPath | undefined;
  const address = clientAddress(config.TRUST_PROXY);
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'] },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300, querystringParser: parseQuery },
    frameworkErrors,
    trustProxy: address.trust,
    genReqId: newRequestId,
    requestTimeout: REQUEST_TIMEOUT,
    return503OnClosing: true,
    serverFactory: (handler, options) => {
      const server = createServer((req: IncomingMessage, res: ServerResponse) => (fastPath ? fastPath(req, res, handler) : handler(req, res)));
      // What Fastify sets on a server it makes itself.
      server.keepAliveTimeout = Number(options.keepAliveTimeout);
      server.requestTimeout = REQUEST_TIMEOUT;
      server.setTimeout(Number(options.connectionTimeout));
      return server;
    },
  });
  await app.register(bffApp, { config, upstreamUrl, address });
  await app.ready();
  fastPath = app.fastPath;
  return app;
}
