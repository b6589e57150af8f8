import { createHmac } from 'node:crypto';
import t from 'tap';
import { eq } from 'drizzle-orm';
import { orders } from '../../src/payments/tables.ts';
import { fakeServer } from '../fake-server.ts';
import { buildTestUpstream, registeredCustomer } from '../helper.ts';
import { cartPayment, initialize, notice, sendNotice, usdOf } from './pay-helper.ts';

const IPN_SECRET = 'ipn-secret-from-the-dashboard';
const nowpayments = await fakeServer(t, (req) =>
  req.headers['x-api-key'] === 'np-key'
    ? { body: { id: '5077125051', order_id: (req.body as { order_id: string }).order_id, invoice_url: 'https://nowpayments.io/payment/?iid=5077125051' } }
    : { status: 403, body: { message: 'Invalid api key' } },
);
const up = await buildTestUpstream(t, {
  PAYMENT_PROVIDER: 'nowpayments',
  NOWPAYMENTS_API_URL: nowpayments.url,
  NOWPAYMENTS_API_KEY: 'np-key',
  NOWPAYMENTS_IPN_SECRET: IPN_SECRET,
});
const c = await registeredCustomer(up, 'np');

t.test('an invoice is created at NOWPayments with the server price and our URLs', async (t) => {
  const amount = await usdOf(up, 'forex-foundations');
  const res = await initialize(up, c.token, cartPayment(amount, ['forex-foundations']), 'nowpayments');
  t.same(res.json().data.invoice_url, 'https://nowpayments.io/payment/?iid=5077125051');
  const call = nowpayments.received.at(-1)!;
  t.equal(call.url, '/invoice');
  t.match(call.body, {
    price_amount: amount,
    price_currency: 'usd',
    order_id: res.json().data.order_id,
    order_description: 'Forex Foundations',
    ipn_callback_url: 'http://localhost:3000/api/academy/payments/nowpayments/webhook',
    success_url: /\/checkout\?status=success/,
    cancel_url: /\/checkout\?status=cancelled/,
  });
  t.notOk('pay_currency' in (call.body as object), 'the buyer picks the coin on the invoice page');
  const [order] = await db().select().from(orders).where(eq(orders.id, res.json().data.order_id));
  t.equal(order?.invoiceId, '5077125051');
});

t.test('the IPN is verified with the recursively sorted JSON (nested fee included) and credits', async (t) => {
  const amount = await usdOf(up, 'crypto-foundations');
  const { order_id } = (await initialize(up, c.token, cartPayment(amount, ['crypto-foundations']), 'nowpayments')).json().data;
  const body = notice({ order_id, amount }, { invoice_id: 5077125051 });
  // The old documented form drops nested keys: its signature must not be accepted.
  const wrong = createHmac('sha512', IPN_SECRET)
    .update(JSON.stringify(body, Object.keys(body).sort()))
    .digest('hex');
  t.equal((await sendNotice(up, body, IPN_SECRET, { provider: 'nowpayments', signature: wrong })).statusCode, 401);
  t.equal((await sendNotice(up, body, IPN_SECRET, { provider: 'nowpayments' })).json().message, 'credited');
  t.equal((await db().select().from(orders).where(eq(orders.id, order_id)))[0]?.status, 'paid');
});

t.test('a notice for another invoice of the order is ignored, and the sandbox is off', async (t) => {
  const amount = await usdOf(up, 'stock-foundations');
  const { order_id } = (await initialize(up, c.token, cartPayment(amount, ['stock-foundations']), 'nowpayments')).json().data;
  t.equal((await sendNotice(up, notice({ order_id, amount }, { invoice_id: 1 }), IPN_SECRET, { provider: 'nowpayments' })).json().message, 'ignored');
  t.equal((await sendNotice(up, notice({ order_id, amount }), IPN_SECRET, { provider: 'sandbox' })).statusCode, 404);
  t.equal((await initialize(up, c.token, cartPayment(amount, ['stock-foundations']), 'sandbox')).statusCode, 404);
});

t.test('a refusal at NOWPayments fails the order with a clear message', async (t) => {
  const broken = await buildTestUpstream(t, {
    PAYMENT_PROVIDER: 'nowpayments',
    NOWPAYMENTS_API_URL: nowpayments.url,
    NOWPAYMENTS_API_KEY: 'wrong',
    NOWPAYMENTS_IPN_SECRET: IPN_SECRET,
  });
  const who = await registeredCustomer(broken, 'npfail');
  const amount = await usdOf(broken, 'forex-foundations');
  const res = await initialize(broken, who.token, cartPayment(amount, ['forex-foundations']), 'nowpayments');
  t.same(res.json(), { code: 502, message: 'Failed to initialize payment' });
  const [order] = await broken.app.database.db.select().from(orders);
  t.equal(order?.status, 'failed');
});

function db() {
  return up.app.database.db;
}
