import t from 'tap';
import { count, eq } from 'drizzle-orm';
import { advance } from '../../../shared/test/clock.ts';
import { users } from '../../src/accounts/tables.ts';
import { subscriptionEvents, subscriptions } from '../../src/subscriptions/tables.ts';
import { ADMIN, API, buildTestUpstream, registeredCustomer } from '../helper.ts';
import { initialize, notice, sendNotice } from '../payments/pay-helper.ts';
import { asAdmin, customerGet } from '../refunds/refund-helper.ts';

// The admin's side of the group's subscriptions: the Subscribers list (status, email, pages), one
// subscriber with their periods paid and the log, extending a period by hand (an active one, a lapsed
// one back in the group); and the customer's own history. Time is the app's clock, moved.
const DAY = 86_400_000;
const up = await buildTestUpstream(t, { TELEGRAM_INVITE_URL: 'https://t.me/+SignalsGroup', TEST_CLOCK: 'true' });
const { db } = up.app.database;
const secret = up.app.config.sandboxSecret;

type Customer = Awaited<ReturnType<typeof registeredCustomer>>;
/** A token issued now: the moved clock outlives the one from before. */
const fresh = async (c: Customer) =>
  (await up.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { email: c.email, password: c.password } })).json().data.token as string;
const post = async (c: Customer, url: string, payload: object = {}) =>
  up.app.inject({ method: 'POST', url: `${API}/${url}`, payload, headers: { authorization: `Bearer ${await fresh(c)}` } });
const userIdOf = async (c: Customer) => (await up.app.accounts.findByEmail(c.email))!.id;
const subscriptionOf = async (c: Customer) =>
  (
    await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, await userIdOf(c)))
  )[0]!;
const eventCount = async () => (await db.select({ n: count() }).from(subscriptionEvents))[0]!.n;

/**
 * The setup's steps are checked by throwing, not asserted: an assertion at the top level with no
 * subtest queued yet lets tap end the file while the setup still awaits (and close the app under it).
 */
const expect = (what: string, ok: boolean) => {
  if (!ok) throw new Error(`setup: ${what} failed`);
};

/** Pays a period of the plan through the sandbox's notice, as a crypto payment does; answers the order's id. */
async function payPeriod(c: Customer, plan: { id: string; usd: number }) {
  const init = await initialize(up, await fresh(c), {
    amount: plan.usd,
    currency: 'USD',
    metadata: JSON.stringify({ telegram: { id: 'signals', plan: plan.id } }),
  });
  const orderId = init.json().data.order_id as string;
  expect(`paying for ${c.email}`, (await sendNotice(up, notice({ order_id: orderId, amount: plan.usd }), secret)).json().message === 'credited');
  return orderId;
}

let admin = await asAdmin(up);
const monthly = (await admin.post('plans/create', { months: 1, usd: 20, trial_days: 7 })).json().data as { id: string; usd: number };
const quarterly = (await admin.post('plans/create', { months: 3, usd: 50 })).json().data as { id: string; usd: number };

// A trial cancelled and left to end: lapsed. The others start after it, so they are newer.
const lapser = await registeredCustomer(up, 'lapser');
expect('the trial', (await post(lapser, 'subscriptions/trial', { plan: monthly.id })).statusCode === 200);
expect('the cancel', (await post(lapser, 'subscriptions/cancel')).statusCode === 200);
advance(8 * DAY, up.app);
expect('the lapse', (await up.app.subscriptions.renewals.run()).lapsed === 1);
admin = await asAdmin(up);

const payer = await registeredCustomer(up, 'payer');
const payerOrder = await payPeriod(payer, monthly);
const trialist = await registeredCustomer(up, 'trialist');
expect('the trial', (await post(trialist, 'subscriptions/trial', { plan: monthly.id })).statusCode === 200);
const canceller = await registeredCustomer(up, 'canceller');
const cancellerOrder = await payPeriod(canceller, quarterly);
expect('the cancel', (await post(canceller, 'subscriptions/cancel')).statusCode === 200);

const list = async (query: string) => {
  const res = await admin.get(`subscriptions${query}`);
  t.equal(res.statusCode, 200, res.body);
  return res.json<{ data: { email: string }[]; totalRecords: number }>();
};
const emails = (page: { data: { email: string }[] }) => page.data.map((s) => s.email);

