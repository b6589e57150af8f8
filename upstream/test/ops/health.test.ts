import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import t, { type Test } from 'tap';
import { until } from '../../../shared/test/until.ts';
import { openDatabase } from '../../src/db/client.ts';
import { buildTestUpstream, emptyPostgresDatabase } from '../helper.ts';
import { startS3 } from '../storage/s3-server.ts';

/**
 * A TCP link to PostgreSQL that the test can cut (every connection reset, new ones refused) and
 * mend, as a network fault or a database restart does.
 */
async function cuttableLink(t: Test, target: URL) {
  const open = new Set<Socket>();
  let cut = false;
  const server = createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const onward = connect(Number(target.port || 5432), target.hostname);
    open.add(client).add(onward);
    const end = () => {
      client.destroy();
      onward.destroy();
      open.delete(client);
      open.delete(onward);
    };
    client.on('error', end).on('close', end).pipe(onward);
    onward.on('error', end).on('close', end).pipe(client);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const resetAll = () => {
    for (const socket of open) socket.destroy();
  };
  t.teardown(() => {
    server.close();
    resetAll();
  });
  const via = new URL(target);
  via.hostname = '127.0.0.1';
  via.port = String((server.address() as AddressInfo).port);
  return {
    url: via.toString(),
    cut: () => {
      cut = true;
      resetAll();
    },
    mend: () => {
      cut = false;
    },
  };
}

// Readiness means the calls can work: with its PostgreSQL database out of reach, the upstream says so
// (503, naming it) while it still answers liveness, and is ready again by itself once the database is
// back. PostgreSQL runs on this machine and in CI.
t.test('readiness follows the database: 200 while it answers, 503 naming it while it is gone, 200 once back; liveness stays 200', async (t) => {
  const { url } = await emptyPostgresDatabase(t);
  const link = await cuttableLink(t, new URL(url));
  const database = await openDatabase({ databaseUrl: link.url, dataDir: 'memory://' });
  const up = await buildTestUpstream(t, { SEED_DEMO_CATALOGUE: 'false' }, { database });
  const get = (path: string) => up.app.inject({ method: 'GET', url: path });

  t.same((await get('/readyz')).json(), { code: 200, message: 'ok', data: { database: 'up', storage: 'up' } });
  link.cut();
  const gone = await get('/readyz');
  t.equal(gone.statusCode, 503);
  t.same(gone.json(), { code: 503, message: 'not ready: database', data: { database: 'down', storage: 'up' } });
  t.equal((await get('/livez')).statusCode, 200, 'the process itself is alive');
  link.mend();
  await until('ready again', async () => (await get('/readyz')).statusCode === 200);
  t.same((await get('/readyz')).json().data, { database: 'up', storage: 'up' });
});

t.test('readiness follows the bucket too: once it cannot be reached, 503 naming storage', async (t) => {
  const s3 = await startS3(t);
  const up = await buildTestUpstream(t, { ...s3.env, SEED_DEMO_CATALOGUE: 'false' });
  const get = () => up.app.inject({ method: 'GET', url: '/readyz' });
  t.same((await get()).json().data, { database: 'up', storage: 'up' });
  await s3.stop();
  const gone = await get();
  t.equal(gone.statusCode, 503);
  t.same(gone.json(), { code: 503, message: 'not ready: storage', data: { database: 'up', storage: 'down' } });
});
