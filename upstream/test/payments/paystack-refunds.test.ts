import t from 'tap';
import { eq, sql } from 'drizzle-orm';
import { orders, paymentNotices, refunds, revenues } from '../../src/payments/tables.ts';
import { until } from '../../../shared/test/until.ts';
import { lastMailTo } from '../outbox.ts';
import { asAdmin } from '../refunds/refund-helper.ts';
import { paystackUpstream } from './fake-paystack.ts';

// Refunds of a naira payment go back through Paystack's API: pending until its word says processed.
const { paystack, up, sendEvent, forgedSignature, paidCardOrder } = await paystackUpstream(t);
const { db } = up.app.database;
const admin = await asAdmin(up);
const because = { reason: 'Changed their mind' };

const orderOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const refundsOf = (id: string) => db.select().from(refunds).where(eq(refunds.orderId, id)).orderBy(refunds.createdAt);
const owns = async (userId: string, slug: string) => up.app.entitlements.owns(userId, 'course', (await up.app.catalogue.findCourse(slug))!.id);
const refundCalls = () => paystack.received.filter((r) => r.method === 'POST' && r.url === '/refund');
/** The refund the job sent, once Paystack has given it an id. */
const sent = (orderId: string, n = 1) => until('the refund sent to Paystack', async () => (await refundsOf(orderId))[n - 1]?.providerRefundId);
const refundEvent = (event: string, reference: string) => ({
  event,
  data: { status: event.split('.')[1], transaction_reference: reference, amount: '1', currency: 'NGN' },
});
const attentionIds = async () => (await up.app.orderBook.page({ attention: true, page: 1, length: 100 })).data.map((o) => o.order_id);

t.test('a full refund is sent to Paystack, waits for refund.processed, and only then gives the course back', async (t) => {
  const paid = await paidCardOrder('psr-full');
  const userId = (await orderOf(paid.order_id)).userId;
  const before = refundCalls().length;

  const res = await admin.refund(paid.order_id, because);
  t.equal(res.statusCode, 201);
  t.match(res.json(), {
    message: `Refund of $${paid.amount.toFixed(2)} sent to Paystack: it takes effect once the money is back`,
    data: { status: 'pending', amount_usd: paid.amount, amount_charged: paid.chargeMinor / 100, method: 'Through Paystack, to the card or account that paid' },
  });
  const id = await sent(paid.order_id);
  t.equal(refundCalls().length, before + 1, 'one refund asked of Paystack');
  t.same(refundCalls().at(-1)!.body, { transaction: paid.order_id, amount: paid.chargeMinor }, 'the whole naira charge, by our reference');
  t.equal((await orderOf(paid.order_id)).status, 'paid', 'still paid while Paystack works');
  t.ok(await owns(userId, 'forex-foundations'), 'the course still opens');
  t.equal((await admin.refund(paid.order_id, because)).statusCode, 409, 'nothing left to refund while it is pending');

  // A forged event moves nothing; a signed one while Paystack still says pending changes nothing either.
  t.equal((await sendEvent(refundEvent('refund.processed', paid.order_id), forgedSignature(refundEvent('refund.processed', paid.order_id)))).statusCode, 401);
  t.equal((await sendEvent(refundEvent('refund.processed', paid.order_id))).json().message, 'duplicate', 'the body says processed; Paystack does not');
  t.equal((await orderOf(paid.order_id)).status, 'paid');

  paystack.refunds.get(id)!.status = 'processed';
  t.equal((await sendEvent(refundEvent('refund.processed', paid.order_id))).json().message, 'recorded');
  t.equal((await orderOf(paid.order_id)).status, 'refunded');
  t.notOk(await owns(userId, 'forex-foundations'), 'the course is given back');
  const [entry] = await db
    .select()
    .from(revenues)
    .where(eq(revenues.refundId, (await refundsOf(paid.order_id))[0]!.id));
  t.match(entry, { amountUsdCents: -Math.round(paid.amount * 100), currency: 'NGN', paymentProvider: 'paystack' });
  const listed = (await up.app.revenue.page({ page: 1, length: 50 })).data.find((r) => r.kind === 'refund' && r.order_id === paid.order_id);
  t.equal(listed?.amount_charged, -paid.chargeMinor / 100, 'the revenue record shows the naira returned');
  t.match((await lastMailTo(up.dataDir, paid.c.email, { subject: /refund/i })).text, 'Through Paystack, to the card or account that paid');

  t.equal((await sendEvent(refundEvent('refund.processed', paid.order_id))).json().message, 'duplicate', 'a replay settles nothing twice');
  t.equal((await db.select().from(revenues).where(eq(revenues.orderId, paid.order_id))).length, 2, 'one payment, one refund');
});

