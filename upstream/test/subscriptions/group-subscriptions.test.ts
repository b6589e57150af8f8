import t from 'tap';
import { eq } from 'drizzle-orm';
import { until } from '../../../shared/test/until.ts';
import { users } from '../../src/accounts/tables.ts';
import { subscriptions } from '../../src/subscriptions/tables.ts';
import { telegramMembers } from '../../src/telegram/tables.ts';
import { fakeBotApi, type TelegramUser } from '../fake-bot-api.ts';
import { API, buildTestUpstream, registeredCustomer } from '../helper.ts';
import { lastMailTo } from '../outbox.ts';
import { initialize, notice, sendNotice } from '../payments/pay-helper.ts';
import { asAdmin, customerGet } from '../refunds/refund-helper.ts';
import { type Customer, periodSteps } from './period-helper.ts';

// The signals group by the period, paid by crypto each time: reminders, grace, lapse, trials, cancel.
// Time is the app's clock, moved; the renewal pass is run as its schedule would.
const TOKEN = '7001:bot-token';
const CHAT = '-1001234567890';
const DAY = 86_400_000;
const bot = await fakeBotApi(t, { token: TOKEN, chatId: CHAT });
const up = await buildTestUpstream(
  t,
  { TELEGRAM_API_URL: bot.url, TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_CHAT_ID: CHAT, PUBLIC_URL: 'https://shop.example', TEST_CLOCK: 'true' },
  { listen: true },
);
const { db } = up.app.database;
const admin = await asAdmin(up);
const secret = up.app.config.sandboxSecret;
await until('setWebhook', () => bot.webhook());

