import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import t from 'tap';
import { upstreamEnv, loadUpstreamConfig } from '../../../upstream/src/config.ts';
import { bffEnv, loadBffConfig } from '../../src/config.ts';

t.test('.env.example documents exactly the variables the two config modules read', async (t) => {
  const text = await readFile(new URL('../../../.env.example', import.meta.url), 'utf8');
  const documented = new Set([...text.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]));
  const read = new Set([...Object.keys(bffEnv.shape), ...Object.keys(upstreamEnv.shape)]);
  t.same([...documented].sort(), [...read].sort());
});

t.test('a bad configuration stops with the list of bad fields', async (t) => {
  t.throws(() => loadBffConfig({ PORT: 'abc', SESSION_SECRET: 'short' }), /Invalid configuration:\n {2}PORT/);
  t.throws(() => loadBffConfig({ SESSION_SECRET: 'short' }), /SESSION_SECRET: every secret needs 32\+ characters/);
  t.throws(() => loadBffConfig({ NODE_ENV: 'production' }), /SESSION_SECRET: required in production/);
  t.throws(() => loadUpstreamConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/x' }), /JWT_SECRET: required in production/);
  t.throws(() => loadUpstreamConfig({ DATA_DIR: tmpdir(), ADMIN_EMAIL: 'nope' }), /ADMIN_EMAIL/);
});

t.test('several comma-separated secrets are read in order', async (t) => {
  const config = loadBffConfig({ DATA_DIR: tmpdir(), SESSION_SECRET: `${'a'.repeat(32)}, ${'b'.repeat(32)}` });
  t.same(config.sessionSecrets, ['a'.repeat(32), 'b'.repeat(32)]);
  t.equal(config.PUBLIC_URL, 'http://localhost:3000');
  t.equal(config.publicUrlImplicit, true);
});
