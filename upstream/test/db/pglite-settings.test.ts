import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import t from 'tap';
import { type Database, openDatabase } from '../../src/db/client.ts';

// PGlite's shared_buffers is resident in the shop's own process from the start (upstream/src/db/client.ts):
// kept small, with PGlite's own start parameters (search_path among them) still in force.
const show = async (database: Database, setting: string) => {
  const result: unknown = await database.db.execute(sql.raw(`show ${setting}`));
  return (result as { rows: Record<string, string>[] }).rows[0]![setting];
};

t.test('PGlite starts with 16 MB of shared_buffers and its own defaults', async (t) => {
  const database = await openDatabase({ dataDir: 'memory://' });
  t.teardown(() => database.close());
  t.equal(await show(database, 'shared_buffers'), '16MB');
  t.equal(await show(database, 'search_path'), 'public');
});

// A new DATA_DIR's cluster is made by a child process (client.ts says why), then opened here.
t.test('a new DATA_DIR gets a cluster, migrated, that the next start opens as it was left', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-pglite-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  const migrations = async (database: Database) => {
    const result: unknown = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    return (result as { rows: { n: number }[] }).rows[0]!.n;
  };
  const first = await openDatabase({ dataDir });
  const made = await migrations(first);
  await first.db.execute(sql`create table left_here (x int)`);
  t.equal(await show(first, 'shared_buffers'), '16MB');
  await first.close();
  t.ok(made > 10, `${made} migrations recorded`);

  const again = await openDatabase({ dataDir });
  t.teardown(() => again.close());
  t.equal(await migrations(again), made, 'none run twice');
  const kept: unknown = await again.db.execute(sql`select to_regclass('left_here') is not null as kept`);
  t.same((kept as { rows: { kept: boolean }[] }).rows[0], { kept: true }, 'what the first start left is there');
});
