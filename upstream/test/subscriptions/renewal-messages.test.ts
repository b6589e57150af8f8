import t, { type Test } from 'tap';
import { eq } from 'drizzle-orm';
import { until } from '../../../shared/test/until.ts';
import { dayText } from '@academy/shared/calendar';
import { subscriptions } from '../../src/subscriptions/tables.ts';
import { telegramMembers } from '../../src/telegram/tables.ts';
import { fakeBotApi, type TelegramUser } from '../fake-bot-api.ts';
import { buildTestUpstream, registeredCustomer, type TestUpstream } from '../helper.ts';
import { lastMailTo } from '../outbox.ts';
import { asAdmin, customerGet } from '../refunds/refund-helper.ts';
import { type Customer, periodSteps } from './period-helper.ts';

// The renewal pass's four moments said by the bot in Telegram too, to members it saw join: the
// 3-day and 1-day reminders, past due, ended; each once however often the pass runs. Time is the
// app's clock, moved; the messages are jobs, waited for as they are sent.
const TOKEN = '7001:bot-token';
const CHAT = '-1001234567890';
const DAY = 86_400_000;
const MINUTE = 60_000;
const bot = await fakeBotApi(t, { token: TOKEN, chatId: CHAT });
const up = await buildTestUpstream(
  t,
  { TELEGRAM_API_URL: bot.url, TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_CHAT_ID: CHAT, PUBLIC_URL: 'https://shop.example', TEST_CLOCK: 'true' },
  { listen: true },
);
await until('setWebhook', () => bot.webhook());

let people = 0;
const person = (name: string): TelegramUser => ({ id: 710_000 + ++people, is_bot: false, first_name: name });
// Every test customer's first name at the shop is Ada (helper.ts), whatever their Telegram one.
const PAY = { text: 'Pay now', url: 'https://shop.example/dashboard/subscriptions' };

interface MessageJob {
  chatId: string;
  text: string;
  about: string;
}
/** The bot's message jobs (all, or to one Telegram user), oldest first, as the queue keeps them. */
const messageJobs = (shop: TestUpstream, to?: TelegramUser) =>
  shop.app.jobs.boss.findJobs<MessageJob>('telegram-message', to ? { data: { chatId: String(to.id) } } : {});

/** A customer who paid a month of `plan`: their account and the period's end. */
async function subscriber(shop: TestUpstream, n: string, plan: { id: string; usd: number }) {
  const c = await registeredCustomer(shop, n);
  const userId = (await shop.app.accounts.findByEmail(c.email))!.id;
  if ((await periodSteps(shop).payPeriod(c, plan)) !== 'credited') throw new Error(`${n}'s period was not credited`);
  const [s] = await shop.app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return { ...c, userId, periodEnd: s!.periodEnd };
}

/** A subscriber who joined the group with their own link, through the bot. */
async function joined(n: string, plan: { id: string; usd: number }, who: TelegramUser) {
  const c = await subscriber(up, n, plan);
  const link = (await customerGet(up, await periodSteps(up).fresh(c), 'telegram/invite')).json().data.invite_link as string;
  await bot.deliver(up.url, bot.joined(who, link));
  return c;
}

const MOMENTS = [
  { name: 'the 3-day reminder', offset: -3 * DAY + MINUTE, step: 'reminded', subject: /subscription ends on/ },
  { name: 'the 1-day reminder', offset: -DAY + MINUTE, step: 'reminded', subject: /subscription ends on/ },
  { name: 'past due', offset: MINUTE, step: 'past_due', subject: /is due/ },
  { name: 'ended', offset: 3 * DAY + MINUTE, step: 'lapsed', subject: /has ended/ },
] as const;

/**
 * Walks `c`'s period through the pass's four moments (3 grace days, the default): at each the clock
 * is moved and the pass runs twice, the second finding nothing to do; the moment's mail is there.
 */
async function walk(t: Test, shop: TestUpstream, c: Customer & { periodEnd: Date }, then: (i: number) => Promise<void>) {
  for (const [i, moment] of MOMENTS.entries()) {
    periodSteps(shop).moveTo(c.periodEnd, moment.offset);
    t.match(await shop.app.subscriptions.renewals.run(), { [moment.step]: 1 }, moment.name);
    t.match(await shop.app.subscriptions.renewals.run(), { reminded: 0, past_due: 0, lapsed: 0 }, `${moment.name} once`);
    t.ok(await lastMailTo(shop.dataDir, c.email, { subject: moment.subject }), `${moment.name} mailed`);
    await then(i);
  }
}

const monthly = (await (await asAdmin(up)).post('plans/create', { months: 1, usd: 20 })).json().data as { id: string; usd: number };

