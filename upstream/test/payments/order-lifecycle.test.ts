import t from 'tap';
import { eq } from 'drizzle-orm';
import { orders, paymentNotices, revenues } from '../../src/payments/tables.ts';
import { purchases } from '../../src/purchases/tables.ts';
import { API, buildTestUpstream } from '../helper.ts';
import { notice, openOrder, sendNotice } from './pay-helper.ts';

const up = await buildTestUpstream(t, { RECONCILE_EVERY_SECONDS: '0' }, { listen: true });
const secret = up.app.config.sandboxSecret;
const { db } = up.app.database;

interface Step {
  /** NOWPayments' status, and how much of the asked coins arrived (1 = all). */
  status: string;
  share?: number;
  /** Another payment for the same order (a second deposit). */
  newPayment?: boolean;
  outcome: string;
  order: string;
}

/** Each case: a fresh order, its notices in turn, and what each must do. Goods exist exactly when the order ends paid. */
const cases: Record<string, Step[]> = {
  'waiting, confirming, confirmed, sending, finished: delivered once, at the end': [
    { status: 'waiting', share: 0, outcome: 'recorded', order: 'pending' },
    { status: 'confirming', outcome: 'recorded', order: 'pending' },
    { status: 'confirmed', outcome: 'recorded', order: 'pending' },
    { status: 'sending', outcome: 'recorded', order: 'pending' },
    { status: 'finished', outcome: 'credited', order: 'paid' },
    { status: 'finished', outcome: 'duplicate', order: 'paid' },
  ],
  'failed after finished: the goods stay, the admin is told': [
    { status: 'finished', outcome: 'credited', order: 'paid' },
    { status: 'failed', outcome: 'attention', order: 'paid' },
  ],
  'refunded or expired after finished: the goods stay, the admin is told': [
    { status: 'finished', outcome: 'credited', order: 'paid' },
    { status: 'refunded', outcome: 'attention', order: 'paid' },
    { status: 'expired', outcome: 'attention', order: 'paid' },
  ],
  'a second payment for a paid order: flagged, nothing credited twice': [
    { status: 'finished', outcome: 'credited', order: 'paid' },
    { status: 'finished', newPayment: true, outcome: 'attention', order: 'paid' },
  ],
  'partially paid, then topped up to finished: delivered': [
    { status: 'partially_paid', share: 0.6, outcome: 'attention', order: 'partially_paid' },
    { status: 'confirming', share: 1, outcome: 'recorded', order: 'partially_paid' },
    { status: 'finished', share: 1, outcome: 'credited', order: 'paid' },
  ],
  'finished but short beyond the tolerance: partially paid, nothing delivered': [
    { status: 'finished', share: 0.9, outcome: 'attention', order: 'partially_paid' },
  ],
  'partially paid, then expired: nothing delivered': [
    { status: 'partially_paid', share: 0.5, outcome: 'attention', order: 'partially_paid' },
    { status: 'expired', outcome: 'recorded', order: 'expired' },
  ],
  'waiting, then expired': [
    { status: 'waiting', share: 0, outcome: 'recorded', order: 'pending' },
    { status: 'expired', share: 0, outcome: 'recorded', order: 'expired' },
    { status: 'expired', share: 0, outcome: 'duplicate', order: 'expired' },
  ],
  'waiting, then failed': [
    { status: 'waiting', share: 0, outcome: 'recorded', order: 'pending' },
    { status: 'failed', share: 0, outcome: 'recorded', order: 'failed' },
  ],
  'money that arrives after an expiry still delivers': [
    { status: 'expired', share: 0, outcome: 'recorded', order: 'expired' },
    { status: 'confirming', newPayment: true, outcome: 'recorded', order: 'pending' },
    { status: 'finished', outcome: 'credited', order: 'paid' },
  ],
};

