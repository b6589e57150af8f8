import t from 'tap';
import { eq } from 'drizzle-orm';
import { couponRedemptions, coupons } from '../../src/coupons/tables.ts';
import { orders } from '../../src/payments/tables.ts';
import { API, adminToken, buildTestUpstream, registeredCustomer } from '../helper.ts';
import { lastMailTo } from '../outbox.ts';
import { cartPayment, initialize, usdOf } from '../payments/pay-helper.ts';
import { pay as paid } from '../refunds/refund-helper.ts';
import { couponId, createCoupon, fillCart, listCoupons, payWithCoupon, quote, updateCoupon, usesOf } from './coupon-helper.ts';

// Coupons from the admin's form to the customer's order: what they take off, from what, for whom, and until when.
const up = await buildTestUpstream(t, { TELEGRAM_INVITE_URL: 'https://t.me/+group' }, { listen: true });
const { db } = up.app.database;
const admin = await adminToken(up);
const { rate } = await up.app.settings.pricing();
/** The NGN display price of so many USD cents. */
const ngn = (usdCents: number) => Math.round((usdCents / 100) * rate);
const cents = async (slug: string) => Math.round((await usdOf(up, slug)) * 100);
const orderOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const everything = async () => ({ orders: (await db.select().from(orders)).length, redemptions: (await db.select().from(couponRedemptions)).length });

t.test('the admin creates coupons; a bad one is refused with a clear message and nothing is stored', async (t) => {
  const before = (await listCoupons(up, admin)).totalRecords;
  const refused = async (body: object, code: number, message: string) => {
    const res = await createCoupon(up, admin, body);
    t.same(res.json(), { code, message }, message);
  };
  await refused({ code: 'X', kind: 'percent', amount: 10 }, 422, 'Code must be 3 to 32 letters, digits, dashes or underscores');
  await refused({ code: 'HALF OFF', kind: 'percent', amount: 10 }, 422, 'Code must be 3 to 32 letters, digits, dashes or underscores');
  await refused({ code: 'ZERO', kind: 'percent', amount: 0 }, 422, 'Percent off must be a whole number from 1 to 100');
  await refused({ code: 'TOOMUCH', kind: 'percent', amount: 101 }, 422, 'Percent off must be a whole number from 1 to 100');
  await refused({ code: 'FRACTION', kind: 'percent', amount: 12.5 }, 422, 'Percent off must be a whole number from 1 to 100');
  await refused({ code: 'NOTHING', kind: 'fixed', amount: 0 }, 422, 'USD off must be from 0.01 to 100000, in cents at most');
  await refused({ code: 'MILLS', kind: 'fixed', amount: 1.005 }, 422, 'USD off must be from 0.01 to 100000, in cents at most');
  await refused({ code: 'NOKIND', amount: 5 }, 422, 'Choose percent or fixed USD off');
  await refused({ code: 'LIMITS', kind: 'fixed', amount: 5, max_uses: 0 }, 422, 'Total uses must be a whole number of at least 1, or blank for no limit');
  await refused({ code: 'PAST', kind: 'fixed', amount: 5, expires_at: '2020-01-01T00:00:00Z' }, 422, 'The expiry must be in the future');
  await refused({ code: 'GHOST', kind: 'fixed', amount: 5, items: [{ type: 'course', slug: 'no-such-course' }] }, 422, 'There is no course no-such-course');
  await refused({ code: 'CATS', kind: 'fixed', amount: 5, categories: ['pets'] }, 422, 'Unknown category');
  t.equal((await listCoupons(up, admin)).totalRecords, before, 'none stored');

  const expires = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const created = await createCoupon(up, admin, {
    code: ' spring-sale ',
    kind: 'fixed',
    amount: 12.5,
    expires_at: expires,
    max_uses: 100,
    max_uses_per_customer: '',
    items: [
      { type: 'robot', slug: 'forex-trend-rider-ea' },
      { type: 'robot', slug: 'forex-trend-rider-ea' },
    ],
    categories: ['stock-trading'],
  });
  t.equal(created.statusCode, 201);
  t.match(created.json(), {
    code: 201,
    message: 'Coupon SPRING-SALE created',
    data: {
      code: 'SPRING-SALE',
      kind: 'fixed',
      amount: 12.5,
      expires_at: expires,
      max_uses: 100,
      max_uses_per_customer: null,
      items: [{ type: 'robot', slug: 'forex-trend-rider-ea', title: 'Forex Trend Rider EA' }],
      categories: ['stock-trading'],
      active: true,
      uses: 0,
    },
  });
  const [stored] = await db.select().from(coupons).where(eq(coupons.code, 'SPRING-SALE'));
  t.equal(stored!.amount, 1250, 'USD off is kept in cents');
  await refused({ code: 'Spring-Sale', kind: 'percent', amount: 5 }, 409, 'A coupon with the code SPRING-SALE already exists');
  const list = await listCoupons(up, admin);
  t.equal(list.data[0].code, 'SPRING-SALE', 'the newest first');

  const customer = await registeredCustomer(up, 'not-admin');
  const asCustomer = await createCoupon(up, customer.token, { code: 'MINE', kind: 'percent', amount: 100 });
  t.equal(asCustomer.statusCode, 401, 'admins only');
});

