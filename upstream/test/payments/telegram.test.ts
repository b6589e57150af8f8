import t from 'tap';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema.ts';
import { fakeServer } from '../fake-server.ts';
import { API, buildTestUpstream, registeredCustomer } from '../helper.ts';

let next = 0;
const bot = await fakeServer(t, (req) =>
  req.url === '/bot123:token/createChatInviteLink'
    ? { body: { ok: true, result: { invite_link: `https://t.me/+invite${++next}`, member_limit: 1, creates_join_request: false, is_primary: false, is_revoked: false } } }
    : { status: 404, body: { ok: false, error_code: 404, description: 'Not Found' } },
);
const up = await buildTestUpstream(t, { TELEGRAM_API_URL: bot.url, TELEGRAM_BOT_TOKEN: '123:token', TELEGRAM_CHAT_ID: '-1001234567890' });
const invite = (token: string) => up.app.inject({ method: 'GET', url: `${API}/telegram/invite`, headers: { authorization: `Bearer ${token}` } });

t.test('a paid member gets a single-use invite from the Bot API, reused while it is valid', async (t) => {
  const c = await registeredCustomer(up, 'tg');
  t.equal((await invite(c.token)).statusCode, 403, 'not before paying');
  await up.app.services.database.db.update(users).set({ hasUserPaid: true }).where(eq(users.email, c.email));
  const first = (await invite(c.token)).json().data.invite_link;
  t.equal(first, 'https://t.me/+invite1');
  t.match(bot.received.at(-1)!.body, { chat_id: '-1001234567890', member_limit: 1, expire_date: Number });
  t.notOk('creates_join_request' in (bot.received.at(-1)!.body as object), 'member_limit cannot go with join requests');
  t.equal((await invite(c.token)).json().data.invite_link, first);
  t.equal(bot.received.length, 1);
});

t.test('a Bot API failure is a clear 502', async (t) => {
  const broken = await buildTestUpstream(t, { TELEGRAM_API_URL: bot.url, TELEGRAM_BOT_TOKEN: 'bad', TELEGRAM_CHAT_ID: '-1' });
  const c = await registeredCustomer(broken, 'tgfail');
  await broken.app.services.database.db.update(users).set({ hasUserPaid: true }).where(eq(users.email, c.email));
  t.same((await broken.app.inject({ method: 'GET', url: `${API}/telegram/invite`, headers: { authorization: `Bearer ${c.token}` } })).json(), {
    code: 502,
    message: 'The Telegram invite could not be created. Please try again shortly.',
  });
});
