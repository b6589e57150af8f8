import { mkdir, writeFile } from 'node:fs/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import upstreamApp from './app.ts';
import { frameworkErrors } from '@academy/shared/server/errors';
import { loggableError } from './http/log-errors.ts';
import type { UpstreamConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { fillMissingRobotContents } from './catalogue/robot-zip-contents.ts';
import { issueMissingLicences } from './licences/purchase-licences.ts';
import { seedDemoCatalogue } from './seed/seed-catalogue.ts';
import { storagePaths } from './storage/paths.ts';
import { type Clock, clockFor } from '@academy/shared/server/clock';
import type { SuperAdminAtStart } from '@academy/shared/server/startup-output';
import type { Tracing } from '@academy/shared/server/tracing';
import { OneLinePerRequest } from '@academy/shared/server/request-log';

declare module 'fastify' {
  interface FastifyInstance {
    /** The first super-admin as this start found or made it. */
    superAdmin: SuperAdminAtStart;
  }
}

interface BuildOptions {
  /** PGlite location override; tests pass 'memory://'. */
  dataDir?: string;
  logger?: boolean;
  /** Where the logs go instead of pino's own stdout destination (the server's, shared with the BFF). */
  logStream?: { write(line: string): void };
  /** An open database instead of opening one: tests run two instances on one PGlite. The app closes it. */
  database?: Database;
  /** Runs before the app's plugins: tests add hooks that watch what the upstream receives. */
  before?: (app: FastifyInstance) => void;
  /** The clock of every lifetime (default: the one TEST_CLOCK asks for); the BFF's server shares its own with the built-in upstream. */
  clock?: Clock;
  /** The process's tracing (shared/src/server/tracing.ts), when OTEL_EXPORTER_OTLP_ENDPOINT is set: request and query spans. */
  tracing?: Tracing;
}

/**
 * Opens the database (migrating it), makes the first super-admin (see `app.superAdmin`), and
 * returns the app ready to listen. Closing the app closes the database (db/plugin.ts).
 */
export async function buildUpstream(config: UpstreamConfig, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization'],
            serializers: { err: loggableError },
            ...(opts.logStream && { stream: opts.logStream }),
          },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    frameworkErrors,
    trustProxy: 'loopback',
    // The BFF's request id, so one id follows a call through both services' logs.
    requestIdHeader: 'x-request-id',
    logController: new OneLinePerRequest(),
    requestTimeout: 30_000,
  });
  const database =
    opts.database ??
    (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: opts.dataDir ?? config.DATA_DIR, tracer: opts.tracing?.tracer, log: app.log }));
  // First, so that every route and hook after it is in the request's span.
  if (opts.tracing) await app.register(opts.tracing.fastifyPlugin('upstream'));
  opts.before?.(app);
  const superAdmin: SuperAdminAtStart = { email: config.ADMIN_EMAIL.toLowerCase(), generatedPassword: null };
  app.decorate('superAdmin', superAdmin);
  await app.register(upstreamApp, { config, database, clock: opts.clock ?? clockFor(config) });
  await app.ready();

  // Generated only on the start that makes the account (unless ADMIN_PASSWORD chooses it); the
  // server prints it once in its start-up block, except in production, where stdout is collected
  // and kept: there it goes to a file only this user can read.
  const generated = await app.admins.ensureSuperAdmin(config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  if (generated && config.NODE_ENV === 'production') {
    superAdmin.passwordFile = storagePaths(config.DATA_DIR).superAdminPassword;
    await mkdir(config.DATA_DIR, { recursive: true });
    await writeFile(superAdmin.passwordFile, `${generated}\n`, { mode: 0o600 });
  } else superAdmin.generatedPassword = generated;
  if (config.ADMIN_TOTP_SECRET) await app.totp.provision(config.ADMIN_EMAIL, config.ADMIN_TOTP_SECRET);
  if (config.SEED_DEMO_CATALOGUE && (await seedDemoCatalogue(app.database.db, app.storage.store))) {
    app.log.info('demo catalogue seeded');
  }
  const filled = await fillMissingRobotContents(app.database.db, app.storage.store);
  if (filled > 0) app.log.info({ filled }, 'robot zip contents read');
  const issued = await issueMissingLicences(app.database.db);
  if (issued > 0) app.log.info({ issued }, 'licences issued for robots bought before licences');
  return app;
}