t.test('the admin deactivates, activates, moves the expiry and changes the limits', async (t) => {
  const id = await couponId(up, admin, { code: 'CHANGING', kind: 'percent', amount: 15 });
  const deactivated = await updateCoupon(up, admin, id, { active: false });
  t.match(deactivated.json(), { code: 200, message: 'Coupon CHANGING deactivated', data: { active: false } });
  t.match((await updateCoupon(up, admin, id, { active: true })).json(), { message: 'Coupon CHANGING activated', data: { active: true } });
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  const changed = await updateCoupon(up, admin, id, { expires_at: expires, max_uses: 3, max_uses_per_customer: 1 });
  t.match(changed.json(), {
    message: 'Coupon CHANGING updated',
    data: { expires_at: expires, max_uses: 3, max_uses_per_customer: 1, active: true, kind: 'percent', amount: 15 },
  });
  t.match(
    (await updateCoupon(up, admin, id, { expires_at: null, max_uses: null })).json().data,
    { expires_at: null, max_uses: null, max_uses_per_customer: 1 },
    'null clears',
  );
  t.same((await updateCoupon(up, admin, id, {})).json(), { code: 422, message: 'Send active, expires_at, max_uses or max_uses_per_customer' });
  t.same((await updateCoupon(up, admin, id, { expires_at: '2001-01-01T00:00:00Z' })).json(), { code: 422, message: 'The expiry must be in the future' });
  t.same((await updateCoupon(up, admin, '00000000-0000-4000-8000-000000000000', { active: false })).json(), { code: 404, message: 'Coupon not found' });
  t.same((await updateCoupon(up, admin, 'nope', { active: false })).json(), { code: 422, message: 'id must be a coupon id' });
});

t.test('percent off: the quote and the order agree, the code is typed in any case, and the discount is on the order and its item', async (t) => {
  const c = await registeredCustomer(up, 'percent');
  const id = await couponId(up, admin, { code: 'SAVE20', kind: 'percent', amount: 20 });
  const price = await cents('forex-foundations');
  const discount = Math.round(price * 0.2);
  await fillCart(up, c.token, { courses: ['forex-foundations'] });
  const q = await quote(up, c.token, '  save20 ');
  t.same(q.json(), {
    code: 200,
    message: 'Coupon SAVE20 applied',
    data: {
      code: 'SAVE20',
      kind: 'percent',
      amount: 20,
      subtotal: { usd: price / 100, price: ngn(price) },
      discount: { usd: discount / 100, price: ngn(price) - ngn(price - discount) },
      total: { usd: (price - discount) / 100, price: ngn(price - discount) },
      capped: false,
      items: [{ type: 'course', slug: 'forex-foundations', title: 'Forex Foundations', usd: price / 100, discount_usd: discount / 100 }],
    },
  });

  const before = await everything();
  const full = await payWithCoupon(up, c.token, 'save20', price / 100, ['forex-foundations']);
  t.same(
    full.json(),
    { code: 422, message: `The amount does not match the price of your order (${((price - discount) / 100).toFixed(2)} USD)` },
    'the undiscounted amount is refused',
  );
  t.same(await everything(), before, 'and nothing is created');

  const paid = await payWithCoupon(up, c.token, ' Save20', (price - discount) / 100, ['forex-foundations']);
  t.equal(paid.statusCode, 200);
  const order = await orderOf(paid.json().data.order_id);
  t.match(order, { amountUsdCents: price - discount, discountUsdCents: discount, couponId: id, status: 'pending' });
  t.same(
    order.items.map((i) => [i.slug, i.usdCents, i.discountUsdCents]),
    [['forex-foundations', price, discount]],
    "the item's share",
  );
  t.same(await usesOf(up, id), { orders: 1, redemptions: 1 });
  const history = await up.app.inject({ method: 'GET', url: `${API}/orders`, headers: { authorization: `Bearer ${c.token}` } });
  t.match(history.json().data[0], { order_id: order.id, amount_usd: (price - discount) / 100, discount_usd: discount / 100 });
  t.match(
    (await listCoupons(up, admin)).data.find((x: { id: string }) => x.id === id),
    { uses: 1 },
    'the admin sees the use',
  );

  const invoice = (paid.json().data.invoice_url as string).split('/').pop();
  t.equal((await up.app.inject({ method: 'POST', url: `${API}/payments/sandbox/invoice/${invoice}/pay`, payload: {} })).statusCode, 200);
  const receipt = await lastMailTo(up.dataDir, c.email, { subject: /receipt/ });
  const usd = (n: number) => `$${(n / 100).toFixed(2)}`;
  t.match(
    receipt.text,
    `- Forex Foundations: ${usd(price)}\n- Coupon discount: -${usd(discount)}\n\nTotal paid: ${usd(price - discount)} USD`,
    'the receipt shows the discount',
  );
});

