import t from 'tap';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.ts';
import { emptyPostgresDatabase } from '../helper.ts';

// Upstreams started together on an empty PostgreSQL database (a first deploy, or an upgrade that adds a
// migration) each run the migrations: without a lock, one died on "duplicate key value violates unique
// constraint pg_type_typname_nsp_index". PostgreSQL runs on this machine and in CI.
t.test('five upstreams started at once on an empty database all come up, with the schema made once', async (t) => {
  const { url } = await emptyPostgresDatabase(t);

  const started = await Promise.allSettled(Array.from({ length: 5 }, () => openDatabase({ databaseUrl: url, dataDir: 'memory://' })));
  const failed = started.flatMap((s) => (s.status === 'rejected' ? [(s.reason as Error).message] : []));
  t.same(failed, [], 'none failed to start');
  const databases = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ n: number; distinct: number }>(
    'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
  );
  await client.end();
  t.ok(rows[0]!.n > 10, `${rows[0]!.n} migrations recorded`);
  t.equal(rows[0]!.n, rows[0]!.distinct, 'each once');
  await Promise.all(databases.map((d) => d.close()));
});
