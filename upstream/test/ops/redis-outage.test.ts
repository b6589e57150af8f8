import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import t from 'tap';
import { Redis } from 'ioredis';
import { freePort } from '../../../scripts/shop-process.mjs';
import { until } from '../../../shared/test/until.ts';
import { API, buildTestUpstream } from '../helper.ts';

// Redis going away must cost a login milliseconds and the log two lines (down, back), not seconds
// and a warning per reconnect. The test runs its own Redis server and stops it.
const port = await freePort();
let server: ChildProcess | undefined;
async function startRedis() {
  server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const answers = async () => {
    const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    const pong = await probe.ping().catch(() => '');
    probe.disconnect();
    return pong === 'PONG';
  };
  await until('redis answers', answers, { within: 10_000 });
}
const stopRedis = async () => {
  const stopped = once(server!, 'exit');
  server!.kill('SIGKILL');
  await stopped;
};
t.teardown(() => void server?.kill('SIGKILL'));

await startRedis();
const lines: string[] = [];
const up = await buildTestUpstream(
  t,
  { REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_PREFIX: 'outage:', LOG_LEVEL: 'info' },
  { logStream: { write: (line: string) => void lines.push(line) } },
);
const login = async () => {
  const began = performance.now();
  const res = await up.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { email: 'nobody@example.com', password: 'wrong-password' } });
  return { status: res.statusCode, ms: performance.now() - began };
};
const said = (text: string) => lines.filter((l) => l.includes(text)).length;
const readiness = async () => {
  const res = await up.app.inject({ method: 'GET', url: '/readyz' });
  return { status: res.statusCode, redis: res.json().data.redis };
};

t.test('with Redis gone, logins answer at once as before, and the outage is logged once; back, once more', async (t) => {
  t.equal((await login()).status, 401, 'a wrong password, with Redis up');
  t.same(await readiness(), { status: 200, redis: 'up' }, 'ready, Redis named');
  // Counted from here: on a busy machine the first connect may time out once at start (a line each way).
  const before = { unavailable: said('redis unavailable'), back: said('redis back') };
  await stopRedis();
  const during = [];
  for (let i = 0; i < 5; i++) during.push(await login());
  t.same(
    during.map((d) => d.status),
    [401, 401, 401, 401, 401],
    'answered, not refused: the limits let requests through while Redis is away',
  );
  const slowest = Math.max(...during.map((d) => d.ms));
  t.ok(slowest < 2000, `each in well under the 4-12 s seen before (slowest ${Math.round(slowest)} ms)`);
  await until('the outage is logged', () => said('redis unavailable') > before.unavailable);
  t.same(await readiness(), { status: 503, redis: 'down' }, 'not ready, naming Redis');

  await startRedis();
  await until('the upstream is back on Redis', async () => said('redis back') === before.back + 1, { within: 20_000 });
  t.equal(said('redis unavailable'), before.unavailable + 1, 'one warning for the whole outage, whatever the reconnect attempts');
  t.equal((await login()).status, 401);
  t.same(await readiness(), { status: 200, redis: 'up' }, 'ready again by itself');
});
