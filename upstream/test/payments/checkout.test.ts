import t from 'tap';
import { users } from '../../src/accounts/tables.ts';
import { orders } from '../../src/payments/tables.ts';
import { purchases } from '../../src/purchases/tables.ts';
import { eq } from 'drizzle-orm';
import { API, buildTestUpstream, customer, grantItems, registeredCustomer } from '../helper.ts';
import { mailedToken } from '../outbox.ts';
import { cartPayment, initialize, usdOf } from './pay-helper.ts';

const up = await buildTestUpstream(t, { TELEGRAM_INVITE_URL: 'https://t.me/+group' });
const c = await registeredCustomer(up, 'checkout');
const { db } = up.app.database;
const orderCount = async () => (await db.select().from(orders)).length;

t.test('the upstream prices the order itself and answers an invoice URL', async (t) => {
  const amount = (await usdOf(up, 'forex-foundations')) + (await usdOf(up, 'crypto-grid-master-ea'));
  const res = await initialize(up, c.token, cartPayment(amount, ['forex-foundations'], ['crypto-grid-master-ea']));
  t.equal(res.statusCode, 200);
  const { invoice_url, order_id } = res.json().data;
  t.match(invoice_url, /^http:\/\/localhost:3000\/sandbox\/invoice\/[\w-]{16,}$/);
  const [order] = await db.select().from(orders).where(eq(orders.id, order_id));
  t.match(order, { status: 'pending', kind: 'cart', provider: 'sandbox', amountUsdCents: Math.round(amount * 100) });
  t.same(
    order!.items.map((i) => i.slug),
    ['forex-foundations', 'crypto-grid-master-ea'],
  );
});

t.test('an amount that differs from the server price is refused and nothing is created', async (t) => {
  const before = await orderCount();
  const real = await usdOf(up, 'forex-foundations');
  for (const amount of [real - 1, 0.01, real + 0.01]) {
    const res = await initialize(up, c.token, cartPayment(amount, ['forex-foundations']));
    t.equal(res.statusCode, 422, `amount ${amount}`);
    t.match(res.json().message, /amount does not match/);
  }
  t.equal(await orderCount(), before);
});

t.test('bad metadata, an empty order, unknown or owned items are refused with clear messages', async (t) => {
  const before = await orderCount();
  t.match((await initialize(up, c.token, { ...cartPayment(10), metadata: 'not json' })).json(), { code: 422, message: 'metadata must be JSON' });
  t.match((await initialize(up, c.token, cartPayment(10))).json(), { code: 422, message: 'Your cart is empty' });
  t.match((await initialize(up, c.token, cartPayment(10, ['no-such-course']))).json(), { code: 404 });
  t.match((await initialize(up, c.token, { ...cartPayment(10, ['forex-foundations']), currency: 'NGN' })).json(), {
    code: 422,
    message: 'Payments are in USD',
  });
  const userId = (await up.app.accounts.findByEmail(c.email))!.id;
  const course = (await up.app.catalogue.findCourse('stock-foundations'))!;
  await db.insert(purchases).values({ userId, itemType: 'course', itemId: course.id });
  t.match((await initialize(up, c.token, cartPayment(course.usdCents / 100, ['stock-foundations']))).json(), {
    code: 409,
    message: 'You already own Stock Foundations',
  });
  t.equal(await orderCount(), before);
});

t.test('the group is priced from the settings, and refused to someone already in it', async (t) => {
  const group = { amount: 25, currency: 'USD', metadata: JSON.stringify({ telegram: { id: 1 } }) };
  t.equal((await initialize(up, c.token, { ...group, amount: 20 })).statusCode, 422);
  const res = await initialize(up, c.token, group);
  t.equal(res.statusCode, 200);
  const [order] = await db.select().from(orders).where(eq(orders.id, res.json().data.order_id));
  t.match(order, { kind: 'telegram', amountUsdCents: 2500 });
  await db.update(users).set({ hasUserPaid: true }).where(eq(users.email, c.email));
  t.equal((await initialize(up, c.token, group)).statusCode, 409);
});

t.test('only the configured provider and a signed-in customer can start a payment', async (t) => {
  t.equal((await initialize(up, c.token, cartPayment(10), 'nowpayments')).statusCode, 404);
  t.equal((await initialize(up, c.token, cartPayment(10), 'paypal')).statusCode, 422);
  t.equal((await initialize(up, 'nope', cartPayment(10))).statusCode, 401);
});

t.test('an address never confirmed cannot pay or download until it is; a new link can be sent', async (t) => {
  const u = customer('unverified');
  await up.app.inject({ method: 'POST', url: `${API}/auth/register`, payload: u });
  const { token } = (await up.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { email: u.email, password: u.password } })).json().data;
  const auth = { authorization: `Bearer ${token}` };
  const before = await orderCount();
  const amount = await usdOf(up, 'forex-foundations');
  const verifyFirst = { code: 403, message: 'Please confirm your email address first: follow the link we sent you, or ask for a new one.' };
  t.same((await initialize(up, token, cartPayment(amount, ['forex-foundations']))).json(), verifyFirst, 'no payment');
  t.equal(await orderCount(), before, 'no order');
  const robot = (await up.app.catalogue.findRobot('crypto-grid-master-ea'))!;
  await grantItems(up, u.email, [{ type: 'robot', slug: robot.slug }]);
  t.same((await up.app.inject({ method: 'GET', url: `${API}/robots/crypto-grid-master-ea/download`, headers: auth })).json(), verifyFirst, 'no paid bytes');

  const resent = await up.app.inject({ method: 'POST', url: `${API}/auth/resend-verification`, payload: {}, headers: auth });
  t.same(resent.json(), { code: 200, message: `A new link is on its way to ${u.email}.` });
  await up.app.inject({ method: 'POST', url: `${API}/auth/verify-email`, payload: { token: await mailedToken(up.dataDir, u.email) } });
  t.equal((await initialize(up, token, cartPayment(amount, ['forex-foundations']))).statusCode, 200, 'confirmed, it pays');
  t.equal(
    (await up.app.inject({ method: 'GET', url: `${API}/robots/crypto-grid-master-ea/download`, headers: auth })).statusCode,
    303,
    'and downloads (through a signed link)',
  );
  t.same((await up.app.inject({ method: 'POST', url: `${API}/auth/resend-verification`, payload: {}, headers: auth })).json(), {
    code: 409,
    message: 'Your email address is already confirmed.',
  });
});
