import t from 'tap';
import { and, eq } from 'drizzle-orm';
import { users } from '../../src/accounts/tables.ts';
import { orders, revenues, refunds } from '../../src/payments/tables.ts';
import { purchases } from '../../src/purchases/tables.ts';
import { telegramInvites } from '../../src/telegram/tables.ts';
import { createRefunds } from '../../src/payments/refunds.ts';
import { createRefundSettlement } from '../../src/payments/refund-settlement.ts';
import { API, buildTestUpstream } from '../helper.ts';
import { lastMailTo } from '../outbox.ts';
import { initialize, usdOf } from '../payments/pay-helper.ts';
import { asAdmin, boughtItems, customerGet, openGroupOrder, openOrder, pay } from './refund-helper.ts';
import { courseClip } from '../../src/seed/demo-catalogue.ts';

/** Forex Foundations' own copy of a demo clip, as the seed stores it. */
const ffClip = (clip: string) => courseClip('forex-foundations', clip);

// An admin's refund: what was refunded stops working at once, everywhere; the rest goes on.
const up = await buildTestUpstream(t, { TELEGRAM_INVITE_URL: 'https://t.me/+members', LICENCE_RATE_LIMIT: '100000' });
const { db } = up.app.database;
const admin = await asAdmin(up);
const because = { reason: 'Bought by mistake', method: 'USDT TRC20 to TXy3Vq8uKb, tx 9f2c41aa' };

const orderOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const refundsOf = (id: string) => db.select().from(refunds).where(eq(refunds.orderId, id));
const robotCall = (action: 'activate' | 'verify', key: string, robot: string) =>
  up.app.inject({ method: 'POST', url: `${API}/licences/${action}`, payload: { key, account: '5012345', server: 'ICMarketsSC-Demo', robot } });
const statusOf = async (action: 'activate' | 'verify', key: string, robot: string) => (await robotCall(action, key, robot)).json().data.status as string;

t.test('a refunded course: its media and lessons are refused at once, it is no longer owned, and the customer is mailed', async (t) => {
  const c = await boughtItems(up, 'course', { courses: ['forex-foundations'] });
  t.equal((await customerGet(up, c.token, `media/${ffClip('lesson-1.webm')}`)).statusCode, 200, 'the lesson plays before');
  t.equal((await customerGet(up, c.token, 'progress?slug=forex-foundations')).statusCode, 200);

  const res = await admin.refund(c.orderId, because);
  t.equal(res.statusCode, 201);
  t.match(res.json(), {
    code: 201,
    message: `Refund recorded: $${c.amount.toFixed(2)}`,
    data: { items: [{ type: 'course', slug: 'forex-foundations' }], amount_usd: c.amount, ...because, admin_email: 'root@academy.test' },
  });

  t.same((await customerGet(up, c.token, `media/${ffClip('lesson-1.webm')}`)).json(), { code: 403, message: 'Buy this course to watch it' });
  t.equal((await customerGet(up, c.token, 'progress?slug=forex-foundations')).statusCode, 403, 'nor its lessons');
  t.match((await customerGet(up, c.token, 'user/details')).json().data, { courses_purchased: 0, courses: [] });
  t.equal((await orderOf(c.orderId)).status, 'refunded', 'nothing is left, so the order is refunded');

  const mail = await lastMailTo(up.dataDir, c.email, { subject: /refund/ });
  t.match(mail.text, `- Forex Foundations: $${c.amount.toFixed(2)}`);
  t.match(mail.text, `Refunded: $${c.amount.toFixed(2)} USD\nReason: Bought by mistake\nHow the money comes back: ${because.method}\nOrder: ${c.orderId}`);

  const again = await initialize(up, c.token, { amount: c.amount, currency: 'USD', metadata: JSON.stringify({ courses: ['forex-foundations'] }) });
  t.equal(again.statusCode, 200, 'the customer may buy it again');
});

