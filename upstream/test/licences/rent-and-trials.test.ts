import { createPublicKey, verify } from 'node:crypto';
import t from 'tap';
import { advance } from '../../../shared/test/clock.ts';
import { API, buildTestUpstream, registeredCustomer } from '../helper.ts';
import { cartPayment, initialize, notice, sendNotice } from '../payments/pay-helper.ts';
import { asAdmin, customerGet } from '../refunds/refund-helper.ts';
import { lastMailTo } from '../outbox.ts';

// A robot rented by the month and tried for free: the licence's end in the signed verdict, a demo
// trial kept off real accounts, a time trial whose clock starts at the first activation, and a
// purchase that carries on the same key. Time is the app's clock, moved.
const DAY = 86_400_000;
const up = await buildTestUpstream(t, { LICENCE_RATE_LIMIT: '100000', AUTH_RATE_LIMIT: '1000', TEST_CLOCK: 'true' });
/** The admin, logged in at each call: the moved clock outlives a token. */
const admin = {
  get: async (url: string) => (await asAdmin(up)).get(url),
  post: async (url: string, payload: object) => (await asAdmin(up)).post(url, payload),
  refund: async (orderId: string, payload: object) => (await asAdmin(up)).refund(orderId, payload),
};
const secret = up.app.config.sandboxSecret;
const publicKey = createPublicKey((await up.app.inject({ method: 'GET', url: `${API}/licences/public-key` })).json().data.pem);

type Customer = { email: string; password: string };
/** A token issued now: the moved clock outlives the one from before. */
const fresh = async (c: Customer) =>
  (await up.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { email: c.email, password: c.password } })).json().data.token as string;
const robotOf = async (c: Customer, slug: string) => (await customerGet(up, await fresh(c), `singleRobot?slug=${slug}`)).json().data;
const licenceOf = async (c: Customer, slug: string) => (await customerGet(up, await fresh(c), `robots/${slug}/licence`)).json();
const check = async (action: 'activate' | 'verify', body: object) => {
  const answer = (await up.app.inject({ method: 'POST', url: `${API}/licences/${action}`, payload: body })).json().data;
  // Every answer is the shop's: its signature covers the licence's end and the demo flag.
  if (!verify(null, Buffer.from(answer.payload), publicKey, Buffer.from(answer.signature, 'base64'))) throw new Error('unsigned answer');
  return answer;
};
/** Pays through the sandbox's notice, as a crypto payment does. */
async function pay(c: Customer, body: { amount: number; metadata: string }) {
  const init = await initialize(up, await fresh(c), { currency: 'USD', ...body });
  if (init.statusCode !== 200) return init;
  return sendNotice(up, notice({ order_id: init.json().data.order_id, amount: body.amount }), secret);
}
const priceOf = async (slug: string) => (await up.app.inject({ method: 'GET', url: `${API}/singleRobot?slug=${slug}` })).json().data.usd as number;
const buy = async (c: Customer, slug: string) => pay(c, cartPayment(await priceOf(slug), [], [slug]));
const rent = (c: Customer, robot: string, months: number, amount: number) => pay(c, { amount, metadata: JSON.stringify({ rent: { robot, months } }) });

const RENTED = 'forex-trend-rider-ea';
const TRIED = 'crypto-grid-master-ea';

t.test('the admin rents a robot by the month and gives another a demo trial; bad terms change nothing', async (t) => {
  const before = (await admin.get(`robots/${RENTED}`)).json().data;
  t.same([before.sale, before.rent_usd, before.trial], ['buy', null, 'none'], 'robots are sold outright, untried, until the admin says');
  const unpriced = await admin.post('updateRobot', { slug: RENTED, sale: 'both' });
  t.equal(unpriced.statusCode, 422, 'renting needs a rent');
  t.equal((await admin.get(`robots/${RENTED}`)).json().data.sale, 'buy', 'nothing was saved');
  t.equal((await admin.post('updateRobot', { slug: RENTED, sale: 'both', rent_usd: -3 })).json().message, 'Rent must be above 0');
  t.equal((await admin.post('updateRobot', { slug: RENTED, trial: 'time', trial_days: 0 })).statusCode, 422);
  t.equal((await admin.post('updateRobot', { slug: RENTED, sale: 'both', rent_usd: 19.5 })).statusCode, 200);
  t.equal((await admin.post('updateRobot', { slug: TRIED, trial: 'demo' })).statusCode, 200);
  const shown = (await up.app.inject({ method: 'GET', url: `${API}/singleRobot?slug=${RENTED}` })).json().data;
  t.same(shown.terms.rent.usd, 19.5, 'the monthly rent is public');
  t.equal(shown.terms.sale, 'both');
  t.equal(shown.my_licence, null);
});

