import t from 'tap';
import { and, eq } from 'drizzle-orm';
import { advance } from '../../../shared/test/clock.ts';
import { users } from '../../src/accounts/tables.ts';
import { orders } from '../../src/payments/tables.ts';
import { subscriptions } from '../../src/subscriptions/tables.ts';
import { API } from '../helper.ts';
import { lastMailTo } from '../outbox.ts';
import { chargeSuccess, paystackUpstream } from '../payments/fake-paystack.ts';
import { asAdmin } from '../refunds/refund-helper.ts';
import { subscribedByCard, subscriptionEvent } from './card-helper.ts';
import { type Customer, periodSteps } from './period-helper.ts';

// The signals group renewed by card: the first payment by Paystack subscribes the card to a Paystack
// plan; invoice events renew it (verified first), a refused charge puts it past due and then it
// lapses; cancelling stops Paystack's charges. The app's clock is moved, never waited for.
const DAY = 86_400_000;
const shop = await paystackUpstream(t, {
  TELEGRAM_INVITE_URL: 'https://t.me/+JoinMeridian',
  TEST_CLOCK: 'true',
  AUTH_RATE_LIMIT: '1000',
});
const { up, paystack, sendEvent } = shop;
const { db } = up.app.database;

const { fresh, post } = periodSteps(up);
const stateOf = async (c: Customer) =>
  (await up.app.inject({ method: 'GET', url: `${API}/subscriptions`, headers: { authorization: `Bearer ${await fresh(c)}` } })).json().data.subscription;
const subscriptionOf = async (c: Customer) => {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, c.email));
  return (await db.select().from(subscriptions).where(eq(subscriptions.userId, user!.id)))[0]!;
};
const renew = () => up.app.subscriptions.renewals.run();

const plan = (await (await asAdmin(up)).post('plans/create', { months: 1, usd: 20, trial_days: 0 })).json().data as { id: string; price: number };

const invoiceEvent = (event: string, code: string, reference?: string) => ({
  event,
  data: { subscription: { subscription_code: code }, paid: Boolean(reference), ...(reference && { transaction: { reference } }) },
});

type CardCustomer = Awaited<ReturnType<typeof subscribedByCard>>;
let ada: CardCustomer;
let bea: CardCustomer;

t.test('the first card payment of a plan subscribes the card to a Paystack plan at its naira price', async (t) => {
  ada = await subscribedByCard(shop, plan, 'card-ada', 'SUB_ada');
  const planCode = paystack.planOf.get(ada.orderId);
  t.ok(planCode, 'the order named a plan');
  t.same(paystack.plans.get(planCode!), { interval: 'monthly', amount: ada.chargeMinor }, 'monthly, at the naira the customer was shown');
  // subscription.create may come before the charge's own notice: it asks about the payment first.
  const created = await sendEvent(subscriptionEvent('subscription.create', 'SUB_ada'));
  t.equal(created.json().message, 'recorded');
  const s = await subscriptionOf(ada);
  t.same([s.status, s.cardCode, s.cardToken], ['active', 'SUB_ada', 'tok_SUB_ada']);
  t.equal((await sendEvent(chargeSuccess(ada.orderId))).json().message, 'duplicate', 'the charge itself was credited once');
  const state = await stateOf(ada);
  t.equal(state.renews_by_card, true);

  const again = await subscribedByCard(shop, plan, 'card-bea', 'SUB_bea');
  bea = again;
  t.equal(paystack.planOf.get(again.orderId), planCode, 'the same price reuses the plan');
  t.equal(paystack.plans.size, 1);
});

