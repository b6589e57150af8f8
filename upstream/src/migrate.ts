import { pino } from 'pino';
import { configsOrExit } from '@academy/shared/server/env';
import { loadUpstreamConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

/**
 * `npm run migrate`: brings the database (DATABASE_URL, or PGlite in DATA_DIR) up to this version's
 * schema and the job queue's, then exits; a deploy runs it before the new upstreams start. Starting
 * an upstream migrates too, under the same advisory lock (db/client.ts), so this step is optional.
 */
const [config] = await configsOrExit(() => loadUpstreamConfig());
const log = pino({ level: config.LOG_LEVEL });
const started = performance.now();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, log });
await database.close();
log.info({ ms: Math.round(performance.now() - started) }, 'database migrated');
