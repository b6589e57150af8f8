import t from 'tap';
import type { JobEntry } from '@academy/shared/jobs';
import { until } from '../../../shared/test/until.ts';
import { API, buildTestUpstream } from '../helper.ts';
import { asAdmin } from '../refunds/refund-helper.ts';
import { refusingSmtpServer } from '../smtp-server.ts';

t.test('a mail given up on waits, failed, in the admin jobs list, and is sent again from there', async (t) => {
  const smtp = await refusingSmtpServer();
  t.teardown(() => smtp.close());
  const up = await buildTestUpstream(t, { SMTP_URL: smtp.url, CONTACT_EMAIL: 'desk@academy.test' });
  const admin = await asAdmin(up);
  const jobs = async () => (await admin.get('jobs')).json().data.jobs as JobEntry[];
  const message = { name: 'Grace Hopper', email: 'grace@example.com', message: 'Please mail me back.' };
  t.equal((await up.app.inject({ method: 'POST', url: `${API}/contact`, payload: message })).statusCode, 201);
  const waiting = await until('the refused mail', async () => (await jobs()).find((j) => j.state === 'retry'));
  // Its hours of backoff pass at once: the try now due is its last.
  await up.app.database.jobs.db.executeSql(`update pgboss.job set retry_limit = retry_count, start_after = now() where id = $1`, [waiting.id]);
  const failed = await until('the mail given up on', async () => (await jobs()).find((j) => j.state === 'failed'));
  t.match(
    failed,
    { id: waiting.id, about: 'Contact form: message from Grace Hopper to desk@academy.test', error: /Try again later/, next_try_at: null },
    'listed as failed, with why',
  );

  smtp.state.accepting = true;
  t.same((await admin.post(`jobs/${waiting.id}/retry`)).json(), { code: 200, message: 'It is being tried again now' }, 'sent again');
  await until('the mail at the SMTP server', () => smtp.state.received.length > 0, { within: 10_000 });
  t.match(smtp.state.received[0], /Please mail me back\./);
  t.same(await until('the list empty', async () => ((await jobs()).length === 0 ? 'empty' : null)), 'empty', 'nothing left waiting');

  t.equal((await admin.post(`jobs/${waiting.id}/retry`)).statusCode, 404, 'a job not failed (any more) is not sent again');
  t.equal((await admin.post('jobs/not-a-job/retry')).statusCode, 422, 'a malformed id is refused');
  // A schedule's tick (reconciliation, the sweeps) is not promised work: it is not listed.
  await up.app.jobs.boss.send('sweep-uploads', {}, { startAfter: 3600 });
  t.same(await jobs(), [], "a periodic run waiting is not the admin's to send");
  t.equal((await up.app.inject({ method: 'GET', url: `${API}/admin/jobs` })).statusCode, 401, 'admins only');
});
