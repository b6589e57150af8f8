import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const check = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import=./scripts/esm-fast-path.mjs', 'bff/src/config-check.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });

t.test("npm run config:check prints both services' settings as they would run, secrets and URL passwords hidden", async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-config-check-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  const secrets = {
    SESSION_SECRET: 's'.repeat(40),
    JWT_SECRET: 'j'.repeat(40),
    TELEGRAM_BOT_TOKEN: '123456:bot-token-value',
    ADMIN_PASSWORD: 'admin-password-1',
  };
  const run = check({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://shop:db-password@127.0.0.1/shop', PORT: '3456', TELEGRAM_CHAT_ID: '-1001234', ...secrets });
  t.equal(run.status, 0, run.stderr);
  t.match(run.stdout, /^# The BFF\n/);
  t.match(run.stdout, /\n# The built-in upstream\n/);
  t.match(run.stdout, /\nPORT=3456\n/, 'values as set');
  t.match(run.stdout, /\nDRAIN_SECONDS=30\n/, 'and defaults filled in');
  t.match(run.stdout, /\nDATABASE_URL=postgres:\/\/shop:\*\*\*\*@127\.0\.0\.1\/shop\n/, "a URL's password is hidden");
  t.match(run.stdout, /\nJWT_SECRET=\(set, hidden\)\n/);
  t.match(run.stdout, /\nACCESS_TOKEN_TTL=900\n/, 'a lifetime is not a secret');
  for (const value of [...Object.values(secrets), 'db-password']) t.notMatch(run.stdout, value, 'no secret shown');
});

t.test('a wrong configuration is every problem at once, exit 1', async (t) => {
  const run = check({ NODE_ENV: 'production' });
  t.equal(run.status, 1);
  t.match(run.stderr, /Invalid configuration:\n/);
  t.match(run.stderr, /SESSION_SECRET: required in production/, "the BFF's");
  t.match(run.stderr, /JWT_SECRET/, "and the upstream's");
  t.equal(run.stdout.split('\n')[0]?.startsWith('{"level":60'), true, 'as one JSON log line on stdout too');
});
