import supertest from 'supertest';
import t from 'tap';
import { buildTestShop, call } from '../helper.ts';

// TEST_CLOCK lets a browser test move the shop's clock (web/e2e/session-states.test.ts); the
// config refuses it in production (config/config.test.ts).
const plain = await buildTestShop(t);
const movable = await buildTestShop(t, { up: plain.up, bffEnv: { TEST_CLOCK: 'true' } });

t.test('without TEST_CLOCK there is no clock to move', async () => {
  await call(plain.app, 'post', '/bff/test-clock').send({ advance_seconds: 60 }).expect(404);
});

t.test('with it, POST /bff/test-clock moves the clock forward, never back, for the shop’s own pages only', async (t) => {
  const before = movable.app.clock.now();
  const res = await call(movable.app, 'post', '/bff/test-clock').send({ advance_seconds: 3600 }).expect(200);
  t.ok(Date.parse(res.body.data.now) - before >= 3600_000, 'an hour on');
  t.ok(movable.app.clock.now() - Date.now() >= 3599_000, 'and it stays on');
  t.equal((await call(movable.app, 'post', '/bff/test-clock').send({ advance_seconds: -1 })).status, 422, 'not back');
  t.equal((await supertest(movable.app.server).post('/bff/test-clock').send({ advance_seconds: 1 })).status, 403, 'not without x-csrf');
});
