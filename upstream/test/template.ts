import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, link, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { storagePaths } from '../src/storage/paths.ts';

/**
 * The databases every test starts from, made once and copied per test. PGlite's initdb, the
 * migrations and the demo catalogue's seed cost seconds per database (more on a busy machine); a
 * copy costs a few hundred milliseconds. Two kinds: `seeded` is DATA_DIR as a shop's first start
 * leaves it (the demo catalogue, its covers, clips and zips, no admin yet), `empty` is migrated only.
 * Made again whenever the upstream's sources, its seed files or PGlite change (the key).
 */
export type TemplateKind = 'seeded' | 'empty';

const upstreamRoot = fileURLToPath(new URL('..', import.meta.url));
const STORE_AREAS = ['files', 'media', 'robots'] as const;

async function hashTree(hash: ReturnType<typeof createHash>, dir: string) {
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  for (const path of entries.map((e) => join(e.parentPath, e.name)).sort()) {
    hash.update(path).update(await readFile(path));
  }
}

let keyOnce: Promise<string> | undefined;
/** Whatever decides the template's contents: the upstream's code and seed files, and PGlite's version. */
export const templateKey = () =>
  (keyOnce ??= (async () => {
    const hash = createHash('sha256');
    await hashTree(hash, join(upstreamRoot, 'src'));
    await hashTree(hash, join(upstreamRoot, 'seed'));
    // This file too: how a template is made and dumped.
    hash.update(await readFile(fileURLToPath(import.meta.url)));
    hash.update(await readFile(fileURLToPath(new URL('../package.json', import.meta.resolve('@electric-sql/pglite')))));
    return hash.digest('hex').slice(0, 16);
  })());

const dumpFile = (dir: string, kind: TemplateKind) => join(dir, `${kind}.tar.gz`);
/**
 * Gzipped: the 42 MB dump is mostly an empty WAL segment, and copied whole into a Blob and read
 * back it cost each test's upstream about 0.6 s of CPU more than unzipping its 5 MB (measured).
 */
const DUMP_TYPE = 'application/x-gzip';

/**
 * What makes a template: loaded only then, so a process that copies one (each browser test's)
 * does not load the upstream's modules (3,600 of them, seconds of CPU) to copy a folder.
 */
const makers = async () => {
  const [{ PGlite }, { openDatabase }, { seedDemoCatalogue }, { diskStore }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('../src/db/client.ts'),
    import('../src/seed/seed-catalogue.ts'),
    import('../src/storage/disk-store.ts'),
  ]);
  return { PGlite, openDatabase, seedDemoCatalogue, diskStore };
};

/** Migrates (and seeds) a PGlite in `dir`'s DATA_DIR layout, then writes its dump beside it. */
async function makePgliteTemplate(dir: string, kind: TemplateKind) {
  const { PGlite, openDatabase, seedDemoCatalogue, diskStore } = await makers();
  const dataDir = kind === 'seeded' ? dir : join(dir, 'empty');
  const database = await openDatabase({ dataDir });
  if (kind === 'seeded' && !(await seedDemoCatalogue(database.db, diskStore(dataDir)))) throw new Error('the template was not empty');
  await database.close();
  // Dumped from a closed, reopened cluster: a clean shutdown leaves nothing to recover in the copy.
  const reopened = await PGlite.create(storagePaths(dataDir).pglite);
  const dump = await reopened.dumpDataDir('gzip');
  await reopened.close();
  await writeFile(dumpFile(dir, kind), Buffer.from(await dump.arrayBuffer()));
  if (kind === 'empty') await rm(dataDir, { recursive: true });
}

let dirOnce: Promise<string> | undefined;
/**
 * The folder holding both templates, made when missing. Two processes may both make it the first
 * time: each builds in a folder of its own and the first rename wins.
 */
