import t from 'tap';
import { eq } from 'drizzle-orm';
import { WIRE } from '@academy/shared/constants';
import { users } from '../../src/accounts/tables.ts';
import { orders } from '../../src/payments/tables.ts';
import { fakeBotApi } from '../fake-bot-api.ts';
import { adminToken, API, buildTestUpstream, registeredCustomer } from '../helper.ts';
import { lastMailTo } from '../outbox.ts';
import { initialize } from './pay-helper.ts';

const bot = await fakeBotApi(t, { token: '123:token', chatId: '-1001234567890' });
const up = await buildTestUpstream(t, { TELEGRAM_API_URL: bot.url, TELEGRAM_BOT_TOKEN: '123:token', TELEGRAM_CHAT_ID: '-1001234567890' });
const invite = (token: string) => up.app.inject({ method: 'GET', url: `${API}/telegram/invite`, headers: { authorization: `Bearer ${token}` } });

t.test('a paid member gets a single-use invite from the Bot API, reused while it is valid', async (t) => {
  const c = await registeredCustomer(up, 'tg');
  t.equal((await invite(c.token)).statusCode, 403, 'not before paying');
  await up.app.database.db.update(users).set({ hasUserPaid: true }).where(eq(users.email, c.email));
  const first = (await invite(c.token)).json().data.invite_link;
  t.match(first, /^https:\/\/t\.me\/\+/);
  t.ok(bot.link(first), 'the link the Bot API made');
  const made = bot.calls('createChatInviteLink');
  t.match(made[0]!.params, { chat_id: '-1001234567890', member_limit: 1, expire_date: Number });
  t.notOk('creates_join_request' in made[0]!.params, 'member_limit cannot go with join requests');
  t.equal((await invite(c.token)).json().data.invite_link, first);
  t.equal(bot.calls('createChatInviteLink').length, 1);
});

t.test('a Bot API failure is a clear 502', async (t) => {
  const broken = await buildTestUpstream(t, { TELEGRAM_API_URL: bot.url, TELEGRAM_BOT_TOKEN: 'bad', TELEGRAM_CHAT_ID: '-1' });
  const c = await registeredCustomer(broken, 'tgfail');
  await broken.app.database.db.update(users).set({ hasUserPaid: true }).where(eq(users.email, c.email));
  t.same((await broken.app.inject({ method: 'GET', url: `${API}/telegram/invite`, headers: { authorization: `Bearer ${c.token}` } })).json(), {
    code: 502,
    message: 'The Telegram invite could not be created. Please try again shortly.',
  });
});

const group = { amount: 25, currency: 'USD', metadata: JSON.stringify({ telegram: { id: 'signals-group' } }) };

t.test('with neither a bot nor a link the group is not for sale, and the admin sees why', async (t) => {
  const bare = await buildTestUpstream(t);
  const c = await registeredCustomer(bare, 'nogroup');
  const admin = await adminToken(bare);
  t.match((await bare.app.inject({ method: 'GET', url: `${API}/telegram` })).json().data, { available: false });
  t.same((await bare.app.inject({ method: 'GET', url: `${API}/admin/telegram`, headers: { authorization: `Bearer ${admin}` } })).json().data, {
    bot: false,
    invite_url: null,
  });
  const refused = await initialize(bare, c.token, group);
  t.same(refused.json(), { code: 409, message: WIRE.telegramUnavailable });
  t.equal((await bare.app.database.db.select().from(orders)).length, 0, 'no order, no invoice');
});

t.test('the admin sets the group link: it goes on sale, a paid member gets it, the receipt says how to join', async (t) => {
  const shop = await buildTestUpstream(t, { TELEGRAM_INVITE_URL: 'https://t.me/+seeded' }, { listen: true });
  const admin = { authorization: `Bearer ${await adminToken(shop)}` };
  const setLink = (invite_url: string) => shop.app.inject({ method: 'POST', url: `${API}/admin/telegram/link`, payload: { invite_url }, headers: admin });
  const setup = async () => (await shop.app.inject({ method: 'GET', url: `${API}/admin/telegram`, headers: admin })).json().data;

  t.same(await setup(), { bot: false, invite_url: 'https://t.me/+seeded' }, 'TELEGRAM_INVITE_URL seeds the link');
  t.match((await setLink('https://evil.example/+x')).json(), { code: 422 }, 'only a Telegram link');
  t.same(await setup(), { bot: false, invite_url: 'https://t.me/+seeded' }, 'a refused link changes nothing');
  t.equal((await setLink('')).statusCode, 200);
  t.same(await setup(), { bot: false, invite_url: null }, 'cleared, and the seed does not come back');
  t.match((await shop.app.inject({ method: 'GET', url: `${API}/telegram` })).json().data, { available: false });
  t.same((await setLink('https://t.me/+members')).json(), { code: 200, message: 'Telegram invite link saved' });
  t.match((await shop.app.inject({ method: 'GET', url: `${API}/telegram` })).json().data, { available: true });

  const c = await registeredCustomer(shop, 'member');
  const auth = { authorization: `Bearer ${c.token}` };
  const started = (await initialize(shop, c.token, group)).json().data;
  const [order] = await shop.app.database.db.select().from(orders).where(eq(orders.id, started.order_id));
  const paid = await shop.app.inject({ method: 'POST', url: `${API}/payments/sandbox/invoice/${order!.invoiceId}/pay` });
  const back = new URL(paid.json().data.redirect);
  t.same(
    [back.pathname, back.searchParams.get('status'), back.searchParams.get('telegram-payment'), back.searchParams.get('order')],
    ['/checkout', 'success', 'true', started.order_id],
    'the return names the order',
  );
  t.same((await shop.app.inject({ method: 'GET', url: `${API}/telegram/invite`, headers: auth })).json().data, { invite_link: 'https://t.me/+members' });
  t.match((await shop.app.inject({ method: 'GET', url: `${API}/user/details`, headers: auth })).json().data, { hasUserPaid: true });
  const receipt = await lastMailTo(shop.dataDir, c.email, { subject: /receipt/ });
  t.match(
    receipt.text,
    /To join the Telegram group, open the Signals page while signed in and use your invite link there\.\n\nJoin the group: http:\/\/localhost:3000\/signals/,
  );
});