t.test('a refunded robot: its licence answers revoked, a link made before is refused, and so is the download', async (t) => {
  const robot = 'forex-trend-rider-ea';
  const c = await boughtItems(up, 'robot', { robots: [robot] });
  const { key } = (await customerGet(up, c.token, `robots/${robot}/licence`)).json().data;
  t.equal(await statusOf('activate', key, robot), 'active');
  const link = (await up.app.inject({ method: 'POST', url: `${API}/robots/${robot}/download-link`, headers: { authorization: `Bearer ${c.token}` } })).json()
    .data.url as string;
  const linkPath = new URL(link).pathname;
  t.equal((await up.app.inject({ method: 'GET', url: linkPath })).statusCode, 200, 'the link downloads before');

  t.equal((await admin.refund(c.orderId, because)).statusCode, 201);

  t.equal(await statusOf('verify', key, robot), 'revoked', 'the robot hears revoked');
  t.equal(await statusOf('activate', key, robot), 'revoked');
  t.equal((await up.app.inject({ method: 'GET', url: linkPath })).statusCode, 410, 'the link made before the refund is refused');
  t.same((await customerGet(up, c.token, `robots/${robot}/download`)).json(), { code: 403, message: 'Buy this robot to get its licence' });
  t.equal((await customerGet(up, c.token, `robots/${robot}/licence`)).statusCode, 403, 'the licence is no longer theirs to see');
  const [licence] = (await admin.get(`licences?robot=${robot}`)).json().data.filter((l: { key: string }) => l.key === key);
  t.match(licence, { revoked: true }, 'the admin sees it revoked');
  t.same((await admin.post(`licences/${licence.id}/restore`)).json(), { code: 409, message: 'This licence was refunded: it cannot be restored' });

  // Bought again: a new licence, and the refunded key stays revoked.
  const order = await openOrderFor(c, robot);
  t.equal(await pay(up, order), 'credited');
  const renewed = (await customerGet(up, c.token, `robots/${robot}/licence`)).json().data;
  t.not(renewed.key, key);
  t.match(renewed, { revoked: false });
  t.equal(await statusOf('activate', renewed.key, robot), 'active');
  t.equal(await statusOf('verify', key, robot), 'revoked');
});

/** The same customer's new order for a robot, through checkout. */
async function openOrderFor(c: { token: string }, robot: string) {
  const amount = await usdOf(up, robot);
  const res = await initialize(up, c.token, { amount, currency: 'USD', metadata: JSON.stringify({ robots: [robot] }) });
  return { orderId: res.json().data.order_id as string, amount };
}

t.test('a refunded group order: hasUserPaid is false, the invite is gone, and the member is removed from the group', async (t) => {
  const removed: [string, string][] = [];
  const refunder = createRefunds({
    db,
    settle: createRefundSettlement({
      entitlements: up.app.entitlements,
      certificates: up.app.certificates,
      mailer: up.app.mailer,
      publicUrl: up.app.config.PUBLIC_URL,
      removeLater: async ({ userId, reason }) => void removed.push([userId, reason]),
    }),
    refundsItself: () => false,
    sendLater: async () => void t.fail('a crypto refund is recorded, not sent'),
  });
  const paid = await openGroupOrder(up, 'member');
  t.equal(await pay(up, paid), 'credited');
  const userId = (await orderOf(paid.orderId)).userId;
  await db.insert(telegramInvites).values({ userId, link: 'https://t.me/+single-use', expiresAt: new Date(Date.now() + 86_400_000) });
  t.equal((await customerGet(up, paid.token, 'telegram/invite')).statusCode, 200);

  const root = (await up.app.accounts.findByEmail('root@academy.test'))!;
  const audit = { actor: { id: root.id, email: root.email, role: root.role }, action: 'order.refund', at: new Date(), ip: null, device: null } as const;
  const { refund, message } = await refunder.refund(audit, paid.orderId, { reason: 'Left in the first week', method: 'BTC to bc1q9x, tx 77ab' });
  t.equal(message, 'Refund recorded: $25.00');
  t.match(refund, { items: [], amount_usd: 25 });
  t.same(removed, [[userId, 'refund']], 'to be removed from the group');
  t.equal((await db.select().from(users).where(eq(users.id, userId)))[0]!.hasUserPaid, false);
  t.equal((await customerGet(up, paid.token, 'telegram/invite')).statusCode, 403, 'no invite any more (the membership revokes the link itself)');
  t.same((await customerGet(up, paid.token, 'telegram/invite')).json(), { code: 403, message: 'The Telegram group is for members who paid for it' });
  t.equal((await orderOf(paid.orderId)).status, 'refunded');
  t.match((await lastMailTo(up.dataDir, paid.email, { subject: /refund/ })).text, '- Telegram signals group access: $25.00');
});