export const templateDir = () =>
  (dirOnce ??= (async () => {
    const dir = join(tmpdir(), `academy-test-template-${await templateKey()}`);
    if (existsSync(join(dir, 'ready'))) return dir;
    const building = `${dir}.${randomBytes(4).toString('hex')}`;
    await mkdir(building, { recursive: true });
    try {
      await Promise.all([makePgliteTemplate(building, 'seeded'), makePgliteTemplate(building, 'empty')]);
      await writeFile(join(building, 'ready'), '');
      await rename(building, dir).catch((err: unknown) => {
        if (!existsSync(join(dir, 'ready'))) throw err;
      });
    } finally {
      await rm(building, { recursive: true, force: true });
    }
    return dir;
  })());

/** The PGlite dump of a template. Read each time, not kept: memory a process holds for nothing between upstreams. */
export const templateDump = async (kind: TemplateKind): Promise<Blob> => new Blob([await readFile(dumpFile(await templateDir(), kind))], { type: DUMP_TYPE });

/**
 * Puts the seeded template's stored files into `dataDir` as hard links (a copy across file
 * systems): the disk store only ever replaces a file whole (storage/disk-store.ts), never writes
 * into one, so a test cannot change the template through its links.
 */
export async function linkTemplateFiles(dataDir: string) {
  const from = await templateDir();
  await Promise.all(
    STORE_AREAS.map(async (area) => {
      const files = (await readdir(join(from, area), { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
      await Promise.all(
        files.map(async (e) => {
          const source = join(e.parentPath, e.name);
          const target = join(dataDir, area, source.slice(join(from, area).length + 1));
          await mkdir(join(target, '..'), { recursive: true });
          await link(source, target).catch(() => cp(source, target));
        }),
      );
    }),
  );
}

/** A DATA_DIR as the seeded template's shop left it (PGlite on disk included), for a shop process. */
export async function copySeededDataDir(dataDir: string) {
  const from = await templateDir();
  await cp(storagePaths(from).pglite, storagePaths(dataDir).pglite, { recursive: true });
  await linkTemplateFiles(dataDir);
}

async function onServer<T>(server: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const withDatabase = (server: string, name: string) => {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
};

const templateDatabases = new Map<TemplateKind, Promise<string>>();
/**
 * On a PostgreSQL server, the template database of `kind` (CREATE DATABASE ... TEMPLATE copies
 * it), made under an advisory lock so parallel test files make it once; templates of older keys go.
 */
export function templateDatabase(server: string, kind: TemplateKind): Promise<string> {
  let made = templateDatabases.get(kind);
  if (!made) {
    made = (async () => {
      const name = `academy_template_${await templateKey()}_${kind}`;
      await onServer(server, async (client) => {
        await client.query(`select pg_advisory_lock(hashtext('academy_template'))`);
        const found = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (found.rowCount) return;
        const old = await client.query(`select datname from pg_database where datname like 'academy_template_%' and datname not like $1`, [
          `academy_template_${await templateKey()}_%`,
        ]);
        for (const { datname } of old.rows as { datname: string }[]) await client.query(`drop database if exists ${datname} with (force)`);
        const building = `${name}_building`;
        await client.query(`drop database if exists ${building} with (force)`);
        await client.query(`create database ${building}`);
        const { openDatabase, seedDemoCatalogue, diskStore } = await makers();
        const database = await openDatabase({ databaseUrl: withDatabase(server, building), dataDir: '' });
        // The rows point at files by name; the PGlite template's folders hold them (linkTemplateFiles).
        const scratch = join(tmpdir(), `academy-template-files-${randomBytes(4).toString('hex')}`);
        try {
          if (kind === 'seeded') await seedDemoCatalogue(database.db, diskStore(scratch));
        } finally {
          await database.close();
          await rm(scratch, { recursive: true, force: true });
        }
        await client.query(`alter database ${building} rename to ${name}`);
      });
      return name;
    })();
    templateDatabases.set(kind, made);
  }
  return made;
}

/** A new database on the server copied from the template of `kind`: its URL and how to drop it. */
export async function databaseFromTemplate(server: string, kind: TemplateKind) {
  const template = await templateDatabase(server, kind);
  const name = `academy_test_${randomBytes(6).toString('hex')}`;
  await onServer(server, (client) => client.query(`create database ${name} template ${template}`));
  return {
    url: withDatabase(server, name),
    drop: () => onServer(server, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