t.test('an order without a coupon says so: a discount of 0 and no coupon', async (t) => {
  const c = await registeredCustomer(up, 'plain');
  const res = await initialize(up, c.token, cartPayment(await usdOf(up, 'stock-foundations'), ['stock-foundations']));
  t.match(await orderOf(res.json().data.order_id), { discountUsdCents: 0, couponId: null });
  const history = await up.app.inject({ method: 'GET', url: `${API}/orders`, headers: { authorization: `Bearer ${c.token}` } });
  t.equal(history.json().data[0].discount_usd, 0);
  t.notOk('discountUsdCents' in (await orderOf(res.json().data.order_id)).items[0]!, 'no share on its items');
});

t.test('fixed off is spread over the items by price, in cents that add up; it is never more than they cost', async (t) => {
  const c = await registeredCustomer(up, 'fixed');
  await couponId(up, admin, { code: 'TENOFF', kind: 'fixed', amount: 10 });
  const slugs = ['forex-foundations', 'crypto-foundations', 'stock-foundations'];
  const prices = await Promise.all(slugs.map(cents));
  const subtotal = prices.reduce((a, b) => a + b, 0);
  await fillCart(up, c.token, { courses: slugs });
  const q = (await quote(up, c.token, 'tenoff')).json().data;
  t.same(q.discount.usd, 10);
  const shares = q.items.map((i: { discount_usd: number }) => Math.round(i.discount_usd * 100));
  t.equal(
    shares.reduce((a: number, b: number) => a + b, 0),
    1000,
    'the shares add up to the discount exactly',
  );
  prices.forEach((p, i) => t.ok(Math.abs(shares[i] - (1000 * p) / subtotal) < 1, `item ${i} pays its share by price`));
  const paid = await payWithCoupon(up, c.token, 'TENOFF', (subtotal - 1000) / 100, slugs);
  t.same(
    (await orderOf(paid.json().data.order_id)).items.map((i) => i.discountUsdCents),
    shares,
    'the order keeps the shares the quote showed',
  );

  const big = await registeredCustomer(up, 'fixed-big');
  await couponId(up, admin, { code: 'BIGROBOT', kind: 'fixed', amount: 5000, items: [{ type: 'robot', slug: 'forex-trend-rider-ea' }] });
  const robot = await cents('forex-trend-rider-ea');
  const course = await cents('forex-foundations');
  await fillCart(up, big.token, { courses: ['forex-foundations'], robots: ['forex-trend-rider-ea'] });
  t.match(
    (await quote(up, big.token, 'bigrobot')).json().data,
    { discount: { usd: robot / 100 }, total: { usd: course / 100 } },
    'at most the price of what it is for',
  );
});

