import t from 'tap';
import { and, eq } from 'drizzle-orm';
import { users } from '../../src/accounts/tables.ts';
import { orders, paymentNotices } from '../../src/payments/tables.ts';
import { API, adminToken, buildTestUpstream, registeredCustomer, type TestUpstream } from '../helper.ts';
import { couponId, fillCart, payWithCoupon, quote } from '../coupons/coupon-helper.ts';
import { asAdmin, customerGet, pay } from '../refunds/refund-helper.ts';
import { cartPayment, initialize, usdOf } from './pay-helper.ts';

// One cart, one payment: Pay pressed again (after Back, in another tab) meets the invoice the first
// press opened; a changed cart replaces it and gives its coupon use back; money that still arrives
// for what the customer already has is marked to be given back, never kept silently.
const up = await buildTestUpstream(t, { TELEGRAM_INVITE_URL: 'https://t.me/+group' });
const { db } = up.app.database;
const admin = await asAdmin(up);
const GROUP = { amount: 25, currency: 'USD', metadata: JSON.stringify({ telegram: { id: 'signals' } }) };

const orderRow = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const openOrders = async (userEmail: string) => {
  const [u] = await db.select().from(users).where(eq(users.email, userEmail));
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, u!.id), eq(orders.status, 'pending')));
};
const cartOf = async (up: TestUpstream, n: string, courses: string[]) => {
  const c = await registeredCustomer(up, n);
  await fillCart(up, c.token, { courses });
  return c;
};
const priceOf = async (slugs: string[]) => {
  let cents = 0;
  for (const slug of slugs) cents += Math.round((await usdOf(up, slug)) * 100);
  return cents / 100;
};

t.test('Pay pressed twice for the same items opens one invoice, not two', async (t) => {
  const c = await cartOf(up, 'twice', ['stock-foundations']);
  const amount = await priceOf(['stock-foundations']);
  const first = (await initialize(up, c.token, cartPayment(amount, ['stock-foundations']))).json().data;
  const again = (await initialize(up, c.token, cartPayment(amount, ['stock-foundations']))).json().data;
  t.same(again, first, 'the same order and invoice');
  t.equal((await openOrders(c.email)).length, 1, 'one pending order');
  const history = (await customerGet(up, c.token, 'orders')).json().data;
  t.equal(history.length, 1, 'Orders lists one invoice');
});

t.test('a changed cart replaces the open invoice: the old one cannot be paid any more', async (t) => {
  const c = await cartOf(up, 'changed', ['stock-foundations']);
  const old = (await initialize(up, c.token, cartPayment(await priceOf(['stock-foundations']), ['stock-foundations']))).json().data;
  const both = ['stock-foundations', 'forex-foundations'];
  const now = (await initialize(up, c.token, cartPayment(await priceOf(both), both))).json().data;
  t.not(now.order_id, old.order_id);
  t.equal((await orderRow(old.order_id)).status, 'cancelled', 'the old order is cancelled');
  const invoice = (await orderRow(old.order_id)).invoiceId!;
  const res = await up.app.inject({ method: 'POST', url: `${API}/payments/sandbox/invoice/${invoice}/pay` });
  t.match(res.json(), { code: 409, message: 'This invoice is no longer open' }, "the sandbox's old invoice refuses payment");
  t.same(
    (await openOrders(c.email)).map((o) => o.id),
    [now.order_id],
  );
});

t.test('a coupon survives Back: quoting it again works, and paying again resumes the same invoice', async (t) => {
  await couponId(up, await adminToken(up), { code: 'ONCEEACH', kind: 'percent', amount: 20, max_uses_per_customer: 1 });
  const c = await cartOf(up, 'coupon-back', ['forex-foundations']);
  const full = await priceOf(['forex-foundations']);
  const discounted = (await quote(up, c.token, 'ONCEEACH')).json().data.total.usd as number;
  const first = (await payWithCoupon(up, c.token, 'ONCEEACH', discounted, ['forex-foundations'])).json().data;
  // Back on the checkout: the code is applied again, as a person does.
  const requote = await quote(up, c.token, 'ONCEEACH');
  t.equal(requote.statusCode, 200, 'their own open order does not use the code up');
  t.equal(requote.json().data.total.usd, discounted);
  t.same((await payWithCoupon(up, c.token, 'ONCEEACH', discounted, ['forex-foundations'])).json().data, first, 'the same invoice, coupon and total');
  // Paying without it replaces the order, and the use comes back at once.
  const plain = (await initialize(up, c.token, cartPayment(full, ['forex-foundations']))).json().data;
  t.equal((await orderRow(first.order_id)).status, 'cancelled');
  t.equal((await quote(up, c.token, 'ONCEEACH')).statusCode, 200, 'the code can be used again');
  const withIt = (await payWithCoupon(up, c.token, 'ONCEEACH', discounted, ['forex-foundations'])).json().data;
  t.not(withIt.order_id, plain.order_id);
  t.equal((await orderRow(plain.order_id)).status, 'cancelled');
  t.equal(await pay(up, { orderId: withIt.order_id, amount: discounted }), 'credited');
  await fillCart(up, c.token, { courses: ['stock-foundations'] });
  t.match((await quote(up, c.token, 'ONCEEACH')).json(), { code: 409, message: 'You have already used the coupon ONCEEACH' }, 'paid, the use is spent');
});

