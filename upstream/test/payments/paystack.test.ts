import t from 'tap';
import { eq, sql } from 'drizzle-orm';
import { orders, paymentNotices, revenues } from '../../src/payments/tables.ts';
import { chargeSuccess, paystackUpstream } from './fake-paystack.ts';
import { API, adminToken, registeredCustomer } from '../helper.ts';
import { couponId, fillCart, quote } from '../coupons/coupon-helper.ts';
import { cartPayment, initialize } from './pay-helper.ts';

const { paystack, up, sendEvent, forgedSignature, openCardOrder } = await paystackUpstream(t);
const { transactions } = paystack;
const { db } = up.app.database;
const orderOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const creditsOf = async (id: string) => (await db.select().from(revenues).where(eq(revenues.orderId, id))).length;

t.test('the order is charged in naira at the admin’s rate, fixed when it opens, through Paystack’s initialize', async (t) => {
  const { rate } = await up.app.settings.pricing();
  const { order_id, amount, c } = await openCardOrder('ps-init');
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
  const { order_id } = await openCardOrder('ps-pay');
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
  const { order_id } = await openCardOrder('ps-bad');
  const order = await orderOf(order_id);
  transactions.set(order_id, { status: 'success', amount: order.chargeMinor!, currency: 'NGN' });
  const forged = await sendEvent(chargeSuccess(order_id), forgedSignature(chargeSuccess(order_id)));
  t.equal(forged.statusCode, 401);
  t.equal((await sendEvent(chargeSuccess(order_id), 'not-hex')).statusCode, 401);
  const [rejected] = await db.select().from(paymentNotices).where(eq(paymentNotices.outcome, 'rejected'));
  t.match(rejected, { provider: 'paystack', signatureValid: false }, 'the forged body is kept for the admin, acted on never');

  t.equal((await sendEvent(chargeSuccess('a2b8f7c0-0000-4000-8000-000000000000'))).json().message, 'ignored', 'no order has that reference');

  transactions.set(order_id, { status: 'success', amount: order.chargeMinor! - 100, currency: 'NGN' });
  t.equal((await sendEvent(chargeSuccess(order_id))).json().message, 'attention', 'a naira short: no tolerance for a card');
  t.equal((await orderOf(order_id)).status, 'partially_paid');

  const other = await openCardOrder('ps-usd');
  transactions.set(other.order_id, { status: 'success', amount: (await orderOf(other.order_id)).chargeMinor!, currency: 'USD' });
  t.equal((await sendEvent(chargeSuccess(other.order_id))).json().message, 'attention', 'the right number in dollars is not the naira asked');
  t.equal(await creditsOf(order_id), 0);
  t.equal(await creditsOf(other.order_id), 0);
});

t.test('a lost webhook is recovered by reconciliation asking verify', async (t) => {
  const { order_id } = await openCardOrder('ps-lost');
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
  const card = await openCardOrder('ps-switch');
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

t.test('a coupon on a card order: the naira charged is the discounted total, its use held once across the rails and spent once paid', async (t) => {
  const admin = await adminToken(up);
  const id = await couponId(up, admin, { code: 'NAIRA20', kind: 'percent', amount: 20, max_uses_per_customer: 1 });
  const c = await registeredCustomer(up, 'ps-coupon');
  await fillCart(up, c.token, { courses: ['forex-foundations'] });
  const quoted = (await quote(up, c.token, 'NAIRA20')).json().data.total as { usd: number; price: number };
  const card = (await initialize(up, c.token, { ...cartPayment(quoted.usd, ['forex-foundations']), coupon: 'NAIRA20' }, 'paystack')).json().data;
  t.match(await orderOf(card.order_id), { chargeMinor: quoted.price * 100 }, 'the naira the checkout showed, after the discount');
  t.equal((await quote(up, c.token, 'NAIRA20')).statusCode, 200, 'their own open card order does not use the code up');

  // Crypto instead, with the same code: the card order is replaced and the use moves with it.
  const crypto = (await initialize(up, c.token, { ...cartPayment(quoted.usd, ['forex-foundations']), coupon: 'NAIRA20' })).json().data;
  t.equal((await orderOf(card.order_id)).status, 'cancelled');
  t.equal((await quote(up, c.token, 'NAIRA20')).statusCode, 200, 'one use, held by the open order');
  // And back to the card: paid by Paystack, the use is spent.
  const again = (await initialize(up, c.token, { ...cartPayment(quoted.usd, ['forex-foundations']), coupon: 'NAIRA20' }, 'paystack')).json().data;
  t.equal((await orderOf(crypto.order_id)).status, 'cancelled');
  transactions.set(again.order_id, { status: 'success', amount: quoted.price * 100, currency: 'NGN' });
  t.equal((await sendEvent(chargeSuccess(again.order_id))).json().message, 'credited');
  t.equal((await orderOf(again.order_id)).couponId, id, 'the paid order holds the use');
  await fillCart(up, c.token, { courses: ['stock-foundations'] });
  t.match((await quote(up, c.token, 'NAIRA20')).json(), { code: 409, message: 'You have already used the coupon NAIRA20' });
});
