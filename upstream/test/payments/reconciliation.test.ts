import t from 'tap';
import { eq, sql } from 'drizzle-orm';
import { orders, paymentNotices, revenues } from '../../src/payments/tables.ts';
import { purchases } from '../../src/purchases/tables.ts';
import { fakeServer, type Received } from '../fake-server.ts';
import { API, adminToken, buildTestUpstream, registeredCustomer, type TestUpstream } from '../helper.ts';
import { notice, openOrder, sendNotice } from './pay-helper.ts';

const IPN_SECRET = 'ipn-secret-from-the-dashboard';
/** What the fake NOWPayments knows: payments by id, and by invoice for the account's listing. */
const payments = new Map<string, Record<string, unknown>>();
let down = false;
const nowpayments = await fakeServer(t, (req: Received) => {
  if (down) return { status: 500, body: { message: 'Internal error' } };
  if (req.headers['x-api-key'] !== 'np-key') return { status: 403, body: { message: 'Invalid api key' } };
  const url = new URL(req.url, 'http://x');
  if (req.method === 'POST' && url.pathname === '/invoice') {
    const id = String(5_000_000_000 + nowpayments.received.length);
    return { body: { id, order_id: (req.body as { order_id: string }).order_id, invoice_url: `https://nowpayments.io/payment/?iid=${id}` } };
  }
  if (req.method === 'POST' && url.pathname === '/auth') {
    const ok = (req.body as { email?: string }).email === 'shop@example.com' && (req.body as { password?: string }).password === 'np-password';
    return ok ? { body: { token: 'jwt-token' } } : { status: 401, body: { message: 'Wrong credentials' } };
  }
  if (url.pathname === '/payment/') {
    if (req.headers.authorization !== 'Bearer jwt-token') return { status: 401, body: { message: 'Authorization required' } };
    const invoice = url.searchParams.get('invoiceId');
    return { body: { data: [...payments.values()].filter((p) => String(p.invoice_id) === invoice), limit: 10, page: 0, pagesCount: 1, total: 1 } };
  }
  const byId = /^\/payment\/(\d+)$/.exec(url.pathname);
  if (byId && payments.has(byId[1]!)) return { body: payments.get(byId[1]!) };
  return { status: 404, body: { message: 'Payment not found' } };
});

const env = {
  PAYMENT_PROVIDER: 'nowpayments',
  NOWPAYMENTS_API_URL: nowpayments.url,
  NOWPAYMENTS_API_KEY: 'np-key',
  NOWPAYMENTS_IPN_SECRET: IPN_SECRET,
  NOWPAYMENTS_EMAIL: 'shop@example.com',
  NOWPAYMENTS_PASSWORD: 'np-password',
  RECONCILE_EVERY_SECONDS: '0',
};
const up = await buildTestUpstream(t, env);
const { db } = up.app.database;

const openNpOrder = (app: TestUpstream, n: string) => openOrder(app, n, { courses: ['forex-foundations'], robots: [] }, 'nowpayments');
/** The order was opened `minutes` ago: reconciliation asks about orders open past RECONCILE_AFTER_MINUTES (5). */
const age = (app: TestUpstream, orderId: string, minutes = 10) =>
  app.app.database.db
    .update(orders)
    .set({ createdAt: sql`now() - ${`${minutes} minutes`}::interval` })
    .where(eq(orders.id, orderId));
const orderOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const creditsOf = async (id: string) => (await db.select().from(revenues).where(eq(revenues.orderId, id))).length;

t.test('a lost finished notice is recovered by reconciliation, with exactly one credit', async (t) => {
  const o = await openNpOrder(up, 'lost');
  const waiting = notice(o, { invoice_id: o.invoice_id, payment_status: 'waiting', actually_paid: 0 });
  t.equal((await sendNotice(up, waiting, IPN_SECRET, { provider: 'nowpayments' })).json().message, 'recorded');
  t.match(await orderOf(o.order_id), { status: 'pending', providerStatus: 'waiting', paymentId: String(waiting.payment_id) });

  // The payment finishes at NOWPayments; its notice never arrives.
  const finished = { ...waiting, payment_status: 'finished', actually_paid: waiting.pay_amount };
  payments.set(String(waiting.payment_id), finished);
  t.same(await up.app.payments.reconciliation.run(), { expired: 0, checked: 0, errors: 0 }, 'a young order is left to its notices');
  await age(up, o.order_id);
  t.match(await up.app.payments.reconciliation.run(), { checked: 1, credited: 1, errors: 0 });
  t.equal((await orderOf(o.order_id)).status, 'paid');
  t.equal(await creditsOf(o.order_id), 1);
  t.equal((await db.select().from(purchases).where(eq(purchases.orderId, o.order_id))).length, 1);

  // The notice turns up after all; and another pass: nothing twice.
  t.equal((await sendNotice(up, finished, IPN_SECRET, { provider: 'nowpayments' })).json().message, 'duplicate');
  t.match(await up.app.payments.reconciliation.run(), { checked: 0 });
  t.equal(await creditsOf(o.order_id), 1);
  const log = await db.select().from(paymentNotices).where(eq(paymentNotices.orderId, o.order_id)).orderBy(paymentNotices.receivedAt);
  t.same(
    log.map((n) => [n.source, n.status, n.outcome]),
    [
      ['notice', 'waiting', 'recorded'],
      ['reconciliation', 'finished', 'credited'],
      ['notice', 'finished', 'duplicate'],
    ],
  );
});

