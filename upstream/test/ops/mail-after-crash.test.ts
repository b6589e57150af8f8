import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { generate } from 'otplib';
import type { JobEntry } from '@academy/shared/jobs';
import { startShopProcess } from '../../../scripts/shop-process.mjs';
import { until } from '../../../shared/test/until.ts';
import { ADMIN, ADMIN_TOTP_SECRET } from '../helper.ts';
import { refusingSmtpServer } from '../smtp-server.ts';
import { copySeededDataDir } from '../template.ts';

t.test('a mail promised before a crash, while SMTP refused it, leaves after the restart', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-mail-crash-'));
  await copySeededDataDir(dataDir);
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  const smtp = await refusingSmtpServer();
  t.teardown(() => smtp.close());
  // The super-admin's app provisioned at start, so the test signs in with its code as a person would.
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_TOTP_SECRET,
    SMTP_URL: smtp.url,
    CONTACT_EMAIL: 'desk@academy.test',
  };
  const first = await startShopProcess({ script: 'upstream/src/server.ts', env });
  t.teardown(() => first.stop('SIGKILL'));
  const api = `${first.url}/api/academy`;
  const json = { 'content-type': 'application/json' };
  const sent = await fetch(`${api}/contact`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Grace Hopper', email: 'grace@example.com', message: 'Crash-proof mail, please.' }),
  });
  t.equal(sent.status, 201, 'the message is taken');
  const login = (await (await fetch(`${api}/admin/login`, { method: 'POST', headers: json, body: JSON.stringify(ADMIN) })).json()) as {
    data: { token: string };
  };
  const code = JSON.stringify({ code: await generate({ secret: ADMIN_TOTP_SECRET }) });
  const proved = await fetch(`${api}/admin/security/second-factor`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${login.data.token}` },
    body: code,
  });
  t.equal(proved.status, 200, 'signed in with the code of the provisioned app');
  const pending = async () => {
    const body = (await (await fetch(`${api}/admin/jobs`, { headers: { authorization: `Bearer ${login.data.token}` } })).json()) as {
      data: { jobs: JobEntry[] };
    };
    return body.data.jobs;
  };
  const refused = await until('the mail waiting to be tried again', async () => (await pending()).find((j) => j.state === 'retry'));
  t.match(refused, { queue: 'mail', about: /to desk@academy\.test$/, error: /Try again later/ }, 'the admin sees it waiting, and why');
  t.equal(await first.stop('SIGKILL'), null, 'the process is killed, not stopped');

  smtp.state.accepting = true;
  const second = await startShopProcess({ script: 'upstream/src/server.ts', port: first.port, env });
  t.teardown(() => second.stop('SIGKILL'));
  await until('the mail at the SMTP server', () => smtp.state.received.length > 0, { within: 20_000 });
  t.match(smtp.state.received[0], /Crash-proof mail, please\./, 'the message promised before the crash');
  t.equal(smtp.state.received.length, 1, 'once');
});