t.test('refunding one of two items leaves the other working and the order paid; the rest refunds it all, once', async (t) => {
  const robot = 'crypto-grid-master-ea';
  const c = await boughtItems(up, 'two', { courses: ['stock-foundations'], robots: [robot] });
  const course = Math.round((await usdOf(up, 'stock-foundations')) * 100);
  const { key } = (await customerGet(up, c.token, `robots/${robot}/licence`)).json().data;

  const first = await admin.refund(c.orderId, { ...because, items: [{ type: 'course', slug: 'stock-foundations' }] });
  t.match(first.json().data, { amount_usd: course / 100, items: [{ slug: 'stock-foundations' }] });
  t.equal((await orderOf(c.orderId)).status, 'paid', 'the order stays paid');
  t.equal(await statusOf('activate', key, robot), 'active', 'the robot still runs');
  t.equal((await customerGet(up, c.token, `robots/${robot}/download`)).statusCode, 303, 'and downloads');
  t.equal((await customerGet(up, c.token, `media/${ffClip('lesson-1.webm')}`)).statusCode, 403, 'the course does not play');

  const repeat = await admin.refund(c.orderId, { ...because, items: [{ type: 'course', slug: 'stock-foundations' }] });
  t.same(repeat.json(), { code: 409, message: 'Stock Foundations was refunded already' });
  t.equal((await refundsOf(c.orderId)).length, 1, 'a repeat records nothing');

  const history = (await customerGet(up, c.token, 'orders')).json().data.find((o: { order_id: string }) => o.order_id === c.orderId);
  t.match(history, {
    status: 'paid',
    refunded_usd: course / 100,
    items: [
      { slug: 'stock-foundations', refunded: true },
      { slug: robot, refunded: false },
    ],
  });

  const rest = await admin.refund(c.orderId, because);
  t.match(rest.json().data, { items: [{ slug: robot }], amount_usd: c.amount - course / 100 });
  t.equal((await orderOf(c.orderId)).status, 'refunded');
  t.equal(await statusOf('verify', key, robot), 'revoked');
  t.equal(
    (await refundsOf(c.orderId)).reduce((sum, r) => sum + r.amountUsdCents, 0),
    Math.round(c.amount * 100),
    'the refunds add up to the order',
  );
  t.same((await admin.refund(c.orderId, because)).json(), { code: 409, message: 'This order was refunded already' });
  t.match(
    (await customerGet(up, c.token, 'orders')).json().data.find((o: { order_id: string }) => o.order_id === c.orderId),
    {
      status: 'refunded',
      refunded_usd: c.amount,
    },
  );
});

t.test('two admins refunding the same order at once: one refund, the other is told it was refunded already', async (t) => {
  const c = await boughtItems(up, 'race', { courses: ['crypto-price-action-mastery'] });
  const answers = await Promise.all([admin.refund(c.orderId, because), admin.refund(c.orderId, because)]);
  t.same(answers.map((a) => a.statusCode).sort(), [201, 409]);
  t.equal((await refundsOf(c.orderId)).length, 1);
  t.same((await db.select().from(revenues).where(eq(revenues.orderId, c.orderId))).map((r) => r.kind).sort(), ['payment', 'refund'], 'one refund entry');
});

t.test('only a paid order is refunded: an unpaid one is 409, an unknown one 404, and neither changes', async (t) => {
  const open = await openOrder(up, 'unpaid', { courses: ['crypto-foundations'] });
  t.same((await admin.refund(open.orderId, because)).json(), { code: 409, message: 'Only a paid order can be refunded' });
  t.equal((await orderOf(open.orderId)).status, 'pending');
  t.same((await refundsOf(open.orderId)).length, 0);
  t.equal((await admin.refund('00000000-0000-4000-8000-000000000000', because)).statusCode, 404);
});

