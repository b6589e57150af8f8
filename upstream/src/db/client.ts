import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type Logger, pino } from 'pino';
import { type Db as JobsDb, fromPglite } from 'pg-boss';
import { storagePaths } from '../storage/paths.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { installJobSchema } from './job-schema.ts';
import { traceQueriesOfPglite, traceQueriesOfPool } from './traced-queries.ts';
import type { Tracer } from '@academy/shared/server/spans';

// Queries name the domains' tables (`<domain>/tables.ts`) themselves: no relational `db.query` schema.
export type Db = PgDatabase<PgQueryResultHKT>;
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  /** The same database as pg-boss reads it (jobs/queue.ts): the pool's or PGlite's own connection. */
  jobs: { db: JobsDb; backend: 'postgres' | 'pglite' };
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number: the advisory lock every upstream of this database takes around its migrations. */
const MIGRATION_LOCK = 7_310_514_022;

/**
 * Upstreams started together (a first deploy, an upgrade that adds a migration) queue on a
 * session-level advisory lock: the first migrates, the others find the migrations recorded and do
 * nothing. Held on one connection, released by it (or by PostgreSQL when the connection drops).
 */
async function migrateLocked(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
      // pg-boss locks its own migrations, not the CREATE SCHEMA before them: under ours too.
      await installJobSchema({ db: { executeSql: (text, values) => client.query(text, values) }, backend: 'postgres' });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * PGlite's Postgres lives in this process's memory, and all of its shared_buffers is resident from
 * the start, used or not: at PostgreSQL's default of 128 MB the WebAssembly heap held 151 MB, at
 * 16 MB 29 MB (the demo's whole database is 24 MB on disk). A page not in them is read from
 * DATA_DIR's files, which the OS caches outside this process. PGlite's own start parameters stay.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * A new cluster is made by a short-lived child process: PGlite's initdb runs a second PGlite and
 * initdb's own WebAssembly and copies the cluster over in JavaScript buffers, and the malloc that
 * freed stayed with the process that did it (90-110 MB of the shop's RSS for as long as it ran
 * after a first start). Liftoff only, as in the tests (package.json's tap node-arg): in a process
 * this short, TurboFan's tier-up costs more than it saves.
 */
async function makeCluster(location: string) {
  const make = 'const { PGlite } = await import(process.argv[1]); await (await PGlite.create(process.argv[2], JSON.parse(process.argv[3]))).close();';
  const args = [import.meta.resolve('@electric-sql/pglite'), location, JSON.stringify({ startParams: PGLITE_START_PARAMS })];
  await promisify(execFile)(process.execPath, ['--liftoff-only', '--input-type=module', '-e', make, ...args]);
}

/**
 * PGlite in DATA_DIR by default (no server needed); DATABASE_URL switches to node-postgres.
 * Both run the same migrations, and install the job queue's schema (jobs/queue.ts). `dataDir: 'memory://'` keeps PGlite in memory (tests), and
 * `loadDataDir` starts it from a dump (PGlite's `dumpDataDir`) instead of an empty cluster. With a
 * `tracer` (tracing on: shared/src/server/tracing.ts) each statement of a traced request is a span.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  loadDataDir?: Blob;
  tracer?: Tracer;
  /** Where a lost connection is told (the app's logger; a JSON line on stdout without one). */
  log?: Pick<Logger, 'warn'>;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a failover) must not crash the process: the
    // pool drops it and opens a new one on the next query.
    const log = opts.log ?? pino();
    pool.on('error', (err) => log.warn({ err }, 'database connection lost'));
    if (opts.tracer) traceQueriesOfPool(pool, opts.tracer);
    const db = drizzlePg(pool) as unknown as Db;
    await migrateLocked(pool);
    const jobs = { db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) }, backend: 'postgres' as const };
    return { db, jobs, close: () => pool.end() };
  }
  const location = opts.dataDir === 'memory://' ? opts.dataDir : storagePaths(opts.dataDir).pglite;
  if (location !== 'memory://') mkdirSync(location, { recursive: true });
  const release = location === 'memory://' ? () => undefined : lockDataDir(location);
  if (location !== 'memory://' && !opts.loadDataDir && !existsSync(join(location, 'PG_VERSION'))) await makeCluster(location);
  const client = await PGlite.create(location, { startParams: PGLITE_START_PARAMS, ...(opts.loadDataDir && { loadDataDir: opts.loadDataDir }) });
  if (opts.tracer) traceQueriesOfPglite(client, opts.tracer);
  const db = drizzlePglite(client) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  const jobs = { db: fromPglite(client), backend: 'pglite' as const };
  await installJobSchema(jobs);
  return {
    db,
    jobs,
    close: async () => {
      await client.close();
      release();
    },
  };
}
