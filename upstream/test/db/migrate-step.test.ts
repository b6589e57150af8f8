import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { count } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';
import { users } from '../../src/accounts/tables.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

t.test("npm run migrate makes the schema and the job queue's, and exits; a start after finds them", async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-migrate-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  const run = spawnSync(process.execPath, ['--import=./scripts/esm-fast-path.mjs', 'upstream/src/migrate.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  t.equal(run.status, 0, run.stderr);
  t.match(run.stdout, /"msg":"database migrated"/);
  const database = await openDatabase({ dataDir });
  t.teardown(() => database.close());
  const [row] = await database.db.select({ n: count() }).from(users);
  t.equal(row?.n, 0, 'the tables are there, empty: migrating made no account');
  const { rows } = await database.jobs.db.executeSql(`select count(*)::int as n from pgboss.queue`);
  t.equal(rows[0].n, 0, "the job queue's schema is there");
});
