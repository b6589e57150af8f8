import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { configsOrExit, parseEnv } from '@academy/shared/server/env';
import { upstreamEnv } from './config.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { storagePaths } from './storage/paths.ts';

/** The database's dump inside a backup, beside DATA_DIR's other files. */
const DUMP = 'database.tar.gz';

const say = (msg: string, extra: object = {}) => process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), msg, ...extra })}\n`);
function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/**
 * `npm run backup -- <file>`: the embedded database (PGlite's dump of its cluster, opened and so
 * checked first) and every other file in DATA_DIR (uploads, media, robot zips, the outbox, the
 * generated secrets) in one .tar.gz. The shop must be stopped: the database refuses a second
 * process (db/data-dir-lock.ts). PostgreSQL and a bucket are backed up their own way
 * (docs/production.md#backups).
 */
async function backup(dataDir: string, file: string) {
  const { pglite } = storagePaths(dataDir);
  if (!existsSync(pglite)) fail(`No database in ${dataDir}: nothing to back up`);
  const release = lockDataDir(pglite);
  try {
    const db = await PGlite.create(pglite);
    const dump = await db.dumpDataDir('gzip');
    await db.close();
    await writeFile(join(dataDir, DUMP), Buffer.from(await dump.arrayBuffer()));
    const entries = readdirSync(dataDir).filter((name) => name !== 'pglite' && name !== 'pglite.lock');
    await tar.create({ gzip: true, file, cwd: dataDir, portable: false }, entries);
  } finally {
    await rm(join(dataDir, DUMP), { force: true });
    release();
  }
}

/** `npm run restore -- <file>`: a backup into an empty (or missing) DATA_DIR, the database loaded from its dump. */
async function restore(dataDir: string, file: string) {
  if (existsSync(dataDir) && readdirSync(dataDir).length) fail(`${dataDir} is not empty: restore into an empty DATA_DIR`);
  await mkdir(dataDir, { recursive: true });
  await tar.extract({ file, cwd: dataDir });
  const dump = join(dataDir, DUMP);
  if (!existsSync(dump)) fail(`${file} holds no database: not a backup of this shop`);
  const { pglite } = storagePaths(dataDir);
  const release = lockDataDir(pglite);
  try {
    const db = await PGlite.create(pglite, { loadDataDir: new Blob([await readFile(dump)]) });
    await db.close();
  } finally {
    await rm(dump, { force: true });
    release();
  }
}

// Only where the data is: the full configuration would make its generated secrets in DATA_DIR first.
const [config] = await configsOrExit(() => parseEnv(upstreamEnv.pick({ DATA_DIR: true, DATABASE_URL: true }), process.env));
const [action, file] = process.argv.slice(2);
if ((action !== 'backup' && action !== 'restore') || !file) fail(`Usage: npm run ${action ?? 'backup'} -- <file.tar.gz>`);
if (config.DATABASE_URL) fail('DATABASE_URL is set: back PostgreSQL up with pg_dump or its own tools (docs/production.md#backups)');
const started = performance.now();
const dataDir = resolve(config.DATA_DIR);
await (action === 'backup' ? backup(dataDir, resolve(file)) : restore(dataDir, resolve(file)));
say(action === 'backup' ? 'backed up' : 'restored', { dataDir, file: resolve(file), ms: Math.round(performance.now() - started) });
