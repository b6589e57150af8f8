import t from 'tap';
import { eq } from 'drizzle-orm';
import { users } from '../../src/accounts/tables.ts';
import { cartItems } from '../../src/cart/tables.ts';
import { orders, paymentNotices, revenues } from '../../src/payments/tables.ts';
import { purchases } from '../../src/purchases/tables.ts';
import { API, buildTestUpstream, registeredCustomer } from '../helper.ts';
import { lastMailTo } from '../outbox.ts';
import { initialize, notice, openOrder, sendNotice } from './pay-helper.ts';

const up = await buildTestUpstream(t, { TELEGRAM_INVITE_URL: 'https://t.me/+demo-group' }, { listen: true });
const secret = up.app.config.sandboxSecret;
const { db } = up.app.database;

const pendingOrder = (n: string, slugs?: { courses: string[]; robots: string[] }) => openOrder(up, n, slugs);
const userId = async (email: string) => (await up.app.accounts.findByEmail(email))!.id;

t.test('a signed finished notice credits the order once: paid, purchases, revenue, empty cart, receipt', async (t) => {
  const o = await pendingOrder('credit');
  const body = notice(o);
  const res = await sendNotice(up, body, secret);
  t.same(res.json(), { code: 200, message: 'credited' });
  const [order] = await db.select().from(orders).where(eq(orders.id, o.order_id));
  t.equal(order?.status, 'paid');
  t.equal(
    (
      await db
        .select()
        .from(purchases)
        .where(eq(purchases.userId, await userId(o.c.email)))
    ).length,
    2,
  );
  const [revenue] = await db.select().from(revenues).where(eq(revenues.orderId, o.order_id));
  t.match(revenue, {
    amountUsdCents: Math.round(o.amount * 100),
    currency: 'USD',
    paymentId: String(body.payment_id),
    paymentProvider: 'sandbox',
    authorizationCode: null,
    bank: null,
    paidIn: 'btc',
  });
  t.equal(
    (
      await db
        .select()
        .from(cartItems)
        .where(eq(cartItems.userId, await userId(o.c.email)))
    ).length,
    0,
  );
  const mail = await lastMailTo(up.dataDir, o.c.email, { subject: /receipt/ });
  t.match(mail.subject, /receipt/);
  t.match(mail.text, new RegExp(`Total paid: \\$${o.amount.toFixed(2)} USD`));
  t.match(mail.text, /\nPaid: \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} UTC\n/, 'when, as a person reads it');
  t.notMatch(mail.text, /\d{4}-\d{2}-\d{2}T/, 'not a machine timestamp');
  const details = (await up.app.inject({ method: 'GET', url: `${API}/user/details`, headers: o.auth })).json().data;
  t.match(details, { courses_purchased: 1, robots_purchased: 1 });
  const history = (await up.app.inject({ method: 'GET', url: `${API}/orders`, headers: o.auth })).json().data;
  t.match(history, [{ order_id: o.order_id, status: 'paid', amount_usd: o.amount }]);
});

