import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';

// Started in production as the README's Docker line would be, but with nothing set: every problem of
// both services is said at once, as one JSON log line and as text, and nothing starts.
const root = fileURLToPath(new URL('../../..', import.meta.url));

function start(script: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-config-'));
  return spawnSync(process.execPath, ['--import=./scripts/esm-fast-path.mjs', script], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, NODE_ENV: 'production', PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

t.test('the shop in production with nothing set names every missing setting of both services at once', async (t) => {
  const run = start('bff/src/server.ts', {});
  t.equal(run.status, 1, 'exits 1');
  const lines = run.stdout.trim().split('\n');
  t.equal(lines.length, 1, 'one line on stdout');
  const logged = JSON.parse(lines[0]!) as { level: number; msg: string; problems: string[] };
  t.match(logged, { level: 60, msg: 'Invalid configuration' });
  for (const name of ['SESSION_SECRET', 'JWT_SECRET', 'PAYMENT_PROVIDER'])
    t.ok(
      logged.problems.some((p) => p.startsWith(`${name}:`)),
      `${name} is named`,
    );
  t.match(run.stderr, /^Invalid configuration:\n {2}SESSION_SECRET/);
  t.notMatch(run.stderr, /\n\s+at /, 'no stack trace');
});

t.test('the upstream alone says its own problems the same way', async (t) => {
  const run = start('upstream/src/server.ts', { PAYMENT_PROVIDER: 'nowpayments', JWT_SECRET: 'x'.repeat(32) });
  t.equal(run.status, 1);
  t.same(JSON.parse(run.stdout.trim()).problems, ['NOWPAYMENTS_API_KEY, NOWPAYMENTS_IPN_SECRET: both required with PAYMENT_PROVIDER=nowpayments']);
  t.notMatch(run.stderr, /\n\s+at /);
});
