import t from 'tap';
import { eq, sql } from 'drizzle-orm';
import { orders, paymentNotices, revenues } from '../../src/payments/tables.ts';
import { paystackSignature } from '../../src/payments/providers/paystack.ts';
import { fakeServer, type Received } from '../fake-server.ts';
import { API, buildTestUpstream, type TestUpstream } from '../helper.ts';
import { openOrder } from './pay-helper.ts';

const SECRET = 'sk_test_0123456789abcdef';
/** What the fake Paystack knows of each transaction, by reference: what `verify` answers. */
const transactions = new Map<string, { status: string; amount: number; currency: string }>();
/** Paystack's id of each reference's transaction: the same every time it is verified. */
const ids = new Map<string, number>();
const paystack = await fakeServer(t, (req: Received) => {
  if (req.headers.authorization !== `Bearer ${SECRET}`) return { status: 401, body: { status: false, message: 'Invalid key' } };
  const url = new URL(req.url, 'http://x');
  if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
    const { reference, amount, currency } = req.body as { reference: string; amount: number; currency: string };
    transactions.set(reference, { status: 'abandoned', amount, currency });
    ids.set(reference, 4_099_260_000 + ids.size);
    return {
      body: {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `https://checkout.paystack.com/${reference.slice(0, 8)}`, access_code: 'ac', reference },
      },
    };
  }
  const verify = /^\/transaction\/verify\/(.+)$/.exec(url.pathname);
  const tx = verify && transactions.get(decodeURIComponent(verify[1]!));
  if (tx) {
    return {
      body: {
        status: true,
        message: 'Verification successful',
        data: {
          id: ids.get(decodeURIComponent(verify[1]!)),
          status: tx.status,
          reference: decodeURIComponent(verify[1]!),
          amount: tx.amount,
          currency: tx.currency,
          channel: 'card',
          paid_at: '2026-11-27T10:00:00.000Z',
          authorization: { authorization_code: 'AUTH_72btv547', bank: 'TEST BANK', card_type: 'visa', last4: '4081' },
        },
      },
    };
  }
  return { status: 404, body: { status: false, message: 'Transaction reference not found' } };
});

const up = await buildTestUpstream(t, { PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_API_URL: paystack.url, RECONCILE_EVERY_SECONDS: '0' });
const { db } = up.app.database;
const orderOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const creditsOf = async (id: string) => (await db.select().from(revenues).where(eq(revenues.orderId, id))).length;
const openCardOrder = (app: TestUpstream, n: string, courses = ['forex-foundations']) => openOrder(app, n, { courses, robots: [] }, 'paystack');

/** A Paystack event as its webhook posts it, signed with the secret key unless told otherwise. */
const sendEvent = (body: object, signature?: string) => {
  const raw = JSON.stringify(body);
  return up.app.inject({
    method: 'POST',
    url: `${API}/payments/paystack/webhook`,
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature ?? paystackSignature(raw, SECRET) },
  });
};
const chargeSuccess = (reference: string, amount = 1) => ({ event: 'charge.success', data: { reference, amount, currency: 'NGN', status: 'success' } });

t.test('the order is charged in naira at the admin’s rate, fixed when it opens, through Paystack’s initialize', async (t) => {
  const rate = await up.app.settings.rate();
  const { order_id, amount, c } = await openCardOrder(up, 'ps-init');
  const order = await orderOf(order_id);
  const kobo = Math.round(amount * rate) * 100;
  t.match(order, { provider: 'paystack', chargeCurrency: 'NGN', chargeMinor: kobo, chargeRate: rate, status: 'pending', invoiceId: order_id });
  const call = paystack.received.find((r) => r.url === '/transaction/initialize' && (r.body as { reference: string }).reference === order_id)!;
  t.match(call.body, {
    email: c.email,
    amount: kobo,
    currency: 'NGN',
    reference: order_id,
    callback_url: /\/checkout\?status=success/,
    channels: ['card', 'bank', 'ussd', 'qr', 'bank_transfer'],
  });
  t.equal(order.invoiceUrl, `https://checkout.paystack.com/${order_id.slice(0, 8)}`, 'the browser goes to Paystack’s page');
});

