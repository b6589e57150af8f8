import t from 'tap';
import { loadUpstreamConfig } from '../../src/config.ts';
import { buildTestUpstream } from '../helper.ts';

const schedules = async (up: Awaited<ReturnType<typeof buildTestUpstream>>) =>
  Object.fromEntries((await up.app.jobs.boss.getSchedules()).map((s) => [s.name, s.cron]));

t.test('periodic work is scheduled in the job queue, once for every upstream of the database', async (t) => {
  const up = await buildTestUpstream(t);
  t.same(await schedules(up), {
    'forget-old-successors': '* * * * *',
    'live-session-reminders': '* * * * *',
    'reconcile-payments': '* * * * *',
    'rental-reminders': '0 * * * *',
    'subscription-renewals': '0 * * * *',
    'sweep-uploads': '* * * * *',
  });
  const queues = await up.app.jobs.boss.getQueues(['reconcile-payments', 'sweep-uploads', 'forget-old-successors']);
  t.same(
    queues.map((q) => q.policy),
    ['singleton', 'singleton', 'singleton'],
    'one run at a time across upstreams',
  );
});

t.test('RECONCILE_EVERY_SECONDS is whole minutes as a cron; 0 leaves only the admin’s Run now', async (t) => {
  t.equal((await schedules(await buildTestUpstream(t, { RECONCILE_EVERY_SECONDS: '300' })))['reconcile-payments'], '*/5 * * * *');
  t.notOk('reconcile-payments' in (await schedules(await buildTestUpstream(t, { RECONCILE_EVERY_SECONDS: '0' }))), 'not scheduled');
  t.throws(
    () => loadUpstreamConfig({ RECONCILE_EVERY_SECONDS: '90', DATA_DIR: t.testdirName }),
    /RECONCILE_EVERY_SECONDS: 0, or whole minutes/,
    'a minute and a half is refused',
  );
});
