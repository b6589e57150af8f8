import t from 'tap';
import supertest from 'supertest';
import { sample } from '../../../shared/test/prometheus-sample.ts';
import { API, buildTestShop, call } from '../helper.ts';

const TOKEN = 'bff-metrics-token-for-tests';

t.test("the BFF's /metrics: its requests (hot path and Fastify's alike) and the upstream's answers, to the token only", async (t) => {
  const shop = await buildTestShop(t, { bffEnv: { METRICS_TOKEN: TOKEN } });
  const scrape = (authorization?: string) => {
    const req = supertest(shop.app.server).get('/metrics');
    return authorization ? req.set('authorization', authorization) : req;
  };
  await scrape().expect(401);
  await call(shop.app, 'get', `${API}/courses`).expect(200); // the hot path (bff/src/proxy/fast-path.ts)
  await call(shop.app, 'get', `${API}/singleCourse?slug=forex-foundations`).expect(200);
  await call(shop.app, 'get', '/bff/session').expect(200);

  const text = (await scrape(`Bearer ${TOKEN}`).expect(200)).text;
  t.equal(sample(text, 'http_request_duration_seconds_count', { service: 'bff', route: `${API}/courses`, status: '200' }), 1, 'a hot-path call, by its route');
  t.equal(sample(text, 'http_request_duration_seconds_count', { service: 'bff', route: '/bff/session', status: '200' }), 1, "one of Fastify's own");
  t.ok(sample(text, 'bff_upstream_duration_seconds_count', { method: 'GET', status: '200' })! >= 2, "the upstream's answers, timed");
  t.equal(sample(text, 'http_request_duration_seconds_count', { service: 'upstream' }), undefined, "the upstream's numbers are its own");
});

t.test('without METRICS_TOKEN the BFF serves no /metrics', async (t) => {
  const shop = await buildTestShop(t);
  const res = await supertest(shop.app.server).get('/metrics').set('authorization', 'Bearer anything-at-all-here');
  t.notMatch(res.text, /http_request_duration_seconds/, 'no numbers: the path is a page like any other (the SPA answers it)');
});