t.test('invoice events renew it from the period end, once per charge, and only when Paystack confirms the charge', async (t) => {
  const before = await subscriptionOf(ada);
  // No pay-now reminders for a card: Paystack charges it.
  advance(before.periodEnd.getTime() - 3 * DAY - up.app.clock.now(), up.app);
  t.same(await renew(), { reminded: 0, past_due: 0, lapsed: 0 }, 'nothing asked for');

  paystack.transactions.set('renewal-ada-1', { status: 'success', amount: paystack.subscriptions.get('SUB_ada')!.amount, currency: 'NGN' });
  t.equal((await sendEvent(invoiceEvent('invoice.create', 'SUB_ada'))).json().message, 'recorded', 'an invoice not yet paid changes nothing');
  t.equal((await sendEvent(invoiceEvent('invoice.update', 'SUB_ada', 'renewal-ada-1'))).json().message, 'credited');
  const renewed = await subscriptionOf(ada);
  const expected = new Date(before.periodEnd);
  expected.setUTCMonth(expected.getUTCMonth() + 1);
  t.equal(renewed.periodEnd.toISOString(), expected.toISOString(), 'a month on from the old end');
  t.equal((await sendEvent(invoiceEvent('invoice.create', 'SUB_ada', 'renewal-ada-1'))).json().message, 'duplicate', 'the same charge again');
  t.equal((await subscriptionOf(ada)).periodEnd.toISOString(), expected.toISOString(), 'credited once');
  const renewals = await db
    .select()
    .from(orders)
    .where(and(eq(orders.invoiceId, 'renewal-ada-1'), eq(orders.provider, 'paystack')));
  t.equal(renewals.length, 1, 'one order for the charge');
  t.same([renewals[0]!.status, renewals[0]!.kind, renewals[0]!.planId], ['paid', 'telegram', plan.id]);

  // A body claiming a charge Paystack says failed credits nothing.
  paystack.transactions.set('renewal-forged', { status: 'failed', amount: 1, currency: 'NGN' });
  t.not((await sendEvent(invoiceEvent('invoice.update', 'SUB_ada', 'renewal-forged'))).json().message, 'credited');
  t.equal((await subscriptionOf(ada)).periodEnd.toISOString(), expected.toISOString(), 'nothing moved');
  t.equal((await sendEvent(invoiceEvent('invoice.update', 'SUB_nobody', 'renewal-ada-1'))).json().message, 'ignored', 'an unknown subscription');
});

t.test('a refused charge puts it past due with the card page; unpaid past the grace days it lapses', async (t) => {
  const before = await subscriptionOf(ada);
  advance(before.periodEnd.getTime() + 1000 - up.app.clock.now(), up.app);
  t.same(await renew(), { reminded: 0, past_due: 0, lapsed: 0 }, 'the end itself waits for Paystack');
  t.equal((await sendEvent(invoiceEvent('invoice.payment_failed', 'SUB_ada'))).json().message, 'recorded');
  t.equal((await subscriptionOf(ada)).status, 'past_due');
  const mail = await lastMailTo(up.dataDir, ada.email, { subject: /could not be charged/ });
  t.match(mail.text, 'https://paystack.com/manage/subscriptions/SUB_ada', 'the page to change the card');
  await sendEvent(invoiceEvent('invoice.payment_failed', 'SUB_ada'));
  t.equal((await subscriptionOf(ada)).status, 'past_due', 'told once');

  const grace = (await up.app.settings.read(['grace_days'])).grace_days;
  advance(before.periodEnd.getTime() + grace * DAY + 1000 - up.app.clock.now(), up.app);
  t.same(await renew(), { reminded: 0, past_due: 0, lapsed: 1 });
  const [user] = await db.select().from(users).where(eq(users.email, ada.email));
  t.same([(await subscriptionOf(ada)).status, user!.hasUserPaid], ['lapsed', false], 'out of the group');
});

t.test('cancelling stops Paystack charging first; Paystack down changes nothing; its own stop ends with the period', async (t) => {
  await sendEvent(subscriptionEvent('subscription.create', 'SUB_bea'));
  const who = bea;
  paystack.script.subscriptionDown = true;
  const down = await post(who, 'subscriptions/cancel');
  t.equal(down.statusCode, 502);
  t.equal((await subscriptionOf(who)).cancelAtPeriodEnd, false, 'nothing changed');
  paystack.script.subscriptionDown = false;
  t.equal((await post(who, 'subscriptions/cancel')).statusCode, 200);
  t.equal(paystack.subscriptions.get('SUB_bea')!.status, 'non-renewing', 'Paystack will not charge again');
  t.same([(await subscriptionOf(who)).cancelAtPeriodEnd, (await stateOf(who)).renews_by_card], [true, false]);
  t.equal((await post(who, 'subscriptions/resume')).statusCode, 200);
  t.equal(paystack.subscriptions.get('SUB_bea')!.status, 'active', 'and charges again once resumed');

  const link = await post(who, 'subscriptions/card');
  t.equal(link.json().data.url, 'https://paystack.com/manage/subscriptions/SUB_bea');

  t.equal((await sendEvent(subscriptionEvent('subscription.disable', 'SUB_bea'))).json().message, 'recorded');
  t.equal((await subscriptionOf(who)).cancelAtPeriodEnd, true, 'stopped at Paystack: it ends with its period');
});