t.test('the list: every subscriber, newest first, with their plan and where they stand; filtered and paged', async (t) => {
  const all = await list('');
  t.equal(all.totalRecords, 4);
  t.same(emails(all), [canceller.email, trialist.email, payer.email, lapser.email]);
  const row = all.data.find((s) => s.email === canceller.email)!;
  t.match(row, {
    customer_name: 'Ada Lovelacecanceller',
    plan: { id: quarterly.id, months: 3, usd: 50 },
    status: 'active',
    cancel_at_period_end: true,
    period_end: String,
    created_at: String,
  });

  t.same(emails(await list('?status=trialing')), [trialist.email]);
  t.same(emails(await list('?status=active')), [canceller.email, payer.email], 'a cancelling one is still active');
  t.same(emails(await list('?status=lapsed')), [lapser.email]);
  t.same(emails(await list('?status=cancelling')), [canceller.email], 'a lapsed one that was cancelled is not cancelling');
  t.same(emails(await list('?status=past_due')), []);
  t.same(emails(await list('?email=TRIAL')), [trialist.email], 'any part of the email, in any case');
  t.same(emails(await list('?email=%25')), [], "LIKE's wildcard is taken as typed");
  t.same(emails(await list('?status=active&email=payer')), [payer.email]);
  const second = await list('?page=2&length=3');
  t.same(emails(second), [lapser.email]);
  t.equal(second.totalRecords, 4);

  t.match((await admin.get('subscriptions?status=gone')).json(), { code: 422, message: /status is one of trialing, active, past_due, lapsed, cancelling/ });
  t.equal((await admin.get('subscriptions?length=1000')).statusCode, 422);
});

t.test('a subscriber: the subscription and customer, their periods paid, and no log yet', async (t) => {
  const { id } = await subscriptionOf(payer);
  const res = await admin.get(`subscriptions/${id}`);
  t.equal(res.statusCode, 200, res.body);
  const { data } = res.json();
  t.match(data.subscription, { id, email: payer.email, status: 'active', grace_ends_at: String });
  t.equal(Date.parse(data.subscription.grace_ends_at) - Date.parse(data.subscription.period_end), 3 * DAY, 'the default grace days');
  t.match(data.payments, [{ order_id: payerOrder, months: 1, amount_usd: 20, provider: 'sandbox', status: 'paid', paid_at: String }]);
  t.same(data.events, []);

  t.match((await admin.get('subscriptions/6f0b8d52-4a57-4c1e-9a38-0c5e1c2d9b11')).json(), { code: 404, message: 'Subscription not found' });
  t.match((await admin.get('subscriptions/not-an-id')).json(), { code: 422, message: 'id must be a subscription id' });
});

t.test('extending an active period: later by the days, the reminders start over, logged with the admin in the same change', async (t) => {
  const before = await subscriptionOf(payer);
  await db
    .update(subscriptions)
    .set({ reminded: `${before.periodEnd.toISOString()}:3` })
    .where(eq(subscriptions.id, before.id));
  const res = await admin.post(`subscriptions/${before.id}/extend`, { days: 10, reason: 'Signals were down for a week' });
  t.equal(res.statusCode, 200, res.body);
  const newEnd = new Date(before.periodEnd.getTime() + 10 * DAY);
  t.match(res.json(), {
    message: /^Extended by 10 days: the period now ends on \d+ \w+ \d{4}$/,
    data: { id: before.id, status: 'active', period_end: newEnd.toISOString() },
  });
  const after = await subscriptionOf(payer);
  t.equal(after.periodEnd.toISOString(), newEnd.toISOString());
  t.equal(after.reminded, null, 'reminded afresh for the new end');

  const adminId = (await up.app.accounts.findByEmail(ADMIN.email))!.id;
  const [event] = await db.select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, before.id));
  t.match(event, {
    kind: 'extended',
    days: 10,
    adminId,
    adminEmail: ADMIN.email,
    reason: 'Signals were down for a week',
    oldPeriodEnd: before.periodEnd,
    newPeriodEnd: newEnd,
  });
  const { data } = (await admin.get(`subscriptions/${before.id}`)).json();
  t.match(data.events, [
    {
      kind: 'extended',
      days: 10,
      admin_email: ADMIN.email,
      reason: 'Signals were down for a week',
      old_period_end: before.periodEnd.toISOString(),
      new_period_end: newEnd.toISOString(),
    },
  ]);

  const once = await admin.post(`subscriptions/${before.id}/extend`, { days: 1, reason: '  ' });
  t.match(once.json().message, /^Extended by 1 day: /, 'one day, said so');
  const { data: again } = (await admin.get(`subscriptions/${before.id}`)).json();
  t.match(again.events, [{ days: 1, reason: null }, { days: 10 }], 'newest first; a blank reason is none');
});