t.test('a charge is credited only when verify says success for the order’s amount in naira', async (t) => {
  const { order_id } = await openCardOrder(up, 'ps-pay');
  // The body says success: it is a hint; verify still says abandoned, so nothing is credited.
  t.equal((await sendEvent(chargeSuccess(order_id))).json().message, 'recorded');
  t.equal((await orderOf(order_id)).status, 'pending');

  const order = await orderOf(order_id);
  transactions.set(order_id, { status: 'success', amount: order.chargeMinor!, currency: 'NGN' });
  t.equal((await sendEvent(chargeSuccess(order_id))).json().message, 'credited');
  t.equal((await orderOf(order_id)).status, 'paid');
  const [revenue] = await db.select().from(revenues).where(eq(revenues.orderId, order_id));
  t.match(revenue, {
    amountUsdCents: order.amountUsdCents,
    currency: 'NGN',
    authorizationCode: 'AUTH_72btv547',
    bank: 'TEST BANK',
    paidIn: 'card',
    paymentProvider: 'paystack',
  });

  // The admin's revenue records keep dollars, with the naira charged beside (the screen and the CSV).
  const listed = (await up.app.revenue.page({ page: 1, length: 50 })).data.find((r) => r.order_id === order_id);
  t.match(listed, {
    amount: order.amountUsdCents / 100,
    currency: 'NGN',
    payment_provider: 'paystack',
    paid_in: 'card',
    amount_charged: order.chargeMinor! / 100,
  });
  const line = (await up.app.revenue.csv()).split('\n').find((l) => l.includes(order_id))!;
  t.match(line, new RegExp(`"card","Forex Foundations","${order.chargeMinor! / 100}"$`), 'the CSV ends with the naira charged');

  // Paystack repeats events: the replay credits nothing more.
  t.equal((await sendEvent(chargeSuccess(order_id))).json().message, 'duplicate');
  t.equal(await creditsOf(order_id), 1);
});

t.test('a forged signature, an unknown reference, a short amount and another currency credit nothing', async (t) => {
  const { order_id } = await openCardOrder(up, 'ps-bad');
  const order = await orderOf(order_id);
  transactions.set(order_id, { status: 'success', amount: order.chargeMinor!, currency: 'NGN' });
  const forged = await sendEvent(chargeSuccess(order_id), paystackSignature(JSON.stringify(chargeSuccess(order_id)), 'sk_test_not_ours'));
  t.equal(forged.statusCode, 401);
  t.equal((await sendEvent(chargeSuccess(order_id), 'not-hex')).statusCode, 401);
  const [rejected] = await db.select().from(paymentNotices).where(eq(paymentNotices.outcome, 'rejected'));
  t.match(rejected, { provider: 'paystack', signatureValid: false }, 'the forged body is kept for the admin, acted on never');

  t.equal((await sendEvent(chargeSuccess('a2b8f7c0-0000-4000-8000-000000000000'))).json().message, 'ignored', 'no order has that reference');

  transactions.set(order_id, { status: 'success', amount: order.chargeMinor! - 100, currency: 'NGN' });
  t.equal((await sendEvent(chargeSuccess(order_id))).json().message, 'attention', 'a naira short: no tolerance for a card');
  t.equal((await orderOf(order_id)).status, 'partially_paid');

  const other = await openCardOrder(up, 'ps-usd');
  transactions.set(other.order_id, { status: 'success', amount: (await orderOf(other.order_id)).chargeMinor!, currency: 'USD' });
  t.equal((await sendEvent(chargeSuccess(other.order_id))).json().message, 'attention', 'the right number in dollars is not the naira asked');
  t.equal(await creditsOf(order_id), 0);
  t.equal(await creditsOf(other.order_id), 0);
});

t.test('a lost webhook is recovered by reconciliation asking verify', async (t) => {
  const { order_id } = await openCardOrder(up, 'ps-lost');
  transactions.set(order_id, { status: 'success', amount: (await orderOf(order_id)).chargeMinor!, currency: 'NGN' });
  await db
    .update(orders)
    .set({ createdAt: sql`now() - interval '10 minutes'` })
    .where(eq(orders.id, order_id));
  t.match(await up.app.payments.reconciliation.run(), { credited: 1, errors: 0 });
  t.equal((await orderOf(order_id)).status, 'paid');
  t.equal(await creditsOf(order_id), 1);
});

t.test('one open payment per cart: paying by crypto after opening a card payment replaces it', async (t) => {
  const card = await openCardOrder(up, 'ps-switch');
  const again = await up.app.inject({
    method: 'POST',
    url: `${API}/payments/paystack/initialize`,
    headers: card.auth,
    payload: { amount: card.amount, currency: 'USD', description: 'order', metadata: JSON.stringify({ courses: ['forex-foundations'], robots: [] }) },
  });
  t.equal(again.json().data.order_id, card.order_id, 'Pay pressed again resumes the same naira charge');
  const crypto = await up.app.inject({
    method: 'POST',
    url: `${API}/payments/sandbox/initialize`,
    headers: card.auth,
    payload: { amount: card.amount, currency: 'USD', description: 'order', metadata: JSON.stringify({ courses: ['forex-foundations'], robots: [] }) },
  });
  t.not(crypto.json().data.order_id, card.order_id);
  t.equal((await orderOf(card.order_id)).status, 'cancelled', 'the card payment it replaced is cancelled');
  t.equal((await orderOf(crypto.json().data.order_id)).chargeCurrency, 'USD');
});
