import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { parseEnv } from 'node:util';
import t from 'tap';
import { upstreamEnv, loadUpstreamConfig } from '../../../upstream/src/config.ts';
import { bffEnv, loadBffConfig } from '../../src/config.ts';

const envExample = async () => readFile(new URL('../../../.env.example', import.meta.url), 'utf8');

t.test('.env.example documents exactly the variables the two config modules read', async (t) => {
  const documented = new Set([...(await envExample()).matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]));
  const read = new Set([...Object.keys(bffEnv.shape), ...Object.keys(upstreamEnv.shape)]);
  t.same([...documented].sort(), [...read].sort());
});

t.test('docs/configuration.md describes exactly the variables the two config modules read', async (t) => {
  const page = await readFile(new URL('../../../docs/configuration.md', import.meta.url), 'utf8');
  const variables = page.slice(page.indexOf('\n## Variables\n'), page.indexOf('\n## ', page.indexOf('\n## Variables\n') + 1));
  // Each item starts with its variables: "- `HOST`, `PORT` (default: ...)".
  const described = new Set([...variables.matchAll(/^- ((?:`[A-Z_]+`(?:, )?)+)/gm)].flatMap((m) => [...m[1]!.matchAll(/`([A-Z_]+)`/g)].map((v) => v[1])));
  const read = new Set([...Object.keys(bffEnv.shape), ...Object.keys(upstreamEnv.shape)]);
  t.same([...described].sort(), [...read].sort());
});

t.test('.env.example copied to .env as it is starts both services', async (t) => {
  const env = { ...parseEnv(await envExample()), DATA_DIR: tmpdir() };
  t.doesNotThrow(() => loadBffConfig(env), 'the BFF');
  t.doesNotThrow(() => loadUpstreamConfig(env), 'the upstream');
});

t.test('a setting both services read has one rule, from shared/', async (t) => {
  const both = Object.keys(bffEnv.shape).filter((key) => key in upstreamEnv.shape);
  t.ok(both.includes('REFRESH_GRACE_SECONDS') && both.includes('PUBLIC_URL') && both.includes('PRODUCT'));
  for (const key of both) t.equal(bffEnv.shape[key as keyof typeof bffEnv.shape], upstreamEnv.shape[key as keyof typeof upstreamEnv.shape], key);
});

t.test('a shared setting gets the same verdict and the same value from both services', async (t) => {
  // Everything else valid for both, production included, so only the setting under test decides.
  const base = {
    DATA_DIR: tmpdir(),
    SESSION_SECRET: 's'.repeat(32),
    JWT_SECRET: 'j'.repeat(32),
    PAYMENT_PROVIDER: 'nowpayments',
    NOWPAYMENTS_API_KEY: 'key',
    NOWPAYMENTS_IPN_SECRET: 'secret',
  };
  const cases: Record<string, string[]> = {
    REFRESH_GRACE_SECONDS: ['0', '30', '-1', '1.5', 'abc', ''],
    PUBLIC_URL: ['', 'http://shop.example', 'https://shop.example/', 'ftp://shop.example', 'shop.example'],
    PORT: ['0', '8080', '65536', 'x'],
    PRODUCT: ['academy', 'my-shop', 'My Shop', ''],
    NODE_ENV: ['production', 'test', 'staging'],
    LOG_LEVEL: ['warn', 'loud'],
    MEDIA_HOSTS: ['', 'https://media.example.com', 'https://a.example, https://b.example:8443', 'http://media.example.com', 'https://media.example.com/videos'],
    TEST_CLOCK: ['true', 'false', 'maybe'],
  };
  const verdict = (load: () => Record<string, unknown>, key: string) => {
    try {
      const config = load();
      return { ok: true, value: config[key], shopOrigins: config.shopOrigins };
    } catch {
      return { ok: false };
    }
  };
  for (const [key, values] of Object.entries(cases)) {
    for (const value of values) {
      const env = { ...base, [key]: value };
      t.same(
        verdict(() => loadUpstreamConfig(env), key),
        verdict(() => loadBffConfig(env), key),
        `${key}=${value}`,
      );
    }
  }
  t.equal(loadBffConfig({ ...base, REFRESH_GRACE_SECONDS: '0' }).REFRESH_GRACE_SECONDS, 0, '0 is no grace, accepted by both');
  for (const load of [loadBffConfig, loadUpstreamConfig])
    t.throws(() => load({ ...base, NODE_ENV: 'production', TEST_CLOCK: 'true' }), /TEST_CLOCK/, 'no clock that moves in production');
});

t.test('without PUBLIC_URL the shop is localhost and 127.0.0.1 on PORT; with it, PUBLIC_URL alone', async (t) => {
  for (const load of [loadBffConfig, loadUpstreamConfig]) {
    const implicit = load({ DATA_DIR: tmpdir(), PORT: '4321' });
    t.equal(implicit.PUBLIC_URL, 'http://localhost:4321');
    t.same(implicit.shopOrigins, ['http://localhost:4321', 'http://127.0.0.1:4321']);
    const explicit = load({ DATA_DIR: tmpdir(), PORT: '4321', PUBLIC_URL: 'https://shop.example/' });
    t.equal(explicit.PUBLIC_URL, 'https://shop.example');
    t.same(explicit.shopOrigins, ['https://shop.example']);
  }
});

t.test('a bad configuration stops with the list of bad fields', async (t) => {
  t.throws(() => loadBffConfig({ PORT: 'abc', SESSION_SECRET: 'short' }), /Invalid configuration:\n {2}PORT/);
  t.throws(() => loadBffConfig({ SESSION_SECRET: 'short' }), /SESSION_SECRET: every secret needs 32\+ characters/);
  t.throws(() => loadBffConfig({ NODE_ENV: 'production' }), /SESSION_SECRET: required in production/);
  t.throws(() => loadUpstreamConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/x' }), /JWT_SECRET: required in production/);
  t.throws(() => loadUpstreamConfig({ DATA_DIR: tmpdir(), ADMIN_EMAIL: 'nope' }), /ADMIN_EMAIL/);
  t.throws(() => loadUpstreamConfig({ DATA_DIR: tmpdir(), PASSWORD_HASH_COST: '5000' }), /PASSWORD_HASH_COST: a power of two/);
  t.throws(
    () => loadUpstreamConfig({ NODE_ENV: 'production', DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(32), PASSWORD_HASH_COST: '1024' }),
    /PASSWORD_HASH_COST: at least 32768 in production/,
  );
});

t.test('several comma-separated secrets are read in order', async (t) => {
  const config = loadBffConfig({ DATA_DIR: tmpdir(), SESSION_SECRET: `${'a'.repeat(32)}, ${'b'.repeat(32)}` });
  t.same(config.sessionSecrets, ['a'.repeat(32), 'b'.repeat(32)]);
});
