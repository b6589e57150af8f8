import t, { type Test } from 'tap';
import { desc, eq } from 'drizzle-orm';
import { monthKey, monthStart } from '@academy/shared/calendar';
import type { SubscriptionMonth } from '@academy/shared/subscription-metrics';
import { orders } from '../../src/payments/tables.ts';
import { subscriptions } from '../../src/subscriptions/tables.ts';
import { API, buildTestUpstream, registeredCustomer } from '../helper.ts';
import { asAdmin, customerGet } from '../refunds/refund-helper.ts';
import { type Customer, periodSteps } from './period-helper.ts';

// The admin's subscription figures per month, from a known history over three months: customers pay
// (one renews early, one pays during their trial), trial, cancel, lapse past grace, come back, and
// one is refunded. Time is the app's clock, moved; the renewal pass is run as its schedule would.
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const up = await buildTestUpstream(t, { TELEGRAM_INVITE_URL: 'https://t.me/+SignalsGroup', TEST_CLOCK: 'true' });
const { db } = up.app.database;
const { post, moveTo, ...steps } = periodSteps(up);
const renew = () => up.app.subscriptions.renewals.run();

/**
 * The setup's steps are checked by throwing, not asserted: an assertion at the top level with no
 * subtest queued yet lets tap end the file while the setup still awaits (and close the app under it).
 */
const expect = (what: string, ok: boolean) => {
  if (!ok) throw new Error(`setup: ${what} failed`);
};
const userIdOf = async (c: Customer) => (await up.app.accounts.findByEmail(c.email))!.id;

async function trial(c: Customer, plan: { id: string }) {
  expect(`${c.email}'s trial`, (await post(c, 'subscriptions/trial', { plan: plan.id })).statusCode === 200);
}
const pay = async (c: Customer, plan: { id: string; usd: number }) => {
  expect(`${c.email}'s payment`, (await steps.payPeriod(c, plan)) === 'credited');
};
const periodEnd = async (c: Customer) =>
  (
    await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, await userIdOf(c)))
  )[0]!.periodEnd;

// The history starts on the first of next month, 10:00 UTC: months M0, M1 and M2 (the current one at the end).
const m0 = monthStart(new Date(up.app.clock.now()), 1);
const at = (month: number, day: number, hour = 10) => new Date(monthStart(m0, month).getTime() + (day - 1) * DAY + hour * HOUR);
const moveToDay = (month: number, day: number, hour?: number) => moveTo(at(month, day, hour), 0);

let admin = await asAdmin(up);
const monthly = (await admin.post('plans/create', { months: 1, usd: 20, trial_days: 7 })).json().data as { id: string; usd: number };
const quarterly = (await admin.post('plans/create', { months: 3, usd: 60 })).json().data as { id: string; usd: number };
const ann = await registeredCustomer(up, 'metrics-ann');
const bea = await registeredCustomer(up, 'metrics-bea');
const cy = await registeredCustomer(up, 'metrics-cy');
const dee = await registeredCustomer(up, 'metrics-dee');
const eve = await registeredCustomer(up, 'metrics-eve');
const fay = await registeredCustomer(up, 'metrics-fay');

// M0: Ann pays a month; Bea and Cy start trials; Eve pays a month; Bea pays during her trial (her
// month starts when the trial ends) and cancels; Cy's trial runs out; Ann renews two days early.
moveToDay(0, 1);
await pay(ann, monthly);
moveToDay(0, 1, 11);
await trial(bea, monthly);
moveToDay(0, 2);
await trial(cy, monthly);
moveToDay(0, 3);
await pay(eve, monthly);
moveToDay(0, 5);
await pay(bea, monthly);
expect("Bea's cancel", (await post(bea, 'subscriptions/cancel')).statusCode === 200);
moveToDay(0, 9, 12);
expect("Cy's trial ending", (await renew()).lapsed === 1);
moveTo(await periodEnd(ann), -2 * DAY);
await pay(ann, monthly);

// M1: Eve lapses past the grace days; Bea's cancelled month ends; Dee pays a quarter; Fay pays a month and is refunded.
moveToDay(1, 3, 11);
expect("Eve's past due", (await renew()).past_due === 1);
moveToDay(1, 6, 11);
expect("Eve's lapse", (await renew()).lapsed === 1);
moveToDay(1, 8, 12);
expect("Bea's end", (await renew()).lapsed === 1);
moveToDay(1, 10);
await pay(dee, quarterly);
await pay(fay, monthly);
admin = await asAdmin(up);
const [fayOrder] = await db
  .select({ id: orders.id })
  .from(orders)
  .where(eq(orders.userId, await userIdOf(fay)))
  .orderBy(desc(orders.createdAt));
