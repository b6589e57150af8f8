import t from 'tap';
import type { AdminOrder } from '@academy/shared/admin-orders';
import type { RevenueRecord } from '@academy/shared/revenue';
import { buildTestUpstream } from '../helper.ts';
import { asAdmin, boughtItems, customerGet, openOrder, pay } from './refund-helper.ts';

// The admin's Orders screen (filters, short and over payments, refunds) and revenue with refunds in it.
const up = await buildTestUpstream(t);
const admin = await asAdmin(up);
const because = { reason: 'Course content not as described', method: 'USDT TRC20 to TXy3Vq8uKb, tx 9f2c41aa' };

// Exact, refunded later; over; short; never paid. The notice asks 0.0012 of a coin: what arrived says short or over.
const exact = await boughtItems(up, 'exact', { courses: ['forex-foundations'] });
const over = await openOrder(up, 'over', { robots: ['forex-breakout-hunter-ea'] });
const overPaid = await pay(up, over, { actually_paid: 0.0015 });
const short = await openOrder(up, 'short', { courses: ['stock-foundations'] });
const shortPaid = await pay(up, short, { actually_paid: 0.0006 });
const unpaid = await openOrder(up, 'unpaid', { courses: ['crypto-foundations'] });
const refund = (await admin.refund(exact.orderId, because)).json().data;

const list = async (query = '') => {
  const res = (await admin.get(`orders?${query}`)).json();
  return { ids: (res.data as AdminOrder[]).map((o) => o.order_id), data: res.data as AdminOrder[], totalRecords: res.totalRecords as number };
};
const cents = (usd: number) => Math.round(usd * 100);

t.test('every order, newest first, with its customer, items, payment and refunds', async (t) => {
  const all = await list();
  t.same(all.ids, [unpaid.orderId, short.orderId, over.orderId, exact.orderId]);
  t.equal(all.totalRecords, 4);
  t.match(all.data[3], {
    email: exact.email,
    customer_name: 'Ada Lovelaceexact',
    kind: 'cart',
    status: 'refunded',
    provider: 'sandbox',
    payment_id: /^\d+$/,
    amount_usd: exact.amount,
    discount_usd: 0,
    received_usd: exact.amount,
    underpaid_usd: null,
    overpaid_usd: null,
    items: [{ type: 'course', slug: 'forex-foundations', title: 'Forex Foundations', usd: exact.amount, paid_usd: exact.amount, refunded: true }],
    refunds: [{ ...refund, ...because, admin_email: 'root@academy.test', amount_usd: exact.amount }],
    refunded_usd: exact.amount,
  });
  t.match(all.data[0], { status: 'pending', received_usd: null, underpaid_usd: null, overpaid_usd: null, paid_at: null, refunds: [], refunded_usd: 0 });
  t.same((await list('page=2&length=3')).ids, [exact.orderId], 'paged like the other admin lists');
});

t.test('short and over payments need attention, and say by how much', async (t) => {
  t.same([overPaid, shortPaid], ['credited', 'attention'], 'a quarter over is paid, half is not');
  const attention = await list('attention=true');
  t.same(attention.ids, [short.orderId, over.orderId]);
  const [s, o] = attention.data;
  t.equal(cents(s!.underpaid_usd!), cents(short.amount / 2), 'underpaid by half');
  t.match(s, { status: 'partially_paid', overpaid_usd: null, received_usd: short.amount / 2 });
  t.equal(cents(o!.overpaid_usd!), cents(over.amount * 0.25), 'overpaid by a quarter');
  t.match(o, { status: 'paid', underpaid_usd: null });
  t.same((await list('attention=false')).totalRecords, 4, 'false is every order');
});

t.test('filtered by status and by any part of the email, in any case; wildcards are literal', async (t) => {
  t.same((await list('status=paid')).ids, [over.orderId]);
  t.same((await list('status=refunded')).ids, [exact.orderId]);
  t.same((await list('status=pending')).ids, [unpaid.orderId]);
  t.same((await list('email=ADASHORT')).ids, [short.orderId]);
  t.same((await list('email=adashort&status=paid')).ids, []);
  t.same((await list('email=%25')).ids, [], 'a % is a %');
  t.same((await list('email=ada_')).ids, [], 'and _ is _');
  t.equal((await admin.get('orders?status=lost')).statusCode, 422);
  t.equal((await admin.get('orders?attention=maybe')).json().message, 'attention must be true or false');
});

t.test('a customer reaches neither the list nor a refund', async (t) => {
  t.equal((await customerGet(up, over.token, 'admin/orders')).statusCode, 401);
  const refused = await up.app.inject({
    method: 'POST',
    url: `/api/academy/admin/orders/${over.orderId}/refund`,
    payload: because,
    headers: { authorization: `Bearer ${over.token}` },
  });
  t.equal(refused.statusCode, 401);
});

t.test('revenue lists the refund as its own negative entry; the total, the series and the CSV are net', async (t) => {
  const page = (await admin.get('revenues?page=1&length=10')).json();
  t.equal(page.totalRecords, 3, 'two payments and a refund');
  const [first, ...rest] = page.data as RevenueRecord[];
  t.match(first, {
    kind: 'refund',
    amount: -exact.amount,
    reason: because.reason,
    refund_id: refund.id,
    order_id: exact.orderId,
    email: exact.email,
    payment_provider: 'sandbox',
    currency: 'USD',
    discount: 0,
  });
  t.same(
    rest.map((r) => [r.kind, r.order_id, r.amount, r.reason]),
    [
      ['payment', over.orderId, over.amount, null],
      ['payment', exact.orderId, exact.amount, null],
    ],
  );
  t.same(
    page.data.map((r: RevenueRecord) => [r.kind, r.items, r.paid_in]),
    [
      ['refund', 'Forex Foundations', null],
      ['payment', 'Forex Breakout Hunter EA', 'btc'],
      ['payment', 'Forex Foundations', 'btc'],
    ],
    'each entry says what it is for; the coin is its own column, not the bank',
  );
  t.equal(first!.bank, null);
  t.equal(first!.payment_id, rest[1]!.payment_id, 'the refund answers the payment it gives back');
  t.same((await admin.get('revenues/usd')).json().data, { totalAmountMade: over.amount }, 'the total is net');
  const today = (await admin.get('revenues/series?days=3')).json().data.at(-1);
  t.same(today, { day: new Date().toISOString().slice(0, 10), amount: over.amount }, "today's point is net");

  const csv = (await admin.get('revenues/csv')).body.split('\n');
  t.equal(
    csv[0],
    'paid_at,amount,currency,payment_provider,payment_id,order_id,email,authorization_code,bank,kind,discount,reason,paid_in,items,amount_charged',
  );
  t.match(csv[1], `"-${exact.amount.toFixed(2)}","USD"`, 'a negative amount stays a number');
  t.match(csv[1], `"","refund","0.00","${because.reason}","","Forex Foundations"`, 'a refund says which items it gave back');
  t.match(csv[2], `"","payment","0.00","","btc","Forex Breakout Hunter EA"`);
});