t.test('a partial refund returns the item’s share of the naira; a failed one frees it and puts the order on the list', async (t) => {
  const paid = await paidCardOrder('psr-part', ['forex-foundations', 'stock-foundations']);
  const order = await orderOf(paid.order_id);
  const course = order.items.find((i) => i.slug === 'stock-foundations')!;
  const share = Math.round((paid.chargeMinor * course.usdCents) / order.amountUsdCents);

  t.equal((await admin.refund(paid.order_id, { ...because, items: [{ type: 'course', slug: 'stock-foundations' }] })).statusCode, 201);
  const id = await sent(paid.order_id);
  t.same(refundCalls().at(-1)!.body, { transaction: paid.order_id, amount: share });

  paystack.refunds.get(id)!.status = 'failed';
  t.equal((await sendEvent(refundEvent('refund.failed', paid.order_id))).json().message, 'attention');
  t.match((await refundsOf(paid.order_id))[0], { status: 'failed', failure: 'the provider could not return the money' });
  t.equal((await orderOf(paid.order_id)).status, 'paid');
  t.ok(await owns(order.userId, 'stock-foundations'), 'nothing was given back');
  t.ok((await attentionIds()).includes(paid.order_id), 'the admin is told');

  // Tried again: the same item is free to refund, and the order leaves the list.
  t.equal((await admin.refund(paid.order_id, { ...because, items: [{ type: 'course', slug: 'stock-foundations' }] })).statusCode, 201);
  const again = await sent(paid.order_id, 2);
  t.notOk((await attentionIds()).includes(paid.order_id));
  paystack.refunds.get(again)!.status = 'processed';
  t.equal((await sendEvent(refundEvent('refund.processed', paid.order_id))).json().message, 'recorded');
  t.equal((await orderOf(paid.order_id)).status, 'paid', 'the other course is still paid for');
  t.notOk(await owns(order.userId, 'stock-foundations'));
  t.ok(await owns(order.userId, 'forex-foundations'));

  // The rest: what is left of the naira, so the refunds add up to exactly the charge.
  t.equal((await admin.refund(paid.order_id, because)).statusCode, 201);
  await sent(paid.order_id, 3);
  t.equal((refundCalls().at(-1)!.body as { amount: number }).amount, paid.chargeMinor - share);
});

t.test('a refund Paystack refuses fails at once with its reason; nothing is tried again', async (t) => {
  const paid = await paidCardOrder('psr-refused');
  paystack.script.refuse = 'Transaction has been fully reversed';
  t.equal((await admin.refund(paid.order_id, because)).statusCode, 201);
  const refund = await until('the refusal recorded', async () => (await refundsOf(paid.order_id)).find((r) => r.status === 'failed'));
  t.match(refund, { failure: 'Transaction has been fully reversed', providerRefundId: null });
  const [logged] = await db
    .select()
    .from(paymentNotices)
    .where(eq(paymentNotices.orderId, paid.order_id))
    .orderBy(sql`${paymentNotices.receivedAt} desc`);
  t.match(logged, { outcome: 'attention', status: 'refund failed', change: /failed: Transaction has been fully reversed/ });
  const listed = (await up.app.orderBook.page({ email: paid.c.email, page: 1, length: 5 })).data[0]!;
  t.match(listed, {
    status: 'paid',
    refunded_usd: 0,
    provider_refunds: true,
    items: [{ refunded: false, refund_pending: false }],
    refunds: [{ status: 'failed' }],
  });
});

t.test('a lost answer: the retry takes the refund Paystack made instead of making a second', async (t) => {
  const paid = await paidCardOrder('psr-lost');
  const before = refundCalls().length;
  const madeBefore = paystack.refunds.size;
  paystack.script.loseAnswer = true;
  t.equal((await admin.refund(paid.order_id, because)).statusCode, 201);
  await until('the first try', () => refundCalls().length > before);
  const [pending] = await refundsOf(paid.order_id);
  t.equal(pending!.providerRefundId, null, 'the answer never came');
  // The job's retry, run now rather than in 5 s.
  await up.app.providerRefunds.send(pending!.id);
  t.equal(paystack.refunds.size, madeBefore + 1, 'Paystack made one refund');
  t.ok(paystack.refunds.has((await refundsOf(paid.order_id))[0]!.providerRefundId!), 'and it is the one recorded');
  t.equal(refundCalls().length, before + 1, 'no second refund asked');
});

t.test('a lost refund.processed is recovered by reconciliation asking Paystack', async (t) => {
  const paid = await paidCardOrder('psr-recon');
  await admin.refund(paid.order_id, because);
  const id = await sent(paid.order_id);
  paystack.refunds.get(id)!.status = 'processed';
  t.notMatch(await up.app.payments.reconciliation.run(), { 'refunds checked': Number }, 'a young refund is left to its webhook');
  await db
    .update(refunds)
    .set({ createdAt: sql`now() - interval '10 minutes'` })
    .where(eq(refunds.orderId, paid.order_id));
  t.match(await up.app.payments.reconciliation.run(), { 'refunds checked': 1, 'refunds processed': 1 });
  t.equal((await orderOf(paid.order_id)).status, 'refunded');
});
