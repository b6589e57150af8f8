import { readFile, stat } from 'node:fs/promises';
import t from 'tap';
import { API, buildTestUpstream } from '../helper.ts';

// A production start never prints a password: its logs are collected and kept. The first
// super-admin's generated password goes to a file only the shop's user can read.
t.test('in production the generated super-admin password is written to an owner-only file, not printed', async (t) => {
  const lines: string[] = [];
  const up = await buildTestUpstream(
    t,
    {
      NODE_ENV: 'production',
      ADMIN_PASSWORD: '',
      PASSWORD_HASH_COST: '32768',
      PAYMENT_PROVIDER: 'nowpayments',
      NOWPAYMENTS_API_KEY: 'test-key',
      NOWPAYMENTS_IPN_SECRET: 'test-ipn-secret',
      LOG_LEVEL: 'info',
    },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
  const { superAdmin } = up.app;
  t.equal(superAdmin.generatedPassword, null, 'nothing for the start-up block to print');
  t.equal(superAdmin.passwordFile, `${up.dataDir}/super-admin-password`);
  const file = await stat(superAdmin.passwordFile!);
  t.equal(file.mode & 0o777, 0o600, 'readable and writable by its owner only');
  const password = (await readFile(superAdmin.passwordFile!, 'utf8')).trim();
  t.ok(password.length >= 16, 'a long password');
  t.notOk(
    lines.some((l) => l.includes(password)),
    'in no log line',
  );
  const login = await up.app.inject({ method: 'POST', url: `${API}/admin/login`, payload: { email: superAdmin.email, password } });
  t.equal(login.statusCode, 200, 'and it signs the super-admin in');
});
