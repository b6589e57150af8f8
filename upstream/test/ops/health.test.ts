import t from 'tap';
import { openDatabase } from '../../src/db/client.ts';
import { buildTestUpstream, emptyPostgresDatabase } from '../helper.ts';
import { startS3 } from '../storage/s3-server.ts';

// Readiness means the calls can work: with its PostgreSQL database gone, the upstream says so (503,
// naming it) while it still answers liveness. PostgreSQL runs on this machine and in CI.
t.test('readiness follows the database: 200 while it answers, 503 naming it once it is gone; liveness stays 200', async (t) => {
  const { url, drop } = await emptyPostgresDatabase(t);
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  const up = await buildTestUpstream(t, { SEED_DEMO_CATALOGUE: 'false' }, { database });
  const get = (path: string) => up.app.inject({ method: 'GET', url: path });

  t.same((await get('/health')).json(), { code: 200, message: 'ok', data: { database: 'up', storage: 'up' } });
  await drop();
  const gone = await get('/health');
  t.equal(gone.statusCode, 503);
  t.same(gone.json(), { code: 503, message: 'not ready: database', data: { database: 'down', storage: 'up' } });
  t.equal((await get('/health/live')).statusCode, 200, 'the process itself is alive');
});

t.test('readiness follows the bucket too: once it cannot be reached, 503 naming storage', async (t) => {
  const s3 = await startS3(t);
  const up = await buildTestUpstream(t, { ...s3.env, SEED_DEMO_CATALOGUE: 'false' });
  const get = () => up.app.inject({ method: 'GET', url: '/health' });
  t.same((await get()).json().data, { database: 'up', storage: 'up' });
  await s3.stop();
  const gone = await get();
  t.equal(gone.statusCode, 503);
  t.same(gone.json(), { code: 503, message: 'not ready: storage', data: { database: 'up', storage: 'down' } });
});