t.test('a member the bot knows is told at each of the four moments, once each, and still removed at the lapse', async (t) => {
  const ada = person('Ada');
  const c = await joined('ada-dm', monthly, ada);
  const graceEnd = new Date(c.periodEnd.getTime() + 3 * DAY);
  const expected = [
    {
      text: new RegExp(
        `^Hello Ada,\\n\\nYour access to the .+ signals group runs until ${dayText(c.periodEnd)}\\. To stay in, pay \\$20\\.00 for the next 1 month;`,
      ),
      button: PAY,
    },
    { text: new RegExp(`runs until ${dayText(c.periodEnd)}\\. To stay in, pay \\$20\\.00`), button: PAY },
    { text: new RegExp(`period has ended\\. You keep your place in the group until ${dayText(graceEnd)}; pay \\$20\\.00 before then`), button: PAY },
    {
      text: /was not renewed, so it has ended\. You have left the signals group; you are welcome back/,
      button: { text: 'Rejoin', url: 'https://shop.example/signals' },
    },
  ];
  const removals = bot.calls('banChatMember').length;

  await walk(t, up, c, async (i) => {
    // The pass has committed its jobs: a second one for the moment would be there already.
    t.equal((await messageJobs(up, ada)).length, i + 1, `${MOMENTS[i]!.name}: one message job`);
    const sent = await until(`${MOMENTS[i]!.name} in Telegram`, () => bot.messagesTo(ada.id)[i]);
    const { text, button } = expected[i]!;
    t.match(sent, { chat_id: String(ada.id), text, reply_markup: { inline_keyboard: [[button]] } }, `${MOMENTS[i]!.name}: said`);
  });
  t.equal(bot.messagesTo(ada.id).length, 4, 'four messages in all');
  t.match((await messageJobs(up, ada))[0]?.data, { about: `Telegram message to ${c.email}: renewal due ${dayText(c.periodEnd)}` }, 'named for the admin');

  await until(
    'the bot removes them',
    async () => (await up.app.database.db.select().from(telegramMembers).where(eq(telegramMembers.userId, c.userId)))[0]?.status === 'removed',
  );
  t.same(
    bot
      .calls('banChatMember')
      .slice(removals)
      .map((x) => x.params.user_id),
    [ada.id],
  );
});

t.test('a member who cancelled is not reminded, and told at the end that it ended as asked, without being asked to pay', async (t) => {
  const dee = person('Dee');
  const c = await joined('dee-dm', monthly, dee);
  t.equal((await periodSteps(up).post(c, 'subscriptions/cancel')).statusCode, 200);
  periodSteps(up).moveTo(c.periodEnd, -3 * DAY + MINUTE);
  t.match(await up.app.subscriptions.renewals.run(), { reminded: 0 });
  periodSteps(up).moveTo(c.periodEnd, MINUTE);
  t.match(await up.app.subscriptions.renewals.run(), { lapsed: 1, past_due: 0 }, 'no grace after a cancelled period');
  const sent = await until('the ended message', () => bot.messagesTo(dee.id)[0]);
  t.match(sent, {
    text: /^Hello Ada,\n\nAs you asked, your .+ signals subscription ended with its period\. You have left the signals group; you are welcome back/,
    reply_markup: { inline_keyboard: [[{ text: 'Rejoin', url: 'https://shop.example/signals' }]] },
  });
  t.notMatch(sent.text, /pay/i, 'nothing asked for');
  t.equal((await messageJobs(up, dee)).length, 1, 'the only message');
});

t.test('a customer the bot does not know gets the mails only', async (t) => {
  const c = await subscriber(up, 'mail-only', monthly);
  await walk(t, up, c, async () => {});
  t.same(
    (await messageJobs(up)).filter((j) => j.data.about.includes(c.email)),
    [],
    'no message job',
  );
});

t.test('a message to a member who blocked the bot is finished at the first refusal, not tried again', async (t) => {
  const bob = person('Bob');
  const c = await joined('bob-dm', monthly, bob);
  bot.block(bob.id);
  await walk(t, up, c, async (i) => {
    const job = await until(`${MOMENTS[i]!.name}: its job finished`, async () => {
      const made = (await messageJobs(up, bob))[i];
      return made?.state === 'completed' && made;
    });
    t.match(
      job,
      { retryCount: 0, output: { sent: false, reason: 'Telegram sendMessage: Forbidden: bot was blocked by the user' } },
      `${MOMENTS[i]!.name}: finished, not retried`,
    );
  });
  t.equal(bot.messagesTo(bob.id).length, 4, 'each tried once');
});

t.test('with the invite link alone (no bot token), mail only: no message jobs', async (t) => {
  const shop = await buildTestUpstream(t, { TELEGRAM_INVITE_URL: 'https://t.me/+SignalsGroup', PUBLIC_URL: 'https://shop.example', TEST_CLOCK: 'true' });
  const plan = (await (await asAdmin(shop)).post('plans/create', { months: 1, usd: 20 })).json().data as { id: string; usd: number };
  const c = await subscriber(shop, 'no-bot', plan);
  // Known from a time the shop had a bot.
  await shop.app.database.db.insert(telegramMembers).values({ userId: c.userId, telegramUserId: String(person('Cy').id), status: 'member' });
  await walk(t, shop, c, async () => {});
  t.same(await messageJobs(shop), [], 'no message job');
});
