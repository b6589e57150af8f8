import t from 'tap';
import { eq } from 'drizzle-orm';
import { orders } from '../../src/payments/tables.ts';
import { API, registeredCustomer } from '../helper.ts';
import { paystackUpstream } from '../payments/fake-paystack.ts';
import { initialize, notice, sendNotice } from '../payments/pay-helper.ts';
import { asAdmin } from '../refunds/refund-helper.ts';

// A coupon on the first period of a plan: a whole-shop code takes its share off the first period only;
// a renewal takes none, nor does a code limited to courses or robots; by card, a discounted first
// period is charged once rather than subscribing the card at the discounted price.
const { up, paystack } = await paystackUpstream(t, { TELEGRAM_INVITE_URL: 'https://t.me/+JoinMeridian', AUTH_RATE_LIMIT: '1000' });
const admin = await asAdmin(up);
const plan = (await admin.post('plans/create', { months: 1, usd: 20, trial_days: 7 })).json().data as { id: string };
for (const coupon of [
  { code: 'WELCOME25', kind: 'percent', amount: 25 },
  { code: 'ROBOTS10', kind: 'percent', amount: 10, categories: ['forex-robot'] },
]) {
  const made = await admin.post('coupons/create', coupon);
  if (made.statusCode !== 201) throw new Error(made.body);
}

type Customer = Awaited<ReturnType<typeof registeredCustomer>>;
const quote = (c: Customer, code: string) =>
  up.app.inject({ method: 'POST', url: `${API}/cart/coupon`, payload: { code, plan: plan.id }, headers: { authorization: `Bearer ${c.token}` } });
const pay = (c: Customer, amount: number, coupon?: string, provider = 'sandbox') =>
  initialize(
    up,
    c.token,
    { amount, currency: 'USD', metadata: JSON.stringify({ telegram: { id: 'signals', plan: plan.id } }), ...(coupon && { coupon }) },
    provider,
  );

t.test('a whole-shop coupon takes its share off the first period, and none off a renewal', async (t) => {
  const c = await registeredCustomer(up, 'coupon-first');
  const quoted = await quote(c, 'welcome25');
  t.equal(quoted.statusCode, 200, quoted.body);
  t.same([quoted.json().data.subtotal.usd, quoted.json().data.discount.usd, quoted.json().data.total.usd], [20, 5, 15]);
  t.same(quoted.json().data.items, [], 'no cart items');
  t.equal((await pay(c, 20, 'WELCOME25')).statusCode, 422, 'the price without the discount is refused');
  const opened = await pay(c, 15, 'WELCOME25');
  t.equal(opened.statusCode, 200, opened.body);
  const orderId = opened.json().data.order_id as string;
  t.equal((await sendNotice(up, notice({ order_id: orderId, amount: 15 }), up.app.config.sandboxSecret)).json().message, 'credited');
  const [order] = await up.app.database.db.select().from(orders).where(eq(orders.id, orderId));
  t.same([order!.amountUsdCents, order!.discountUsdCents, order!.planId], [1500, 500, plan.id]);

  const renewal = await quote(c, 'WELCOME25');
  t.equal(renewal.statusCode, 422);
  t.equal(renewal.json().message, 'Coupons are for a first period: this one renews your subscription');
  t.equal((await pay(c, 15, 'WELCOME25')).statusCode, 422, 'nor paid with one');
  t.equal((await pay(c, 20)).statusCode, 200, 'the renewal at its price');
});

t.test('a coupon for robots does not apply; a trial before the first payment still leaves it a first period', async (t) => {
  const c = await registeredCustomer(up, 'coupon-trial');
  t.match((await quote(c, 'ROBOTS10')).json().message, 'does not apply');
  const trial = await up.app.inject({
    method: 'POST',
    url: `${API}/subscriptions/trial`,
    payload: { plan: plan.id },
    headers: { authorization: `Bearer ${c.token}` },
  });
  t.equal(trial.statusCode, 200, trial.body);
  t.equal((await quote(c, 'WELCOME25')).json().data.total.usd, 15);
});

t.test('by card, a discounted first period is charged once: the card is not subscribed at the discount', async (t) => {
  const c = await registeredCustomer(up, 'coupon-card');
  const opened = await pay(c, 15, 'WELCOME25', 'paystack');
  t.equal(opened.statusCode, 200, opened.body);
  t.equal(paystack.planOf.get(opened.json().data.order_id), undefined, 'no plan named');
  const full = await registeredCustomer(up, 'full-card');
  const subscribed = await pay(full, 20, undefined, 'paystack');
  t.ok(paystack.planOf.get(subscribed.json().data.order_id), 'at the full price the card is subscribed');
});