expect("Fay's refund", (await admin.refund(fayOrder!.id, { reason: 'Changed her mind', method: 'USDT TRC20, tx 9f3e' })).statusCode === 201);

// M2: Ann's renewed month ends and she lapses; Dee's quarter is extended twice by hand; Eve comes back.
moveToDay(2, 4, 11);
expect("Ann's lapse", (await renew()).lapsed === 1);
admin = await asAdmin(up);
const dees = (
  await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, await userIdOf(dee)))
)[0]!;
for (const days of [10, 5]) expect("Dee's extension", (await admin.post(`subscriptions/${dees.id}/extend`, { days })).statusCode === 200);
moveToDay(2, 15);
await pay(eve, monthly);
moveToDay(2, 20);
admin = await asAdmin(up);

const metrics = async (t: Test, query = '') => {
  const res = await admin.get(`subscriptions/metrics${query}`);
  t.equal(res.statusCode, 200, res.body);
  return res.json<{ data: SubscriptionMonth[] }>().data;
};

t.test('per month: MRR, active at the start and end, new, returning, churned, churn rate and trial conversion', async (t) => {
  const months = await metrics(t, '?months=3');
  t.same(months, [
    {
      // Ann's, Bea's and Eve's months ($20 each); Ann's renewal counts in M1, the month it covers.
      month: monthKey(at(0, 1)),
      mrr_usd: 60,
      active_at_start: 0,
      active: 3,
      new: 4,
      returning: 0,
      churned: 1,
      churn_rate: null,
      trials_started: 2,
      trials_converted: 1,
    },
    {
      // Ann's renewal and a third of Dee's quarter; Fay's refunded month counts nowhere.
      month: monthKey(at(1, 1)),
      mrr_usd: 40,
      active_at_start: 3,
      active: 2,
      new: 1,
      returning: 0,
      churned: 2,
      churn_rate: 0.6667,
      trials_started: 0,
      trials_converted: 0,
    },
    {
      month: monthKey(at(2, 1)),
      mrr_usd: 40,
      active_at_start: 2,
      active: 2,
      new: 0,
      returning: 1,
      churned: 1,
      churn_rate: 0.5,
      trials_started: 0,
      trials_converted: 0,
    },
  ]);
  for (const m of months)
    t.equal(m.active, m.active_at_start + m.new + m.returning - m.churned, `${m.month}: the start, plus those who came, less those who left`);
});

t.test('twelve months by default, the current one last; earlier ones empty', async (t) => {
  const months = await metrics(t);
  t.equal(months.length, 12);
  t.same(
    months.slice(-4).map((m) => m.month),
    [-1, 0, 1, 2].map((n) => monthKey(at(n, 1))),
  );
  t.match(months.at(-4), { mrr_usd: 0, active_at_start: 0, active: 0, new: 0, churned: 0, churn_rate: null, trials_started: 0 });
  t.equal((await metrics(t, '?months=36')).length, 36);
  t.same(await metrics(t, '?months=1'), months.slice(-1));
});

t.test('months outside 1 to 36, or not a whole number, are refused with the reason alone', async (t) => {
  for (const months of ['0', '37', '1.5', 'twelve', '-3', '']) {
    const res = await admin.get(`subscriptions/metrics?months=${months}`);
    t.same(res.json(), { code: 422, message: 'months is a whole number from 1 to 36' }, `months=${months}`);
    t.equal(res.statusCode, 422);
  }
});

t.test('a customer, or nobody, is refused', async (t) => {
  const token = (await registeredCustomer(up, 'metrics-nosy')).token;
  // A customer's token is not an admin's (another audience): refused before the query is read.
  const asCustomer = await customerGet(up, token, 'admin/subscriptions/metrics?months=3');
  t.equal(asCustomer.statusCode, 401);
  t.same(asCustomer.json(), { code: 401, message: 'Unauthorized' }, 'no figures');
  t.equal((await up.app.inject({ method: 'GET', url: `${API}/admin/subscriptions/metrics` })).statusCode, 401, 'nor signed out');
});
