import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import upstreamApp from './app.ts';
import { frameworkErrors } from './http/errors.ts';
import type { UpstreamConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createMailer } from './mail/mailer.ts';
import { seedDemoCatalogue } from './seed/seed-catalogue.ts';

export interface BuildOptions {
  /** PGlite location override; tests pass 'memory://'. */
  dataDir?: string;
  logger?: boolean;
  /** Runs before the app's plugins: tests add hooks that watch what the upstream receives. */
  before?: (app: FastifyInstance) => void;
}

/**
 * Opens the database (migrating it), makes the first super-admin, and returns the app ready to
 * listen. Closing the app closes the database.
 */
export async function buildUpstream(config: UpstreamConfig, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: opts.dataDir ?? config.DATA_DIR });
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: join(config.DATA_DIR, 'outbox') });
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.LOG_LEVEL, redact: ['req.headers.authorization'] },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    frameworkErrors,
    trustProxy: 'loopback',
    // The BFF's request id, so one id follows a call through both services' logs.
    requestIdHeader: 'x-request-id',
    requestTimeout: 30_000,
  });
  app.addHook('onClose', async () => database.close());
  opts.before?.(app);
  await app.register(upstreamApp, { config, database, mailer });
  await app.ready();

  const generated = await app.services.admins.ensureSuperAdmin(config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  if (generated) {
    // Printed once, on the start that created the account; set ADMIN_PASSWORD to choose it instead.
    console.log(`\n  Super-admin created: ${config.ADMIN_EMAIL} / ${generated}\n  (shown once; change it under Admin > Profile)\n`);
  }
  if (config.SEED_DEMO_CATALOGUE && (await seedDemoCatalogue(app.services.database.db, config.DATA_DIR))) {
    app.log.info('demo catalogue seeded');
  }
  return app;
}