for (const [name, steps] of Object.entries(cases)) {
  t.test(name, async (t) => {
    const o = await openOrder(up, name.replace(/\W+/g, '').slice(0, 20), { courses: ['forex-foundations'], robots: [] });
    let payment = notice(o);
    for (const step of steps) {
      if (step.newPayment) payment = notice(o);
      const share = step.share ?? 1;
      const body = { ...payment, payment_status: step.status, actually_paid: Math.round(payment.pay_amount * share * 1e8) / 1e8 };
      const res = await sendNotice(up, body, secret);
      t.equal(res.json().message, step.outcome, `${step.status}: ${step.outcome}`);
      const [order] = await db.select().from(orders).where(eq(orders.id, o.order_id));
      t.equal(order?.status, step.order, `${step.status}: order ${step.order}`);
      // A paid order's provider status stays `finished`; what came after is in the notice log.
      t.equal(order?.providerStatus, step.order === 'paid' && step.outcome !== 'credited' ? 'finished' : step.status, 'the provider status is kept');
    }
    const paid = steps.at(-1)!.order === 'paid';
    t.equal((await db.select().from(purchases).where(eq(purchases.orderId, o.order_id))).length, paid ? 1 : 0, 'goods only when paid');
    t.equal((await db.select().from(revenues).where(eq(revenues.orderId, o.order_id))).length, paid ? 1 : 0, 'one revenue record when paid');
  });
}

t.test('the customer sees what is missing on a short order and what arrived', async (t) => {
  const o = await openOrder(up, 'seeshort', { courses: ['forex-foundations'], robots: [] });
  await sendNotice(up, { ...notice(o), payment_status: 'partially_paid', actually_paid: 0.0009 }, secret);
  const [mine] = (await up.app.inject({ method: 'GET', url: `${API}/orders`, headers: o.auth })).json().data;
  const price = Math.round(o.amount * 100);
  const received = Math.round(price * 0.75);
  t.match(mine, {
    order_id: o.order_id,
    status: 'partially_paid',
    provider_status: 'partially_paid',
    received_usd: received / 100,
    missing_usd: (price - received) / 100,
    invoice_url: /\/sandbox\/invoice\//,
    expires_at: String,
  });
});

t.test('the sandbox invoice pays short, tops up, and expires, all through the webhook', async (t) => {
  const invoiceOf = async (o: { invoice_id: string }) =>
    (await up.app.inject({ method: 'GET', url: `${API}/payments/sandbox/invoice/${o.invoice_id}` })).json().data;
  const act = (o: { invoice_id: string }, action: string) =>
    up.app.inject({ method: 'POST', url: `${API}/payments/sandbox/invoice/${o.invoice_id}/${action}` });

  const short = await openOrder(up, 'sandboxshort', { courses: ['forex-foundations'], robots: [] });
  const cents = Math.round(short.amount * 100);
  const back = new URL((await act(short, 'pay-part')).json().data.redirect as string);
  t.equal(back.searchParams.get('status'), 'success', 'back to the page that reads the order');
  t.equal(back.searchParams.get('message'), 'Back from the payment page', 'and the address claims nothing the page then contradicts');
  t.match(await invoiceOf(short), { status: 'partially_paid', received_usd: Math.floor(cents / 2) / 100, due_usd: (cents - Math.floor(cents / 2)) / 100 });
  t.equal((await act(short, 'pay-part')).statusCode, 409, 'half is sent once');
  t.equal((await act(short, 'pay')).statusCode, 200, 'the rest');
  t.match(await invoiceOf(short), { status: 'paid' });
  t.equal((await db.select().from(purchases).where(eq(purchases.orderId, short.order_id))).length, 1);
  const payments = new Set((await db.select().from(paymentNotices).where(eq(paymentNotices.orderId, short.order_id))).map((n) => n.paymentId));
  t.equal(payments.size, 1, 'a top-up keeps the payment id');

  const idle = await openOrder(up, 'sandboxexpire', { courses: ['forex-foundations'], robots: [] });
  t.match((await act(idle, 'expire')).json().data.redirect, /status=failed&message=Invoice\+expired/);
  t.match(await invoiceOf(idle), { status: 'expired' });
  t.equal((await act(idle, 'pay')).statusCode, 409, 'an expired invoice takes no payment');

  const stranded = await openOrder(up, 'sandboxstranded', { courses: ['forex-foundations'], robots: [] });
  await act(stranded, 'pay-part');
  t.match((await act(stranded, 'expire')).json().data.redirect, /status=success/, 'money arrived: the return page explains');
  const [mine] = (await up.app.inject({ method: 'GET', url: `${API}/orders`, headers: stranded.auth })).json().data;
  t.match(mine, { status: 'expired', received_usd: Math.floor(cents / 2) / 100, invoice_url: null });
});