let people = 0;
const person = (name: string): TelegramUser => ({ id: 700_000 + ++people, is_bot: false, first_name: name });
const renew = () => up.app.subscriptions.renewals.run();
const subscriptionOf = async (userId: string) => (await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;
const userOf = async (userId: string) => (await db.select().from(users).where(eq(users.id, userId)))[0]!;
const { fresh, post, moveTo, payPeriod } = periodSteps(up);
const stateOf = async (c: Customer) => (await customerGet(up, await fresh(c), 'subscriptions')).json().data;

// Before any plan: the one-off, lifetime price, which keeps its members when plans come.
const lifer = await registeredCustomer(up, 'lifer');
{
  const price = (await up.app.settings.read(['telegram_usd'])).telegram_usd;
  const init = await initialize(up, lifer.token, { amount: price, currency: 'USD', metadata: JSON.stringify({ telegram: { id: 1 } }) });
  t.equal((await sendNotice(up, notice({ order_id: init.json().data.order_id, amount: price }), secret)).json().message, 'credited');
}

let monthly: { id: string; usd: number };
let quarterly: { id: string; usd: number };

t.test('the admin makes plans; a bad or second one of a length is refused; the offered ones are public', async (t) => {
  const made = await admin.post('plans/create', { months: 1, usd: 20, trial_days: 7 });
  t.equal(made.statusCode, 201, made.body);
  monthly = made.json().data;
  t.match(monthly, { months: 1, usd: 20, price: 20 * 1550, trial_days: 7, active: true });
  quarterly = (await admin.post('plans/create', { months: 3, usd: 50 })).json().data;
  t.match((await admin.post('plans/create', { months: 1, usd: 25 })).json(), { code: 409, message: 'A 1-month plan exists already: change its price instead' });
  t.match((await admin.post('plans/create', { months: 2, usd: 25 })).json(), { code: 422, message: /A plan lasts 1, 3, 6, 12 months/ });
  t.match((await admin.post('plans/create', { months: 6, usd: 0.5 })).json(), { code: 422, message: /at least \$1.00/ });
  t.match((await admin.post(`plans/${quarterly.id}/update`, { active: false })).json().data, { active: false });
  const offered = (await up.app.inject({ method: 'GET', url: `${API}/telegram/plans` })).json().data;
  t.same(
    offered.map((p: { months: number }) => p.months),
    [1],
    'a retired plan is not offered',
  );
  await admin.post(`plans/${quarterly.id}/update`, { active: true });

  const c = await registeredCustomer(up, 'noplan');
  const oneOff = await initialize(up, c.token, { amount: 25, currency: 'USD', metadata: JSON.stringify({ telegram: { id: 1 } }) });
  t.match(oneOff.json(), { code: 422, message: 'Choose a plan for the Telegram group' }, 'sold by the period only, now');
  t.match((await initialize(up, lifer.token, { amount: 20, currency: 'USD', metadata: JSON.stringify({ telegram: { id: 1, plan: monthly.id } }) })).json(), {
    code: 409,
    message: 'You are already a member of the Telegram group',
  });
  t.equal((await post(lifer, 'subscriptions/trial', { plan: monthly.id })).statusCode, 409, 'no trial for a member');
});

t.test('a month by crypto: reminded at 3 and 1 days, paid late in grace from the old end, then lapsed and removed by the bot', async (t) => {
  const c = await registeredCustomer(up, 'monthly');
  const userId = (await up.app.accounts.findByEmail(c.email))!.id;
  t.equal(await payPeriod(c, monthly), 'credited');
  const first = await subscriptionOf(userId);
  t.match(first, { status: 'active', planId: monthly.id });
  t.ok(Math.abs(first.periodEnd.getTime() - up.app.clock.now() - 30 * DAY) <= 1.1 * DAY, 'a month from now');
  const link = (await customerGet(up, await fresh(c), 'telegram/invite')).json().data.invite_link as string;
  const ada = person('Ada');
  await bot.deliver(up.url, bot.joined(ada, link));
  t.match(await stateOf(c), { subscription: { status: 'active', next_payment_usd: 20, cancel_at_period_end: false }, trial_available: false });

  t.match(await renew(), { reminded: 0, past_due: 0, lapsed: 0 }, 'nothing due yet');
  moveTo(first.periodEnd, -3 * DAY + 60_000);
  t.match(await renew(), { reminded: 1 });
  t.match((await lastMailTo(up.dataDir, c.email, { subject: /subscription ends on/ })).text, 'Pay now: https://shop.example/dashboard/subscriptions');
  t.match(await renew(), { reminded: 0 }, 'each reminder once');
  moveTo(first.periodEnd, -DAY + 60_000);
  t.match(await renew(), { reminded: 1 }, 'again a day ahead');

  moveTo(first.periodEnd, 60_000);
  t.match(await renew(), { past_due: 1 });
  t.match((await lastMailTo(up.dataDir, c.email, { subject: /is due/ })).text, 'You keep your place in the Telegram signals group until');
  t.equal((await userOf(userId)).hasUserPaid, true, 'grace keeps access');
  t.equal((await customerGet(up, await fresh(c), 'telegram/invite')).statusCode, 200);

  moveTo(first.periodEnd, DAY);
  t.equal(await payPeriod(c, monthly), 'credited', 'paid late, within grace');
  const renewed = await subscriptionOf(userId);
  t.equal(renewed.status, 'active');
  const oldEnd = new Date(first.periodEnd);
  oldEnd.setUTCMonth(oldEnd.getUTCMonth() + 1);
  t.equal(renewed.periodEnd.toISOString(), oldEnd.toISOString(), 'a month from the old end, not from the payment');

  const calls = bot.calls().length;
  moveTo(renewed.periodEnd, 3 * DAY + 60_000);
  t.match(await renew(), { lapsed: 1 }, 'past the grace days: lapsed at once');
  t.match(await subscriptionOf(userId), { status: 'lapsed' });
  t.equal((await userOf(userId)).hasUserPaid, false);
  await until('the bot removes them', async () => (await db.select().from(telegramMembers).where(eq(telegramMembers.userId, userId)))[0]?.status === 'removed');
  t.same(
    bot
      .calls()
      .slice(calls)
      .filter((x) => x.method === 'banChatMember')
      .map((x) => x.params.user_id),
    [ada.id],
  );
  t.match((await lastMailTo(up.dataDir, c.email, { subject: /has ended/ })).text, 'Rejoin the signals group: https://shop.example/signals');
  t.equal((await customerGet(up, await fresh(c), 'telegram/invite')).statusCode, 403);
  t.match(await renew(), { lapsed: 0 }, 'lapsed once');

  // Back later: a new period from the day they pay.
  t.equal(await payPeriod(c, quarterly), 'credited');
  const back = await subscriptionOf(userId);
  t.match(back, { status: 'active', planId: quarterly.id });
  t.ok(back.periodEnd.getTime() - up.app.clock.now() > 88 * DAY, 'three months from now');
});

t.test('a free trial once per customer; cancelling keeps access to the end, with no grace after it', async (t) => {
  const c = await registeredCustomer(up, 'trial');
  const userId = (await up.app.accounts.findByEmail(c.email))!.id;
  t.match(await stateOf(c), { subscription: null, trial_available: true });
  t.match((await post(c, 'subscriptions/trial', { plan: quarterly.id })).json(), { code: 409, message: 'This plan has no free trial' });
  const started = await post(c, 'subscriptions/trial', { plan: monthly.id });
  t.match(started.json(), { code: 200, message: /^Your free trial has started: you are in the signals group until / });
  t.match(await stateOf(c), { subscription: { status: 'trialing', plan: { months: 1 } }, trial_available: false });
  t.equal((await userOf(userId)).hasUserPaid, true);
  t.match((await post(c, 'subscriptions/trial', { plan: monthly.id })).json(), { code: 409 }, 'once');

  t.match((await post(c, 'subscriptions/cancel')).json(), { code: 200, message: /^Cancelled: you stay in the signals group until / });
  t.match(await stateOf(c), { subscription: { cancel_at_period_end: true, next_payment_usd: null } });
  t.equal((await post(c, 'subscriptions/resume')).json().message, 'Your subscription continues');
  await post(c, 'subscriptions/cancel');

  const { periodEnd } = await subscriptionOf(userId);
  moveTo(periodEnd, -3 * DAY + 60_000);
  t.match(await renew(), { reminded: 0 }, 'no renewal asked of a cancelled subscription');
  moveTo(periodEnd, 60_000);
  t.match(await renew(), { lapsed: 1, past_due: 0 });
  t.match((await lastMailTo(up.dataDir, c.email, { subject: /has ended/ })).text, 'As you asked, your subscription ended with its period.');
  t.equal((await userOf(userId)).hasUserPaid, false);
  t.match((await post(c, 'subscriptions/resume')).json(), { code: 409, message: 'Your subscription has ended: choose a plan to subscribe again' });
  t.match((await post(c, 'subscriptions/trial', { plan: monthly.id })).json(), { code: 409, message: /for new members/ });
});

t.test('a one-off member is never lapsed by the pass', async (t) => {
  const userId = (await up.app.accounts.findByEmail(lifer.email))!.id;
  await renew();
  t.equal((await userOf(userId)).hasUserPaid, true);
  t.match(await stateOf(lifer), { subscription: null });
});
