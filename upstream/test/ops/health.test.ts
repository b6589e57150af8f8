import t from 'tap';
import { openDatabase } from '../../src/db/client.ts';
import { buildTestUpstream, emptyPostgresDatabase } from '../helper.ts';

// Readiness means the calls can work: with its PostgreSQL database gone, the upstream says so (503,
// naming it) while it still answers liveness. PostgreSQL runs on this machine and in CI.
t.test('readiness follows the database: 200 while it answers, 503 naming it once it is gone; liveness stays 200', async (t) => {
  const { url, drop } = await emptyPostgresDatabase(t);
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  const up = await buildTestUpstream(t, { SEED_DEMO_CATALOGUE: 'false' }, { database });
  const get = (path: string) => up.app.inject({ method: 'GET', url: path });

  t.same((await get('/health')).json(), { code: 200, message: 'ok', data: { database: 'up' } });
  await drop();
  const gone = await get('/health');
  t.equal(gone.statusCode, 503);
  t.same(gone.json(), { code: 503, message: 'not ready: database', data: { database: 'down' } });
  t.equal((await get('/health/live')).statusCode, 200, 'the process itself is alive');
});
