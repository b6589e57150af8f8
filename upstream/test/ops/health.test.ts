import { randomBytes } from 'node:crypto';
import t from 'tap';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.ts';
import { buildTestUpstream } from '../helper.ts';

// Readiness means the calls can work: with its PostgreSQL database gone, the upstream says so (503,
// naming it) while it still answers liveness. PostgreSQL runs on this machine and in CI.
const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

t.test('readiness follows the database: 200 while it answers, 503 naming it once it is gone; liveness stays 200', async (t) => {
  const name = `academy_health_${randomBytes(6).toString('hex')}`;
  await admin(`create database ${name}`);
  t.teardown(() => admin(`drop database if exists ${name} with (force)`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  const up = await buildTestUpstream(t, { SEED_DEMO_CATALOGUE: 'false' }, { database });
  const get = (path: string) => up.app.inject({ method: 'GET', url: path });

  t.same((await get('/health')).json(), { code: 200, message: 'ok', data: { database: 'up' } });
  await admin(`drop database ${name} with (force)`);
  const gone = await get('/health');
  t.equal(gone.statusCode, 503);
  t.same(gone.json(), { code: 503, message: 'not ready: database', data: { database: 'down' } });
  t.equal((await get('/health/live')).statusCode, 200, 'the process itself is alive');
});
