import Fastify, { type FastifyInstance } from 'fastify';
import { frameworkErrors } from '@academy/upstream/http/errors';
import bffApp from './app.ts';
import type { BffConfig } from './config.ts';

export async function buildBff(config: BffConfig, upstreamUrl: string, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'] },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    frameworkErrors,
    trustProxy: true,
    requestTimeout: 0, // uploads and downloads stream for as long as they need
    return503OnClosing: true,
  });
  await app.register(bffApp, { config, upstreamUrl });
  await app.ready();
  return app;
}