t.test('a payment whose every notice was lost is found by its invoice, with the account login', async (t) => {
  const o = await openNpOrder(up, 'silent');
  const paid = notice(o, { invoice_id: o.invoice_id });
  payments.set(String(paid.payment_id), paid);
  await age(up, o.order_id);
  t.match(await up.app.payments.reconciliation.run(), { checked: 1, credited: 1 });
  t.match(await orderOf(o.order_id), { status: 'paid', paymentId: String(paid.payment_id) });
  const auth = nowpayments.received.filter((r) => r.url === '/auth');
  t.ok(auth.length >= 1, 'signed in for the listing');
});

t.test('reconciliation applies short and failed answers as notices would, and counts what it could not ask', async (t) => {
  const short = await openNpOrder(up, 'recshort');
  const shortPay = notice(short, { invoice_id: short.invoice_id, payment_status: 'partially_paid', actually_paid: 0.0006 });
  payments.set(String(shortPay.payment_id), shortPay);
  const failed = await openNpOrder(up, 'recfailed');
  const failedPay = notice(failed, { invoice_id: failed.invoice_id, payment_status: 'failed', actually_paid: 0 });
  payments.set(String(failedPay.payment_id), failedPay);
  await age(up, short.order_id);
  await age(up, failed.order_id);
  t.match(await up.app.payments.reconciliation.run(), { checked: 2, attention: 1, recorded: 1, errors: 0 });
  t.match(await orderOf(short.order_id), { status: 'partially_paid', receivedUsdCents: Math.round(short.amount * 50) });
  t.equal((await orderOf(failed.order_id)).status, 'failed');

  // The short one is still open: asked again later, while NOWPayments is down, it counts an error and the pass still ends.
  await db
    .update(orders)
    .set({ checkedAt: sql`now() - interval '10 minutes'` })
    .where(eq(orders.id, short.order_id));
  down = true;
  t.teardown(() => (down = false));
  t.match(await up.app.payments.reconciliation.run(), { checked: 1, errors: 1 });
  down = false;
  const last = await up.app.payments.reconciliation.last();
  t.ok(last?.finishedAt, 'the run is on record');
  t.match(last?.summary, { checked: 1, errors: 1 });
});

t.test('an invoice past its time with no payment under way expires; one with a payment waits for the provider', async (t) => {
  const idle = await openNpOrder(up, 'idle');
  const paying = await openNpOrder(up, 'paying');
  await sendNotice(up, notice(paying, { invoice_id: paying.invoice_id, payment_status: 'confirming' }), IPN_SECRET, { provider: 'nowpayments' });
  for (const o of [idle, paying])
    await db
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, o.order_id));
  t.match(await up.app.payments.reconciliation.run(), { expired: 1 });
  t.equal((await orderOf(idle.order_id)).status, 'expired');
  t.equal((await orderOf(paying.order_id)).status, 'pending');
  // A payment that lands on an expired invoice is still money received: it delivers.
  t.equal((await sendNotice(up, notice(idle, { invoice_id: idle.invoice_id }), IPN_SECRET, { provider: 'nowpayments' })).json().message, 'credited');
});

t.test('two runs at once, on two upstreams: one after the other, the order credited once', async (t) => {
  const o = await openNpOrder(up, 'tworunners');
  const paid = notice(o, { invoice_id: o.invoice_id });
  payments.set(String(paid.payment_id), paid);
  await age(up, o.order_id);
  // A second upstream on the same database (PostgreSQL), or the same one twice (PGlite).
  const other = up.app.config.DATABASE_URL ? await buildTestUpstream(t, { ...env, DATABASE_URL: up.app.config.DATABASE_URL }) : up;
  const [a, b] = await Promise.all([up.app.payments.reconciliation.run(), other.app.payments.reconciliation.run()]);
  t.same([a.credited ?? 0, b.credited ?? 0].sort(), [0, 1], 'one pass credited it; the other, after it, found nothing to ask about');
  t.equal(await creditsOf(o.order_id), 1);
});

t.test('the admin sees the last run and can start one', async (t) => {
  const token = await adminToken(up);
  const auth = { authorization: `Bearer ${token}` };
  const res = await up.app.inject({ method: 'GET', url: `${API}/admin/payments/reconciliation`, headers: auth });
  t.equal(res.statusCode, 200);
  t.match(res.json().data, { every_seconds: 0, after_minutes: 5, last: { started_at: String, finished_at: String, summary: Object, error: null } });
  const run = await up.app.inject({ method: 'POST', url: `${API}/admin/payments/reconciliation`, headers: auth });
  t.match(run.json(), { code: 200, data: { summary: { checked: Number } } });
  const customer = await registeredCustomer(up, 'notadmin');
  t.equal(
    (await up.app.inject({ method: 'POST', url: `${API}/admin/payments/reconciliation`, headers: { authorization: `Bearer ${customer.token}` } })).statusCode,
    401,
  );
});
