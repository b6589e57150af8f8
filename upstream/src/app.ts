import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WIRE } from '@academy/shared/constants';
import type { UpstreamConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { installErrorHandler } from '@academy/shared/server/errors';
import type { Mailer } from './mail/mailer.ts';
import authGuard from './plugins/app/auth-guard.ts';
import services from './plugins/app/services.ts';
import files from './plugins/external/files.ts';
import privateFiles from './plugins/external/private-files.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import api from './routes/index.ts';

export interface UpstreamAppOptions {
  config: UpstreamConfig;
  database: Database;
  mailer: Mailer;
}

/** The product API as a plugin: server.ts boots it, tests build it without listening. */
async function upstreamApp(fastify: FastifyInstance, opts: UpstreamAppOptions) {
  installErrorHandler(fastify);
  fastify.setNotFoundHandler((_request, reply) => reply.code(404).send({ code: 404, message: WIRE.notFound }));

  await fastify.register(services, opts);
  await fastify.register(authGuard);
  await fastify.register(rateLimit, { max: opts.config.AUTH_RATE_LIMIT });
  await fastify.register(privateFiles, { root: opts.config.DATA_DIR });
  await fastify.register(api, { prefix: `/api/${opts.config.PRODUCT}` });
  await fastify.register(files, { root: join(opts.config.DATA_DIR, 'files'), prefix: `/api/${opts.config.PRODUCT}/files/` });

  fastify.get('/health', async () => ({ code: 200, message: 'ok' }));
}

export default fp(upstreamApp, { name: 'upstream-app' });
