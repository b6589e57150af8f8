import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import t from 'tap';
import { systemClock } from '@academy/shared/server/clock';
import { knownPlaces } from '../../src/http/known-places.ts';
import { API, buildTestUpstream, type TestUpstream } from '../helper.ts';

// With REDIS_URL, every upstream instance counts the same login attempts (the Redis this machine runs
// on 127.0.0.1:6379); without it, each counts its own. Each test run takes its own key prefix.
const REDIS_URL = 'redis://127.0.0.1:6379';
const prefix = () => `test-${randomUUID()}:`;

const login = (up: TestUpstream, email: string, ip = '10.0.0.1') =>
  up.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { email, password: 'whatever-1' }, remoteAddress: ip });
const pair = async (env: Record<string, string>) => [await buildTestUpstream(t, env), await buildTestUpstream(t, env)] as const;

t.test('Redis answers on 127.0.0.1:6379 (start it as the README says)', async (t) => {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  t.teardown(() => redis.disconnect());
  await redis.connect();
  t.equal(await redis.ping(), 'PONG');
});

t.test('two upstreams sharing Redis count one client’s guesses together', async (t) => {
  const [a, b] = await pair({ AUTH_RATE_LIMIT: '3', REDIS_URL, REDIS_PREFIX: prefix() });
  const codes = [await login(a, 'x@example.com'), await login(a, 'x@example.com'), await login(b, 'x@example.com'), await login(b, 'x@example.com')];
  t.same(
    codes.map((r) => r.statusCode),
    [401, 401, 401, 429],
    'the fourth guess is refused, though it is only the second on b',
  );
  t.equal((await login(a, 'x@example.com')).statusCode, 429, 'and a refuses it too');
  t.equal((await login(b, 'x@example.com', '10.0.0.2')).statusCode, 401, 'another client is not affected');
});

t.test('without Redis each upstream counts only its own', async (t) => {
  const [a, b] = await pair({ AUTH_RATE_LIMIT: '3' });
  const codes = [];
  for (const up of [a, a, b, b]) codes.push((await login(up, 'y@example.com')).statusCode);
  t.same(codes, [401, 401, 401, 401]);
});

t.test('two shops on one Redis, told apart by REDIS_PREFIX, do not share counts', async (t) => {
  const a = await buildTestUpstream(t, { AUTH_RATE_LIMIT: '2', REDIS_URL, REDIS_PREFIX: prefix() });
  const b = await buildTestUpstream(t, { AUTH_RATE_LIMIT: '2', REDIS_URL, REDIS_PREFIX: prefix() });
  const codes = [];
  for (const up of [a, a, b, b]) codes.push((await login(up, 'z@example.com')).statusCode);
  t.same(codes, [401, 401, 401, 401]);
});

t.test('a place where the owner signed in is known to every instance', async (t) => {
  const redis = new Redis(REDIS_URL);
  t.teardown(() => redis.quit());
  const p = prefix();
  const [one, two] = [knownPlaces(redis, p, systemClock), knownPlaces(redis, p, systemClock)];
  await one.add('owner@example.com|10.0.0.7');
  t.ok(await two.has('owner@example.com|10.0.0.7'));
  t.notOk(await two.has('owner@example.com|10.0.0.8'), 'another place is not');
  t.notOk(await knownPlaces(redis, prefix(), systemClock).has('owner@example.com|10.0.0.7'), 'nor is it known to another shop');
  t.ok((await redis.pttl(`${p}known-place:owner@example.com|10.0.0.7`)) > 29 * 24 * 3600_000, 'it is kept for 30 days');
});

t.test('with Redis unreachable, logins are still answered (the limit lets them through)', async (t) => {
  const up = await buildTestUpstream(t, { AUTH_RATE_LIMIT: '1', REDIS_URL: 'redis://127.0.0.1:1', REDIS_PREFIX: prefix() });
  const codes = [];
  for (let i = 0; i < 3; i++) codes.push((await login(up, 'down@example.com')).statusCode);
  t.same(codes, [401, 401, 401]);
});

t.test("the limits' Redis keys are the shop's prefix and the limiter's own key, nothing undefined", async (t) => {
  const p = prefix();
  const up = await buildTestUpstream(t, { AUTH_RATE_LIMIT: '5', REDIS_URL, REDIS_PREFIX: p });
  await login(up, 'keys@example.com', '10.0.0.9');
  const redis = new Redis(REDIS_URL);
  t.teardown(() => redis.quit());
  const keys = (await redis.keys(`${p}*`)).sort();
  t.same(
    keys,
    [`${p}rate-limit:email-ip:keys@example.com|10.0.0.9`, `${p}rate-limit:email:keys@example.com`, `${p}rate-limit:ip:${API}/auth/login|10.0.0.9`],
    'one per limiter, named by its key',
  );
  t.ok((await redis.pttl(`${p}rate-limit:email:keys@example.com`)) > 14 * 60_000, "each with its limiter's window (15 minutes here)");
});