t.test('money arriving on a replaced invoice for items already owned is marked to give back, and the refund clears it', async (t) => {
  const c = await cartOf(up, 'late-money', ['stock-foundations']);
  const one = await priceOf(['stock-foundations']);
  const old = (await initialize(up, c.token, cartPayment(one, ['stock-foundations']))).json().data;
  const both = ['stock-foundations', 'forex-foundations'];
  const now = (await initialize(up, c.token, cartPayment(await priceOf(both), both))).json().data;
  t.equal(await pay(up, { orderId: now.order_id, amount: await priceOf(both) }), 'credited');
  // NOWPayments cannot cancel an invoice: the customer pays the old one anyway.
  t.equal(await pay(up, { orderId: old.order_id, amount: one }), 'credited', 'money that arrived is recorded');
  const late = await orderRow(old.order_id);
  t.match(late, { status: 'paid', duplicateUsdCents: Math.round(one * 100) });
  t.same(
    late.items.map((i) => i.duplicate),
    [true],
  );
  const [logged] = await db.select().from(paymentNotices).where(eq(paymentNotices.orderId, old.order_id));
  t.match(logged!.change, `Duplicate payment: refund $${one.toFixed(2)}`);

  const mine = (await customerGet(up, c.token, 'orders')).json().data.find((o: { order_id: string }) => o.order_id === old.order_id);
  t.equal(mine.duplicate_usd, one, 'the customer sees what is owed back');
  const flagged = async () => (await admin.get('orders?page=1&length=100&attention=true')).json().data.map((o: { order_id: string }) => o.order_id);
  t.ok((await flagged()).includes(old.order_id), 'the admin is asked to look');
  const listed = (await admin.get('orders?page=1&length=100')).json().data.find((o: { order_id: string }) => o.order_id === old.order_id);
  t.match(listed, { duplicate_usd: one, items: [{ slug: 'stock-foundations', duplicate: true }] });

  t.equal((await admin.refund(old.order_id, { reason: 'Duplicate payment', method: 'USDT back to the sender' })).statusCode, 201);
  t.notOk((await flagged()).includes(old.order_id), 'given back, no longer flagged');
  const courses = (await customerGet(up, c.token, 'orders')).json().data;
  t.equal(courses.find((o: { order_id: string }) => o.order_id === now.order_id).status, 'paid', 'the first purchase stands');
  t.ok(await up.app.entitlements.owns(late.userId, 'course', late.items[0]!.id), 'the course is still theirs');
});

t.test('the group paid twice: one is a duplicate, and refunding it leaves the customer in the group', async (t) => {
  const c = await registeredCustomer(up, 'group-twice');
  const first = (await initialize(up, c.token, GROUP)).json().data;
  t.same((await initialize(up, c.token, GROUP)).json().data, first, 'a second Pay resumes the same invoice');
  const invoice = (await orderRow(first.order_id)).invoiceId!;
  await up.app.inject({ method: 'POST', url: `${API}/payments/sandbox/invoice/${invoice}/cancel` });
  const second = (await initialize(up, c.token, GROUP)).json().data;
  t.not(second.order_id, first.order_id);
  t.equal(await pay(up, { orderId: second.order_id, amount: 25 }), 'credited');
  t.equal((await initialize(up, c.token, GROUP)).statusCode, 409, 'a member cannot open another');
  // Money still sent to the cancelled invoice.
  t.equal(await pay(up, { orderId: first.order_id, amount: 25 }), 'credited');
  t.equal((await orderRow(first.order_id)).duplicateUsdCents, 2500, 'the second payment is owed back');

  t.equal((await admin.refund(first.order_id, { reason: 'Duplicate payment', method: 'USDT back' })).statusCode, 201);
  t.equal((await customerGet(up, c.token, 'telegram/invite')).statusCode, 200, 'still a member: the other order is paid');
  t.equal((await admin.refund(second.order_id, { reason: 'Left', method: 'USDT back' })).statusCode, 201);
  t.equal((await customerGet(up, c.token, 'telegram/invite')).statusCode, 403, 'both refunded: out');
});

t.test('a late payment on an expired order is credited, and a coupon it takes past its limit is flagged', async (t) => {
  await couponId(up, await adminToken(up), { code: 'ONLYONE', kind: 'percent', amount: 10, max_uses: 1 });
  const a = await cartOf(up, 'late-coupon-a', ['forex-foundations']);
  const priced = (await quote(up, a.token, 'ONLYONE')).json().data.total.usd as number;
  const late = (await payWithCoupon(up, a.token, 'ONLYONE', priced, ['forex-foundations'])).json().data;
  t.equal(await pay(up, { orderId: late.order_id, amount: priced }, { payment_status: 'expired' }), 'recorded');
  t.equal((await orderRow(late.order_id)).status, 'expired', 'expired: the use is given back');

  const b = await cartOf(up, 'late-coupon-b', ['forex-foundations']);
  const bOrder = (await payWithCoupon(up, b.token, 'ONLYONE', priced, ['forex-foundations'])).json().data;
  t.equal(await pay(up, { orderId: bOrder.order_id, amount: priced }), 'credited');

  t.equal(await pay(up, { orderId: late.order_id, amount: priced }), 'credited', 'the money that came late is credited');
  t.equal((await orderRow(late.order_id)).status, 'paid');
  const notes = await db.select().from(paymentNotices).where(eq(paymentNotices.orderId, late.order_id));
  t.ok(
    notes.some((n) => n.outcome === 'attention' && /coupon ONLYONE over its limit: 2 uses of 1/.test(n.change)),
    'recorded as over the limit',
  );
  const flagged = (await admin.get('orders?page=1&length=100&attention=true')).json().data.map((o: { order_id: string }) => o.order_id);
  t.ok(flagged.includes(late.order_id), 'the admin is asked to look');
});
