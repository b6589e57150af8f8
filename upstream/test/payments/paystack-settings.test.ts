import t from 'tap';
import { eq } from 'drizzle-orm';
import { orders, paymentNotices } from '../../src/payments/tables.ts';
import { API } from '../helper.ts';
import { asAdmin } from '../refunds/refund-helper.ts';
import { chargeSuccess, paystackUpstream } from './fake-paystack.ts';

// What the admin sets for naira payments: the rate (and when), its rounding, Paystack's channels;
// and the addresses Paystack's webhooks may come from (PAYSTACK_WEBHOOK_IPS).
const PAYSTACK_IPS = '52.31.139.75,52.49.173.169,52.214.14.220';
const { paystack, up, sendEvent, openCardOrder } = await paystackUpstream(t, { PAYSTACK_WEBHOOK_IPS: PAYSTACK_IPS });
const { db } = up.app.database;
const admin = await asAdmin(up);
const orderOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const ngnOf = async (slug: string) => (await up.app.inject({ method: 'GET', url: `${API}/singleCourse?slug=${slug}` })).json().data.price as number;
const usd = async (slug: string) => (await up.app.catalogue.findCourse(slug))!.usdCents / 100;

t.test('the admin reads the rate with when it was set, and Paystack’s channels', async (t) => {
  const before = (await admin.get('settings')).json().data;
  t.match(before, { ngn_per_usd: 1550, ngn_rate_set_at: null, ngn_round_to: 1, paystack_channels: ['card', 'bank', 'ussd', 'qr', 'bank_transfer'] });
  t.equal((await admin.post('settings', { ngn_per_usd: 1633.5 })).statusCode, 200);
  const after = (await admin.get('settings')).json().data;
  t.equal(after.ngn_per_usd, 1633.5);
  t.ok(Date.now() - Date.parse(after.ngn_rate_set_at) < 60_000, 'set just now');
  await admin.post('settings', { ngn_per_usd: 1633.5, paystack_channels: ['card'] });
  t.equal((await admin.get('settings')).json().data.ngn_rate_set_at, after.ngn_rate_set_at, 'saved again unchanged, its date stays');
  await admin.post('settings', { paystack_channels: ['card', 'bank', 'ussd', 'qr', 'bank_transfer'] });
});

t.test('naira prices are rounded up to the admin’s step, and the card charge is exactly what was shown', async (t) => {
  t.equal((await admin.post('settings', { ngn_per_usd: 1633.5, ngn_round_to: 100 })).statusCode, 200);
  const shown = await ngnOf('forex-foundations');
  const exact = Math.round((await usd('forex-foundations')) * 1633.5);
  t.equal(shown, Math.ceil(exact / 100) * 100, `${exact} shows as ${shown}`);
  t.equal(shown % 100, 0);
  const { order_id } = await openCardOrder('pss-round');
  t.match(await orderOf(order_id), { chargeMinor: shown * 100, chargeRate: 1633.5 }, 'charged what the page said');

  const bad = await admin.post('settings', { ngn_round_to: 7 });
  t.equal(bad.statusCode, 422);
  t.match(bad.json(), { code: 422, message: /Round to one of 1, 10, 50, 100, 500, 1000/ });
  t.equal((await admin.post('settings', {})).statusCode, 422, 'nothing to save');
  t.equal((await admin.get('settings')).json().data.ngn_round_to, 100, 'a refused save changed nothing');
  await admin.post('settings', { ngn_per_usd: 1550, ngn_round_to: 1 });
});

t.test('Paystack’s page offers the channels the admin chose', async (t) => {
  t.equal((await admin.post('settings', { paystack_channels: ['card', 'bank_transfer'] })).statusCode, 200);
  const { order_id } = await openCardOrder('pss-channels');
  const call = paystack.received.find((r) => r.url === '/transaction/initialize' && (r.body as { reference: string }).reference === order_id)!;
  t.same((call.body as { channels: string[] }).channels, ['card', 'bank_transfer']);
  t.same((await admin.get('settings')).json().data.paystack_channels, ['card', 'bank_transfer']);
  const none = await admin.post('settings', { paystack_channels: [] });
  t.match(none.json(), { code: 422, message: /Offer at least one way to pay/ });
  t.equal((await admin.post('settings', { paystack_channels: ['card', 'cheque'] })).statusCode, 422);
});

t.test('with PAYSTACK_WEBHOOK_IPS set, an event from elsewhere is refused before its signature is read', async (t) => {
  const { order_id } = await openCardOrder('pss-ips');
  paystack.transactions.set(order_id, { status: 'success', amount: (await orderOf(order_id)).chargeMinor!, currency: 'NGN' });
  const stranger = await sendEvent(chargeSuccess(order_id), undefined, '203.0.113.9');
  t.equal(stranger.statusCode, 403);
  t.same(stranger.json(), { code: 403, message: 'Not sent by the payment provider' });
  const [logged] = await db
    .select()
    .from(paymentNotices)
    .where(eq(paymentNotices.change, "nothing: sent from 203.0.113.9, not one of the provider's addresses"));
  t.match(logged, { provider: 'paystack', outcome: 'rejected' }, 'kept for the admin');
  t.equal((await orderOf(order_id)).status, 'pending');
  t.equal((await sendEvent(chargeSuccess(order_id), undefined, '52.49.173.169')).json().message, 'credited', 'from one of Paystack’s addresses');
});