t.test('a coupon for some items or categories takes off only from those; one matching nothing in the cart is refused', async (t) => {
  const c = await registeredCustomer(up, 'eligible');
  await couponId(up, admin, { code: 'ROBOT25', kind: 'percent', amount: 25, items: [{ type: 'robot', slug: 'crypto-grid-master-ea' }] });
  await couponId(up, admin, { code: 'CRYPTO10', kind: 'percent', amount: 10, categories: ['crypto-trading'] });
  const robot = await cents('crypto-grid-master-ea');
  const course = await cents('crypto-foundations');
  const other = await cents('forex-foundations');
  await fillCart(up, c.token, { courses: ['forex-foundations', 'crypto-foundations'], robots: ['crypto-grid-master-ea'] });

  const byItem = (await quote(up, c.token, 'robot25')).json().data;
  t.same(
    byItem.items.map((i: { slug: string; discount_usd: number }) => [i.slug, i.discount_usd]),
    [
      ['forex-foundations', 0],
      ['crypto-foundations', 0],
      ['crypto-grid-master-ea', Math.round(robot * 0.25) / 100],
    ],
    'by item: the robot only',
  );
  const byCategory = (await quote(up, c.token, 'crypto10')).json().data;
  t.same(
    byCategory.items.map((i: { slug: string; discount_usd: number }) => [i.slug, i.discount_usd]),
    [
      ['forex-foundations', 0],
      ['crypto-foundations', Math.round(course * 0.1) / 100],
      ['crypto-grid-master-ea', 0],
    ],
    'by category: the crypto course only (crypto robots are another category)',
  );
  const paid = await payWithCoupon(
    up,
    c.token,
    'crypto10',
    (other + course + robot - Math.round(course * 0.1)) / 100,
    ['forex-foundations', 'crypto-foundations'],
    ['crypto-grid-master-ea'],
  );
  t.equal(paid.statusCode, 200);

  const before = await everything();
  const nothing = `The coupon ROBOT25 does not apply to anything in your cart`;
  await fillCart(up, c.token, { courses: ['forex-foundations'] });
  t.same((await quote(up, c.token, 'ROBOT25')).json(), { code: 422, message: nothing });
  t.same((await payWithCoupon(up, c.token, 'ROBOT25', other / 100, ['forex-foundations'])).json(), { code: 422, message: nothing });
  t.same(await everything(), before, 'nothing is created');
});

t.test('an unknown, inactive or expired code is refused with a clear message and nothing is created', async (t) => {
  const c = await registeredCustomer(up, 'refused');
  const id = await couponId(up, admin, { code: 'WINTER', kind: 'percent', amount: 10 });
  const price = await cents('forex-price-action-mastery');
  await fillCart(up, c.token, { courses: ['forex-price-action-mastery'] });
  const discounted = (price - Math.round(price * 0.1)) / 100;
  const before = await everything();
  const bothRefuse = async (code: string, answer: { code: number; message: string }) => {
    t.same((await quote(up, c.token, code)).json(), answer, `quote: ${answer.message}`);
    t.same((await payWithCoupon(up, c.token, code, discounted, ['forex-price-action-mastery'])).json(), answer, `checkout: ${answer.message}`);
  };
  await bothRefuse('SUMMER', { code: 422, message: 'SUMMER is not a valid coupon code' });
  await bothRefuse('   ', { code: 422, message: 'Enter a coupon code' });
  await updateCoupon(up, admin, id, { active: false });
  await bothRefuse('winter', { code: 422, message: 'The coupon WINTER is no longer active' });
  await updateCoupon(up, admin, id, { active: true });
  await db
    .update(coupons)
    .set({ expiresAt: new Date('2025-01-31T23:59:59Z') })
    .where(eq(coupons.id, id));
  await bothRefuse('winter', { code: 422, message: 'The coupon WINTER expired on 2025-01-31' });
  t.same(await everything(), before, 'nothing is created');

  await updateCoupon(up, admin, id, { expires_at: new Date(Date.now() + 60_000).toISOString() });
  t.equal((await payWithCoupon(up, c.token, 'winter', discounted, ['forex-price-action-mastery'])).statusCode, 200, 'before its new expiry it works');
});