t.test('invalid input is 422 and changes nothing', async (t) => {
  const c = await boughtItems(up, 'invalid', { courses: ['commodities-foundations'] });
  const before = await db.select().from(purchases).where(eq(purchases.orderId, c.orderId));
  for (const [payload, message] of [
    [{ method: because.method }, 'A reason is required'],
    [{ reason: '   ', method: because.method }, 'A reason is required'],
    [{ reason: because.reason }, 'Say how the money went back'],
    [{ ...because, items: [] }, 'Choose at least one item to refund'],
    [{ ...because, items: [{ type: 'robot', slug: 'commodities-foundations' }] }, 'This order holds no robot commodities-foundations'],
    [{ ...because, items: [{ type: 'course', slug: '../etc' }] }, /slug/],
  ] as const) {
    t.match((await admin.refund(c.orderId, payload)).json(), { code: 422, message }, JSON.stringify(payload));
  }
  t.equal((await admin.refund('not-an-id', because)).json().message, 'id must be an order id');
  t.same(await refundsOf(c.orderId), [], 'no refund');
  t.same(
    (await db.select().from(revenues).where(eq(revenues.orderId, c.orderId))).map((r) => r.kind),
    ['payment'],
    'no refund entry',
  );
  t.same(await db.select().from(purchases).where(eq(purchases.orderId, c.orderId)), before, 'the purchase stands');
  t.equal((await orderOf(c.orderId)).status, 'paid');
});

t.test('with a coupon, an item refunds what was paid for it, and the last refund what is left', async (t) => {
  const order = await openOrder(up, 'coupon', { courses: ['forex-swing-trading-playbook', 'crypto-swing-trading-playbook'] });
  const [a, b] = (await orderOf(order.orderId)).items;
  // As a coupon leaves it (built elsewhere): a share of the discount on each item, the amount less the discount.
  const discounts = [Math.round(a!.usdCents * 0.2), Math.round(b!.usdCents * 0.2)] as const;
  const amount = a!.usdCents + b!.usdCents - discounts[0] - discounts[1];
  await db
    .update(orders)
    .set({
      items: [
        { ...a!, discountUsdCents: discounts[0] },
        { ...b!, discountUsdCents: discounts[1] },
      ],
      amountUsdCents: amount,
      discountUsdCents: discounts[0] + discounts[1],
    })
    .where(eq(orders.id, order.orderId));
  t.equal(await pay(up, { orderId: order.orderId, amount: amount / 100 }), 'credited');

  const first = await admin.refund(order.orderId, { ...because, items: [{ type: 'course', slug: a!.slug }] });
  t.equal(first.json().data.amount_usd, (a!.usdCents - discounts[0]) / 100, 'the price less its share of the discount');
  const listed = (await admin.get(`orders?email=${order.email}`)).json().data[0];
  t.match(listed, {
    discount_usd: (discounts[0] + discounts[1]) / 100,
    amount_usd: amount / 100,
    items: [{ paid_usd: (a!.usdCents - discounts[0]) / 100, refunded: true }, { refunded: false }],
  });
  const rest = await admin.refund(order.orderId, because);
  t.equal(rest.json().data.amount_usd, (b!.usdCents - discounts[1]) / 100);
  // The payment's entry carries its discount (as the coupon's fulfilment writes it).
  await db
    .update(revenues)
    .set({ discountUsdCents: discounts[0] + discounts[1] })
    .where(and(eq(revenues.orderId, order.orderId), eq(revenues.kind, 'payment')));
  const records = (await admin.get('revenues?length=100')).json().data.filter((r: { order_id: string }) => r.order_id === order.orderId);
  t.same(
    records.map((r: { kind: string; amount: number; discount: number }) => [r.kind, r.amount, r.discount]),
    [
      ['refund', -(b!.usdCents - discounts[1]) / 100, 0],
      ['refund', -(a!.usdCents - discounts[0]) / 100, 0],
      ['payment', amount / 100, (discounts[0] + discounts[1]) / 100],
    ],
    'the revenue entries: two refunds and the payment with its discount',
  );
  const entries = await db.select().from(revenues).where(eq(revenues.orderId, order.orderId));
  t.equal(
    entries.reduce((sum, r) => sum + r.amountUsdCents, 0),
    0,
    'the payment and its refunds net to nothing',
  );
});
