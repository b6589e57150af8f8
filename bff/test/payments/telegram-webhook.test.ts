import t from 'tap';
import type { AddressInfo } from 'node:net';
import supertest from 'supertest';
import { eq } from 'drizzle-orm';
import { until } from '../../../shared/test/until.ts';
import { users } from '../../../upstream/src/accounts/tables.ts';
import { fakeBotApi } from '../../../upstream/test/fake-bot-api.ts';
import { API, buildTestShop, call, signedInCustomer } from '../helper.ts';

// Telegram's servers post the group bot's updates to the shop's public URL, that is to the BFF:
// with the secret token header, and with no cookie, no x-csrf and no Origin.
const TOKEN = '7002:bot-token';
const CHAT = '-1001234567890';
const bot = await fakeBotApi(t, { token: TOKEN, chatId: CHAT });
const shop = await buildTestShop(t, {
  upstreamEnv: { TELEGRAM_API_URL: bot.url, TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_CHAT_ID: CHAT, PUBLIC_URL: 'https://shop.test' },
});
const { app, up } = shop;
await app.listen({ host: '127.0.0.1', port: 0 });
const bff = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const secret = (await until('setWebhook', () => bot.webhook())).secret_token!;

const member = await signedInCustomer(shop, 'tgbff');
await up.app.database.db.update(users).set({ hasUserPaid: true }).where(eq(users.email, member.email));
const link = (await call(app, 'get', `${API}/telegram/invite`, member.cookie).expect(200)).body.data.invite_link as string;
const joinedTelegram = async () => (await up.app.database.db.select().from(users).where(eq(users.email, member.email)))[0]!.joinedTelegram;
const ada = { id: 4242, is_bot: false, first_name: 'Ada' };
const joining = bot.joined(ada, link);

t.test('a wrong or missing secret token is refused 401 through the BFF, and changes nothing', async (t) => {
  t.same(await bot.deliver(bff, joining, 'not-the-secret'), { status: 401, body: { code: 401, message: 'Invalid secret token' } });
  t.equal((await bot.deliver(bff, joining, '')).status, 401, 'an empty one');
  const none = await supertest(app.server).post(`${API}/telegram/webhook`).set('content-type', 'application/json').send(joining);
  t.equal(none.status, 401, 'no header at all');
  t.equal(await joinedTelegram(), false);
  t.same(bot.calls('revokeChatInviteLink'), []);
});

t.test('the update passes through the BFF with its secret header, and the member is marked joined', async (t) => {
  const before = up.seen.length;
  t.same(await bot.deliver(bff, joining), { status: 200, body: { code: 200, message: 'joined' } });
  const forwarded = up.seen.slice(before);
  t.equal(forwarded.length, 1);
  t.equal(forwarded[0]!.url, `${API}/telegram/webhook`);
  t.equal(forwarded[0]!.headers['x-telegram-bot-api-secret-token'], secret, 'the secret reached the upstream');
  t.notOk(forwarded[0]!.headers.authorization);
  t.notOk(forwarded[0]!.headers.cookie);
  t.equal(await joinedTelegram(), true);
  t.match(bot.calls('revokeChatInviteLink').at(-1)!.params, { invite_link: link });
});

t.test('a cookie sent along is not used, a bad update is 422 at the BFF, and no other call carries the secret on', async (t) => {
  const before = up.seen.length;
  const withCookie = await supertest(app.server)
    .post(`${API}/telegram/webhook`)
    .set('x-telegram-bot-api-secret-token', secret)
    .set('cookie', member.cookie)
    .send(bot.left({ id: 1, is_bot: false, first_name: 'Nobody' }))
    .expect(200);
  t.same(withCookie.body, { code: 200, message: 'left' });
  t.notOk(up.seen.at(-1)!.headers.authorization, 'no bearer reached the upstream');

  const seenBefore = up.seen.length;
  await supertest(app.server).post(`${API}/telegram/webhook`).set('x-telegram-bot-api-secret-token', secret).send({ update_id: 'x' }).expect(422);
  t.equal(up.seen.length, seenBefore, 'refused before the upstream');

  await call(app, 'get', `${API}/telegram`).set('x-telegram-bot-api-secret-token', secret).expect(200);
  t.notOk(up.seen.at(-1)!.headers['x-telegram-bot-api-secret-token'], 'only the webhook forwards it');
  t.ok(up.seen.length > before);
});