t.test('the total and the per-customer limits hold; an order cancelled or expired gives its use back', async (t) => {
  const [a, b, c] = await Promise.all(['limit-a', 'limit-b', 'limit-c'].map((n) => registeredCustomer(up, n)));
  const id = await couponId(up, admin, { code: 'TWICE', kind: 'fixed', amount: 5, max_uses: 2, max_uses_per_customer: 1 });
  const price = await cents('crypto-price-action-mastery');
  const pay = (customer: { token: string }) => payWithCoupon(up, customer.token, 'TWICE', (price - 500) / 100, ['crypto-price-action-mastery']);

  const first = await pay(a!);
  t.equal(first.statusCode, 200);
  t.same((await pay(a!)).json().data, first.json().data, 'Pay again resumes the order holding their use: no second use');
  await fillCart(up, a!.token, { courses: ['crypto-price-action-mastery'] });
  t.equal((await quote(up, a!.token, 'twice')).statusCode, 200, "the quote does not count their own open order's use: paying resumes it");
  t.equal((await pay(b!)).statusCode, 200);
  t.same((await pay(c!)).json(), { code: 409, message: 'The coupon TWICE has been used up' }, 'twice in all');
  t.same(await usesOf(up, id), { orders: 2, redemptions: 2 });

  // The customer gave up at the invoice: the order is cancelled, its use is free again.
  const invoice = (first.json().data.invoice_url as string).split('/').pop();
  await up.app.inject({ method: 'POST', url: `${API}/payments/sandbox/invoice/${invoice}/cancel`, payload: {} });
  t.equal((await pay(c!)).statusCode, 200, 'a cancelled order gave its use back');
  t.same((await pay(a!)).json(), { code: 409, message: 'The coupon TWICE has been used up' });

  // An invoice that ran out: the order expired, its use is free again.
  await db
    .update(orders)
    .set({ status: 'expired' })
    .where(eq(orders.userId, (await up.app.accounts.findByEmail(b!.email))!.id));
  const again = await pay(a!);
  t.equal(again.statusCode, 200, 'an expired order gave its use back, to the customer who had cancelled too');
  t.equal(await paid(up, { orderId: again.json().data.order_id, amount: (price - 500) / 100 }), 'credited');
  // Paid, the use is theirs for good: with c's, the code is used up for the next item, until the limits are raised.
  const other = await cents('forex-price-action-mastery');
  await fillCart(up, a!.token, { courses: ['forex-price-action-mastery'] });
  const payOther = () => payWithCoupon(up, a!.token, 'TWICE', (other - 500) / 100, ['forex-price-action-mastery']);
  t.same((await payOther()).json(), { code: 409, message: 'The coupon TWICE has been used up' });
  await updateCoupon(up, admin, id, { max_uses_per_customer: 2, max_uses: null });
  const second = await payOther();
  t.equal(second.statusCode, 200, 'a raised limit lets the customer use it again');
  t.equal(await paid(up, { orderId: second.json().data.order_id, amount: (other - 500) / 100 }), 'credited');
  await fillCart(up, a!.token, { courses: ['stock-foundations'] });
  const third = await payWithCoupon(up, a!.token, 'TWICE', ((await cents('stock-foundations')) - 500) / 100, ['stock-foundations']);
  t.same(third.json(), { code: 409, message: 'You have already used the coupon TWICE 2 times, as many as it allows' });
});

t.test('the total never goes below $1.00: the discount is lowered to keep it there', async (t) => {
  const c = await registeredCustomer(up, 'floor');
  await couponId(up, admin, { code: 'FREEBIE', kind: 'percent', amount: 100 });
  const price = await cents('stock-price-action-mastery');
  await fillCart(up, c.token, { courses: ['stock-price-action-mastery'] });
  const q = await quote(up, c.token, 'freebie');
  t.match(q.json(), {
    message: 'Coupon FREEBIE applied: the total cannot go below $1.00, the smallest payment we can take',
    data: { discount: { usd: (price - 100) / 100 }, total: { usd: 1 }, capped: true },
  });
  const paid = await payWithCoupon(up, c.token, 'FREEBIE', 1, ['stock-price-action-mastery']);
  t.match(await orderOf(paid.json().data.order_id), { amountUsdCents: 100, discountUsdCents: price - 100 });
});

t.test('coupons are for cart orders: the Telegram group takes none', async (t) => {
  const c = await registeredCustomer(up, 'group');
  await couponId(up, admin, { code: 'GROUPIE', kind: 'percent', amount: 50 });
  const before = await everything();
  const res = await initialize(up, c.token, { amount: 12.5, currency: 'USD', metadata: JSON.stringify({ telegram: { id: 1 } }), coupon: 'GROUPIE' });
  t.same(res.json(), { code: 422, message: 'Coupons are for courses and robots, not the Telegram group' });
  t.same(await everything(), before);
});

t.test('a quote needs a customer session and writes nothing', async (t) => {
  t.equal((await up.app.inject({ method: 'POST', url: `${API}/cart/coupon`, payload: { code: 'SAVE20' } })).statusCode, 401);
  const c = await registeredCustomer(up, 'empty-cart');
  t.same((await quote(up, c.token, 'SAVE20')).json(), { code: 422, message: 'Your cart is empty' });
});
