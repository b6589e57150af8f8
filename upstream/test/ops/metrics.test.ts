import t from 'tap';
import { sample } from '../../../shared/test/prometheus-sample.ts';
import { API, buildTestUpstream } from '../helper.ts';
import { lastMailTo } from '../outbox.ts';
import { boughtItems } from '../refunds/refund-helper.ts';

const TOKEN = 'metrics-token-for-tests';

t.test('/metrics: request durations by route, payment outcomes, mails and the job queue, to the token only', async (t) => {
  const up = await buildTestUpstream(t, { METRICS_TOKEN: TOKEN });
  const scrape = (authorization?: string) => up.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
  t.equal((await scrape()).statusCode, 401, 'no token, no numbers');
  t.equal((await scrape('Bearer wrong-token-of-same-size')).statusCode, 401, 'nor with a wrong one');

  await up.app.inject({ method: 'GET', url: `${API}/courses` });
  const buyer = await boughtItems(up, 'metrics', { courses: ['forex-foundations'] });
  // The receipt is sent (on PostgreSQL the worker polls each second) before the worker stops.
  await lastMailTo(up.dataDir, buyer.email, { subject: /receipt/ });
  // A mail that waits: the queue's worker is stopped, so the contact form's mail stays queued.
  await up.app.jobs.boss.offWork('mail');
  await up.app.inject({ method: 'POST', url: `${API}/contact`, payload: { name: 'Grace Hopper', email: 'grace@example.com', message: 'Counted, not sent.' } });

  const res = await scrape(`Bearer ${TOKEN}`);
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^text\/plain; version=0\.0\.4/, "Prometheus' text format");
  const text = res.body;
  t.equal(
    sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/academy/courses', status: '200', service: 'upstream' }),
    1,
    'a request, by its declared route',
  );
  t.equal(sample(text, 'payment_outcomes_total', { provider: 'sandbox', source: 'notice', outcome: 'credited' }), 1, 'the payment');
  t.ok(sample(text, 'mails_total', { result: 'sent' })! >= 2, 'the mails sent (registration, receipt)');
  t.equal(sample(text, 'jobs', { queue: 'mail', state: 'created' }), 1, 'the mail waiting in the queue');
  t.ok(sample(text, 'process_resident_memory_bytes', { service: 'upstream' })! > 0, "and the process's own");
});

t.test('without METRICS_TOKEN there is no /metrics', async (t) => {
  const up = await buildTestUpstream(t);
  t.equal((await up.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer anything-at-all-here' } })).statusCode, 404);
});