t.test('extending a lapsed subscription: active from now, and back in the group as a payment puts them', async (t) => {
  const before = await subscriptionOf(lapser);
  t.equal(before.status, 'lapsed');
  const userId = await userIdOf(lapser);
  t.equal((await customerGet(up, await fresh(lapser), 'telegram/invite')).statusCode, 403, 'out of the group');
  const asked = up.app.clock.now();
  const res = await admin.post(`subscriptions/${before.id}/extend`, { days: 5 });
  t.equal(res.statusCode, 200, res.body);
  const after = await subscriptionOf(lapser);
  t.equal(after.status, 'active');
  const fromNow = after.periodEnd.getTime() - 5 * DAY;
  t.ok(fromNow >= asked && fromNow <= up.app.clock.now(), 'five days from now, not from the old end');
  t.equal((await db.select().from(users).where(eq(users.id, userId)))[0]!.hasUserPaid, true);
  t.match((await customerGet(up, await fresh(lapser), 'telegram/invite')).json(), { code: 200, data: { invite_link: 'https://t.me/+SignalsGroup' } });
  t.match((await admin.get(`subscriptions/${before.id}`)).json().data.events, [
    { days: 5, admin_email: ADMIN.email, reason: null, old_period_end: before.periodEnd.toISOString(), new_period_end: after.periodEnd.toISOString() },
  ]);
  t.match(await up.app.subscriptions.renewals.run(), { lapsed: 0 }, 'the renewal pass leaves it be');
});

t.test('bad input or a missing subscription changes nothing', async (t) => {
  const before = await subscriptionOf(trialist);
  const events = await eventCount();
  for (const [body, message] of [
    [{ days: 0 }, 'Extend by 1 to 365 days'],
    [{ days: 366 }, 'Extend by 1 to 365 days'],
    [{ days: 1.5 }, 'Days are whole days'],
    [{ days: 'many' }, 'Extend by 1 to 365 days'],
    [{}, /days/],
    [{ days: 3, reason: 'x'.repeat(501) }, 'At most 500 characters'],
  ] as const) {
    t.match((await admin.post(`subscriptions/${before.id}/extend`, body)).json(), { code: 422, message }, JSON.stringify(body).slice(0, 40));
  }
  t.match((await admin.post('subscriptions/6f0b8d52-4a57-4c1e-9a38-0c5e1c2d9b11/extend', { days: 3 })).json(), {
    code: 404,
    message: 'Subscription not found',
  });
  t.match((await admin.post('subscriptions/nope/extend', { days: 3 })).json(), { code: 422 });
  t.same(await subscriptionOf(trialist), before, 'the subscription is as it was');
  t.equal(await eventCount(), events, 'nothing logged');
});

t.test('a customer, or nobody, cannot call them', async (t) => {
  const { id } = await subscriptionOf(payer);
  const auth = { authorization: `Bearer ${await fresh(payer)}` };
  const events = await eventCount();
  for (const [method, url] of [
    ['GET', 'admin/subscriptions'],
    ['GET', `admin/subscriptions/${id}`],
    ['POST', `admin/subscriptions/${id}/extend`],
  ] as const) {
    const asCustomer = await up.app.inject({ method, url: `${API}/${url}`, headers: auth, ...(method === 'POST' && { payload: { days: 30 } }) });
    t.ok([401, 403].includes(asCustomer.statusCode), `${method} ${url} as a customer: ${asCustomer.statusCode}`);
    const anonymous = await up.app.inject({ method, url: `${API}/${url}`, ...(method === 'POST' && { payload: { days: 30 } }) });
    t.equal(anonymous.statusCode, 401, `${method} ${url} signed out`);
  }
  t.equal(await eventCount(), events, 'nothing logged');
  t.equal((await up.app.inject({ method: 'GET', url: `${API}/subscriptions/history` })).statusCode, 401, 'nor is a history read signed out');
});

t.test("the customer's history: the periods paid, a refunded one marked, and the extensions without the shop's notes", async (t) => {
  const { data: payerHistory } = (await customerGet(up, await fresh(payer), 'subscriptions/history')).json();
  t.match(payerHistory.payments, [{ order_id: payerOrder, months: 1, amount_usd: 20, provider: 'sandbox', status: 'paid' }]);
  t.match(payerHistory.extensions, [{ days: 1 }, { days: 10 }]);
  t.notOk('admin_email' in payerHistory.extensions[0] || 'reason' in payerHistory.extensions[0], 'who gave it and why stay the shop’s');

  const refunded = await admin.refund(cancellerOrder, { reason: 'Changed their mind', method: 'USDT TRC20, tx 7a1c' });
  t.equal(refunded.statusCode, 201, refunded.body);
  const { data: cancellerHistory } = (await customerGet(up, await fresh(canceller), 'subscriptions/history')).json();
  t.match(cancellerHistory, { payments: [{ order_id: cancellerOrder, months: 3, amount_usd: 50, status: 'refunded' }], extensions: [] });

  const { data: trialHistory } = (await customerGet(up, await fresh(trialist), 'subscriptions/history')).json();
  t.same(trialHistory, { payments: [], extensions: [] }, 'a trial paid nothing');
  const stranger = await registeredCustomer(up, 'stranger');
  t.same(
    (await customerGet(up, stranger.token, 'subscriptions/history')).json().data,
    { payments: [], extensions: [] },
    'nor has anyone without a subscription',
  );
});