t.test('the same notice five times, in a row and at once, credits once', async (t) => {
  const o = await pendingOrder('replay');
  const body = notice(o);
  const answers = [];
  for (let i = 0; i < 5; i++) answers.push((await sendNotice(up, body, secret)).json().message);
  t.same(answers, ['credited', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
  const o2 = await pendingOrder('concurrent');
  const body2 = notice(o2);
  const together = await Promise.all(Array.from({ length: 5 }, () => sendNotice(up, body2, secret)));
  t.equal(together.filter((r) => r.json().message === 'credited').length, 1);
  t.equal((await db.select().from(revenues).where(eq(revenues.orderId, o2.order_id))).length, 1);
  // A second finished payment for the same order credits nothing: it is flagged for the admin (paid twice).
  t.equal((await sendNotice(up, notice(o2), secret)).json().message, 'attention');
  t.equal((await db.select().from(revenues).where(eq(revenues.orderId, o2.order_id))).length, 1);
});

t.test('bad, missing or foreign signatures are refused and change nothing', async (t) => {
  const o = await pendingOrder('badsig');
  const body = notice(o);
  t.equal((await sendNotice(up, body, 'another-secret')).statusCode, 401);
  t.equal((await sendNotice(up, body, secret, { signature: null })).statusCode, 401);
  t.equal((await sendNotice(up, body, secret, { signature: 'ab'.repeat(64) })).statusCode, 401);
  const tampered = await up.app.inject({
    method: 'POST',
    url: `${API}/payments/sandbox/webhook`,
    payload: JSON.stringify({ ...body, price_amount: 0.01 }),
    headers: { 'content-type': 'application/json', 'x-nowpayments-sig': (await import('../../src/payments/signature.ts')).signNotice(body, secret) },
  });
  t.equal(tampered.statusCode, 401, 'a body changed after signing');
  t.equal((await db.select().from(orders).where(eq(orders.id, o.order_id)))[0]?.status, 'pending');
  t.equal((await db.select().from(paymentNotices).where(eq(paymentNotices.orderId, o.order_id))).length, 0, 'a rejected notice names no order');
  const rejected = await db
    .select()
    .from(paymentNotices)
    .where(eq(paymentNotices.paymentId, String(body.payment_id)));
  t.equal(rejected.length, 4, 'each is kept, as what it claimed');
  t.ok(rejected.every((n) => !n.signatureValid && n.outcome === 'rejected' && n.status === 'finished'));
  // A probe's junk, with what PostgreSQL cannot store (NUL, raw and escaped): still a clear 401, still logged.
  const loggedBefore = (await db.select().from(paymentNotices).where(eq(paymentNotices.signatureValid, false))).length;
  for (const junk of ['{"payment_id":"\\u0000","k\\u0000":1}', 'null', '\u0000\u0000 not json']) {
    const res = await up.app.inject({
      method: 'POST',
      url: `${API}/payments/sandbox/webhook`,
      payload: junk,
      headers: { 'content-type': 'application/json', 'x-nowpayments-sig': 'ab'.repeat(64) },
    });
    t.equal(res.statusCode, 401, JSON.stringify(junk));
  }
  t.equal((await db.select().from(paymentNotices).where(eq(paymentNotices.signatureValid, false))).length, loggedBefore + 3, 'each one logged');
});

t.test('a finished payment within the fee tolerance delivers; an overpaid one delivers and keeps what arrived', async (t) => {
  const nearly = await pendingOrder('nearly');
  t.equal(
    (await sendNotice(up, notice(nearly, { pay_amount: 0.001, actually_paid: 0.000995 }), secret)).json().message,
    'credited',
    '0.5% short: network fees',
  );
  const over = await pendingOrder('over');
  t.equal((await sendNotice(up, notice(over, { actually_paid_at_fiat: over.amount + 20 }), secret)).json().message, 'credited');
  const [overOrder] = await db.select().from(orders).where(eq(orders.id, over.order_id));
  t.equal(overOrder?.receivedUsdCents, Math.round((over.amount + 20) * 100), 'the $20 over is recorded');
  const silent = await pendingOrder('silent');
  const { pay_amount: _asked, actually_paid: _arrived, ...noAmounts } = notice(silent);
  t.equal((await sendNotice(up, noAmounts, secret)).json().message, 'attention', 'a notice that says nothing of what arrived delivers nothing');
});

t.test('partial, failed, short and non-final notices credit nothing', async (t) => {
  const partial = await pendingOrder('partial');
  t.equal((await sendNotice(up, notice(partial, { payment_status: 'partially_paid' }), secret)).json().message, 'attention');
  t.equal((await db.select().from(orders).where(eq(orders.id, partial.order_id)))[0]?.status, 'partially_paid');
  // price_amount is the invoice's price sent back: a finished notice that says so, but whose coins
  // fall short of the asked amount (beyond the 1% tolerance), delivers nothing and keeps what arrived.
  const short = await pendingOrder('short');
  t.equal((await sendNotice(up, notice(short, { pay_amount: 0.001, actually_paid: 0.00095 }), secret)).json().message, 'attention');
  const [shortOrder] = await db.select().from(orders).where(eq(orders.id, short.order_id));
  t.equal(shortOrder?.status, 'partially_paid');
  t.equal(shortOrder?.receivedUsdCents, Math.round(short.amount * 95), 'what arrived: 95% of the price');
  const valued = await pendingOrder('valued');
  await sendNotice(up, notice(valued, { actually_paid_at_fiat: valued.amount - 5 }), secret);
  t.equal((await db.select().from(orders).where(eq(orders.id, valued.order_id)))[0]?.status, 'partially_paid', "the provider's own valuation, $5 short");
  const failed = await pendingOrder('failed');
  await sendNotice(up, notice(failed, { payment_status: 'confirming' }), secret);
  t.equal((await db.select().from(orders).where(eq(orders.id, failed.order_id)))[0]?.status, 'pending');
  await sendNotice(up, notice(failed, { payment_status: 'failed' }), secret);
  t.equal((await db.select().from(orders).where(eq(orders.id, failed.order_id)))[0]?.status, 'failed');
  for (const o of [partial, short, failed]) {
    t.equal(
      (
        await db
          .select()
          .from(purchases)
          .where(eq(purchases.userId, await userId(o.c.email)))
      ).length,
      0,
    );
    t.equal((await db.select().from(revenues).where(eq(revenues.orderId, o.order_id))).length, 0);
  }
});

t.test('unknown orders and malformed notices change nothing', async (t) => {
  t.equal((await sendNotice(up, notice({ order_id: '00000000-0000-4000-8000-000000000000', amount: 10 }), secret)).json().message, 'ignored');
  t.equal((await sendNotice(up, notice({ order_id: 'not-a-uuid', amount: 10 }), secret)).json().message, 'ignored');
  t.equal((await sendNotice(up, { hello: 'world' }, secret)).statusCode, 422);
  const raw = await up.app.inject({
    method: 'POST',
    url: `${API}/payments/sandbox/webhook`,
    payload: '{not json',
    headers: { 'content-type': 'application/json', 'x-nowpayments-sig': 'a'.repeat(128) },
  });
  t.equal(raw.statusCode, 401);
});

t.test('the sandbox invoice page pays over HTTP through the same webhook', async (t) => {
  const o = await pendingOrder('sandboxpay', { courses: ['stock-foundations'], robots: [] });
  const [order] = await db.select().from(orders).where(eq(orders.id, o.order_id));
  const invoice = await up.app.inject({ method: 'GET', url: `${API}/payments/sandbox/invoice/${order!.invoiceId}` });
  t.match(invoice.json().data, { order_id: o.order_id, amount_usd: o.amount, status: 'pending', description: 'Stock Foundations' });
  const pay = await up.app.inject({ method: 'POST', url: `${API}/payments/sandbox/invoice/${order!.invoiceId}/pay` });
  t.equal(pay.statusCode, 200);
  t.match(pay.json().data.redirect, /\/checkout\?status=success&message=/);
  t.equal((await db.select().from(orders).where(eq(orders.id, o.order_id)))[0]?.status, 'paid');
  t.equal((await up.app.inject({ method: 'POST', url: `${API}/payments/sandbox/invoice/${order!.invoiceId}/pay` })).statusCode, 409, 'paid once');

  const other = await pendingOrder('sandboxcancel', { courses: ['crypto-foundations'], robots: [] });
  const [second] = await db.select().from(orders).where(eq(orders.id, other.order_id));
  const cancel = await up.app.inject({ method: 'POST', url: `${API}/payments/sandbox/invoice/${second!.invoiceId}/cancel` });
  t.match(cancel.json().data.redirect, /status=cancelled/);
  t.equal((await db.select().from(orders).where(eq(orders.id, other.order_id)))[0]?.status, 'cancelled');
});

t.test('the group purchase sets hasUserPaid and opens the invite', async (t) => {
  const c = await registeredCustomer(up, 'group');
  const auth = { authorization: `Bearer ${c.token}` };
  t.equal((await up.app.inject({ method: 'GET', url: `${API}/telegram/invite`, headers: auth })).statusCode, 403);
  const res = await initialize(up, c.token, { amount: 25, currency: 'USD', metadata: JSON.stringify({ telegram: { id: 1 } }) });
  await sendNotice(up, notice({ order_id: res.json().data.order_id, amount: 25 }), secret);
  const [user] = await db.select().from(users).where(eq(users.email, c.email));
  t.equal(user?.hasUserPaid, true);
  t.same((await up.app.inject({ method: 'GET', url: `${API}/telegram/invite`, headers: auth })).json().data, { invite_link: 'https://t.me/+demo-group' });
});