t.test('a rental runs from payment to the months paid, renews from its end, and then answers expired', async (t) => {
  const renter = await registeredCustomer(up, 'renter');
  t.equal((await rent(renter, RENTED, 2, 39)).statusCode, 422, 'two months is not a rental period');
  const wrong = await rent(renter, RENTED, 1, 10);
  t.equal(wrong.statusCode, 422, 'the server prices the rent');
  t.match(wrong.json().message, /19\.50 USD/);
  t.equal((await rent(renter, TRIED, 1, 10)).statusCode, 409, 'a robot not for rent');
  const paidAt = up.app.clock.now();
  t.equal((await rent(renter, RENTED, 1, 19.5)).json().message, 'credited');

  const robot = await robotOf(renter, RENTED);
  t.equal(robot.owned, false, 'rented, not owned');
  t.ok(robot.zip, 'a renter downloads the robot');
  t.equal(robot.my_licence.term, 'rent');
  const end = new Date(robot.my_licence.expires_at);
  t.ok(end.getTime() - paidAt >= 28 * DAY && end.getTime() - paidAt <= 31 * DAY, 'a month from the payment');
  const licence = (await licenceOf(renter, RENTED)).data;
  const asks = { key: licence.key, account: '9001', server: 'Broker-Live', robot: RENTED, trade_mode: 'real' };
  const active = await check('activate', asks);
  t.equal(active.status, 'active');
  t.equal(active.licence_expires_at, end.toISOString(), 'the signed verdict carries the end');
  t.equal(active.demo_only, false);

  // Paid again ten days before the end: three more months from the end, not from the payment.
  advance(end.getTime() - 10 * DAY - up.app.clock.now(), up.app);
  t.equal((await rent(renter, RENTED, 3, 58.5)).json().message, 'credited');
  const renewed = new Date((await robotOf(renter, RENTED)).my_licence.expires_at);
  const expected = new Date(end);
  expected.setUTCMonth(expected.getUTCMonth() + 3);
  t.equal(renewed.toISOString(), expected.toISOString(), 'renewing early loses nothing');
  t.equal((await licenceOf(renter, RENTED)).data.key, licence.key, 'the same key');
  const offline = await check('verify', asks);
  t.ok(new Date(offline.expires_at) <= renewed, 'an answer is never trusted offline past the licence');

  advance(renewed.getTime() + 1000 - up.app.clock.now(), up.app);
  const expired = await check('verify', asks);
  t.equal(expired.status, 'expired');
  t.match(expired.reason, `This rental ended on ${renewed.toISOString().slice(0, 10)}`);
  const after = await robotOf(renter, RENTED);
  t.same([after.zip, after.my_licence.expired], [null, true], 'no download once it ended');
  const link = await up.app.inject({
    method: 'POST',
    url: `${API}/robots/${RENTED}/download-link`,
    headers: { authorization: `Bearer ${await fresh(renter)}` },
  });
  t.equal(link.statusCode, 403);

  // Back later: a new month from the day they pay, on the same key.
  t.equal((await rent(renter, RENTED, 1, 19.5)).json().message, 'credited');
  t.equal((await check('verify', asks)).status, 'active', 'the same key works again');
});

t.test('a rental cannot be bought through the cart of a robot rented only, nor rented by its owner', async (t) => {
  const owner = await registeredCustomer(up, 'owner');
  t.equal((await buy(owner, RENTED)).json().message, 'credited', 'bought outright');
  t.equal((await rent(owner, RENTED, 1, 19.5)).statusCode, 409, 'an owner has nothing to rent');
  const rentOnly = await admin.post('updateRobot', { slug: RENTED, sale: 'rent' });
  t.equal(rentOnly.statusCode, 200, rentOnly.body);
  const shopper = await registeredCustomer(up, 'shopper');
  const add = await up.app.inject({
    method: 'POST',
    url: `${API}/cart/add`,
    payload: { slug: RENTED, type: 'robot' },
    headers: { authorization: `Bearer ${await fresh(shopper)}` },
  });
  t.equal(add.statusCode, 409);
  t.match(add.json().message, 'is for rent only');
  t.equal((await initialize(up, await fresh(shopper), cartPayment(await priceOf(RENTED), [], [RENTED]))).statusCode, 409, 'nor checked out');
  t.equal((await robotOf(owner, RENTED)).my_licence.term, 'owned', 'the owner keeps theirs');
  await admin.post('updateRobot', { slug: RENTED, sale: 'both' });
});

