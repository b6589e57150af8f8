import t from 'tap';
import { eq } from 'drizzle-orm';
import { orders, revenues } from '../../src/payments/tables.ts';
import { paystackSignature } from '../../src/payments/providers/paystack.ts';
import { API, buildTestUpstream } from '../helper.ts';
import { openOrder } from './pay-helper.ts';

// `npm start`'s shape: the crypto sandbox, and the sandbox's Paystack beside it (no Paystack key).
// Its page's actions go through this upstream's own Paystack webhook over HTTP, so it listens.
const up = await buildTestUpstream(t);
await up.app.listen({ port: 0, host: '127.0.0.1' });
const { db } = up.app.database;
const orderOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const act = (reference: string, action: string) =>
  up.app.inject({ method: 'POST', url: `${API}/payments/sandbox/paystack/${reference}/${action}`, payload: {} });

t.test('payments/provider lists the naira rail beside the crypto sandbox', async (t) => {
  const res = await up.app.inject({ method: 'GET', url: `${API}/payments/provider` });
  t.same(res.json().data, {
    provider: 'sandbox',
    providers: [
      { name: 'sandbox', currency: 'USD' },
      { name: 'paystack', currency: 'NGN' },
    ],
  });
});

t.test('a bank transfer is pending and credits nothing until it arrives; then it is credited once', async (t) => {
  const { order_id } = await openOrder(up, 'psb-transfer', { courses: ['forex-foundations'], robots: [] }, 'paystack');
  const order = await orderOf(order_id);
  t.match(order.invoiceUrl, new RegExp(`/sandbox/paystack/${order_id}$`));
  const page = await up.app.inject({ method: 'GET', url: `${API}/payments/sandbox/paystack/${order_id}` });
  t.match(page.json().data, { reference: order_id, amount_ngn: order.chargeMinor! / 100, status: 'abandoned', email: /psb-transfer/ });

  t.equal((await act(order_id, 'transfer')).json().data.status, 'ongoing');
  t.equal((await orderOf(order_id)).status, 'pending', 'no money yet');
  const arrived = await act(order_id, 'transfer-arrives');
  t.match(arrived.json().data.redirect, /\/checkout\?status=success/);
  t.equal((await orderOf(order_id)).status, 'paid');
  const [revenue] = await db.select().from(revenues).where(eq(revenues.orderId, order_id));
  t.match(revenue, { currency: 'NGN', paidIn: 'bank_transfer', paymentProvider: 'paystack' });
  t.equal((await act(order_id, 'card')).statusCode, 409, 'a complete payment takes nothing more');
});

t.test('a declined card, then Cancel: the order is cancelled and the shop says the card was declined', async (t) => {
  const { order_id } = await openOrder(up, 'psb-declined', { courses: ['forex-foundations'], robots: [] }, 'paystack');
  t.equal((await act(order_id, 'decline')).json().data.status, 'failed');
  const back = await act(order_id, 'cancel');
  t.match(back.json().data.redirect, /\/checkout\?status=failed&message=Your\+card\+was\+declined/);
  t.equal((await orderOf(order_id)).status, 'cancelled');
});

t.test("a webhook not signed with the sandbox's secret is refused", async (t) => {
  const { order_id } = await openOrder(up, 'psb-forged', { courses: ['forex-foundations'], robots: [] }, 'paystack');
  const body = JSON.stringify({ event: 'charge.success', data: { reference: order_id } });
  const res = await up.app.inject({
    method: 'POST',
    url: `${API}/payments/paystack/webhook`,
    payload: body,
    headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(body, 'guessed') },
  });
  t.equal(res.statusCode, 401);
  t.equal((await orderOf(order_id)).status, 'pending');
});