t.test('a demo trial runs on demo accounts only; buying converts the same key', async (t) => {
  const trier = await registeredCustomer(up, 'trier');
  const start = () => up.app.inject({ method: 'POST', url: `${API}/robots/${TRIED}/trial`, payload: {}, headers: { authorization: `Bearer ${trier.token}` } });
  const started = await start();
  t.equal(started.statusCode, 201, started.body);
  t.same(started.json().data, { term: 'trial', expires_at: null, expired: false, demo_only: true, trial_days: null });
  t.equal((await start()).statusCode, 409, 'once per customer');
  const { key } = (await licenceOf(trier, TRIED)).data;
  const asks = { key, account: '4401', server: 'Broker-Demo', robot: TRIED };
  const demo = await check('activate', { ...asks, trade_mode: 'demo' });
  t.same([demo.status, demo.demo_only, demo.licence_expires_at], ['active', true, null]);
  const real = await check('activate', { ...asks, account: '4402', server: 'Broker-Live', trade_mode: 'real' });
  t.equal(real.status, 'demo_only', 'a real account is refused');
  t.equal((await check('activate', { ...asks, account: '4403' })).status, 'demo_only', 'so is a robot that does not say');
  t.equal((await licenceOf(trier, TRIED)).data.activations.length, 1, 'and takes no slot');

  const bought = await buy(trier, TRIED);
  t.equal(bought.json().message, 'credited');
  const owned = (await licenceOf(trier, TRIED)).data;
  t.equal(owned.key, key, 'the same key');
  t.same([owned.term, owned.demo_only], ['owned', false]);
  t.equal((await check('activate', { ...asks, account: '4402', server: 'Broker-Live', trade_mode: 'real' })).status, 'active', 'now on a real account');
  t.equal(owned.activations.length, 1, 'the demo account kept its slot');
});

t.test('a time trial starts at its first activation and ends that many days later; renting carries on its key', async (t) => {
  t.equal((await admin.post('updateRobot', { slug: RENTED, trial: 'time', trial_days: 5 })).statusCode, 200);
  const trier = await registeredCustomer(up, 'timed');
  const started = await up.app.inject({
    method: 'POST',
    url: `${API}/robots/${RENTED}/trial`,
    payload: {},
    headers: { authorization: `Bearer ${await fresh(trier)}` },
  });
  t.same([started.json().data.trial_days, started.json().data.expires_at], [5, null], 'not started until used');
  const { key } = (await licenceOf(trier, RENTED)).data;
  advance(3 * DAY, up.app);
  const asks = { key, account: '3301', server: 'Broker-Live', robot: RENTED, trade_mode: 'real' };
  const first = await check('activate', asks);
  t.equal(first.status, 'active');
  t.equal(new Date(first.licence_expires_at).getTime() - new Date(first.checked_at).getTime(), 5 * DAY, 'five days from the first activation');
  advance(5 * DAY, up.app);
  const ended = await check('verify', asks);
  t.equal(ended.status, 'expired');
  t.match(ended.reason, 'This free trial ended on');
  t.equal((await rent(trier, RENTED, 1, 19.5)).json().message, 'credited');
  const rented = (await licenceOf(trier, RENTED)).data;
  t.same([rented.key, rented.term], [key, 'rent'], 'the trial became the rental');
  t.equal((await check('verify', asks)).status, 'active');
});

t.test('a refunded rental gives its months back', async (t) => {
  const renter = await registeredCustomer(up, 'refunded-renter');
  const init = await initialize(up, renter.token, { amount: 19.5, currency: 'USD', metadata: JSON.stringify({ rent: { robot: RENTED, months: 1 } }) });
  await sendNotice(up, notice({ order_id: init.json().data.order_id, amount: 19.5 }), secret);
  const refunded = await admin.refund(init.json().data.order_id, { reason: 'Rented by mistake', method: 'USDT TRC20 to TXy3Vq8uKb, tx 9f2c41aa' });
  t.equal(refunded.statusCode, 201, refunded.body);
  const robot = await robotOf(renter, RENTED);
  t.equal(robot.my_licence.expired, true, 'the month paid for is gone');
  t.equal(robot.zip, null);
});

t.test('a rental is reminded 3 days and a day before its end, and told when it has ended, once each', async (t) => {
  const renter = await registeredCustomer(up, 'reminded-renter');
  t.equal((await rent(renter, RENTED, 1, 19.5)).json().message, 'credited');
  const end = new Date((await robotOf(renter, RENTED)).my_licence.expires_at);
  const run = () => up.app.rentalReminders.run();
  const quiet = { reminded: 0, ended: 0 };
  for (const [before, subject] of [
    [3 * DAY, /^Your rental of Forex Trend Rider EA ends on /],
    [DAY, /^Your rental of Forex Trend Rider EA ends on /],
    [-60_000, /^Your rental of Forex Trend Rider EA has ended$/],
  ] as const) {
    advance(end.getTime() - before + 60_000 - up.app.clock.now(), up.app);
    const summary = await run();
    t.ok((summary.reminded ?? 0) + (summary.ended ?? 0) >= 1, `told ${before / DAY} days before`);
    const mail = await lastMailTo(up.dataDir, renter.email, { subject });
    t.match(mail.text, '$19.50 a month', 'with the rent');
    t.match(mail.text, `/dashboard/robot/${RENTED}`, 'and the one link');
    t.same(await run(), quiet, 'once');
  }
});
