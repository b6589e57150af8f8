import t from 'tap';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { until } from '../../../shared/test/until.ts';
import { users } from '../../src/accounts/tables.ts';
import { certificates } from '../../src/certificates/tables.ts';
import { lessonProgress } from '../../src/learning/tables.ts';
import { licences } from '../../src/licences/tables.ts';
import { orders, revenues } from '../../src/payments/tables.ts';
import { DATA_EXPORTS_PER_HOUR } from '../../src/plugins/external/rate-limit.ts';
import { quizAttempts } from '../../src/quizzes/tables.ts';
import { reviews } from '../../src/reviews/tables.ts';
import { subscriptions } from '../../src/subscriptions/tables.ts';
import { telegramMembers } from '../../src/telegram/tables.ts';
import { fakeBotApi } from '../fake-bot-api.ts';
import { ADMIN, API, buildTestUpstream, customer } from '../helper.ts';
import { mailedToken } from '../outbox.ts';
import { paystackUpstream } from '../payments/fake-paystack.ts';
import { asAdmin, type Bought, boughtItems, customerGet } from '../refunds/refund-helper.ts';
import { subscribedByCard, subscriptionEvent } from '../subscriptions/card-helper.ts';
import { periodSteps } from '../subscriptions/period-helper.ts';

// A customer's data in their own hands (decision 086): the export holds theirs and nobody else's;
// closing erases or anonymises it in one go, keeps the money's records, and frees the address.
const TOKEN = '7001:bot-token';
const CHAT = '-1001234567890';
const COURSE = 'forex-foundations';
const ROBOT = 'crypto-grid-master-ea';
const bot = await fakeBotApi(t, { token: TOKEN, chatId: CHAT });
const up = await buildTestUpstream(
  t,
  { TELEGRAM_API_URL: bot.url, TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_CHAT_ID: CHAT, PUBLIC_URL: 'https://shop.example', LICENCE_RATE_LIMIT: '1000' },
  { listen: true },
);
const { db } = up.app.database;
const admin = await asAdmin(up);
await until('setWebhook', () => bot.webhook());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (token: string, url: string, payload: object = {}) => up.app.inject({ method: 'POST', url: `${API}/${url}`, payload, headers: bearer(token) });
const login = (email: string, password: string) => up.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { email, password } });
const verify = (key: string, account: string) =>
  up.app.inject({ method: 'POST', url: `${API}/licences/verify`, payload: { key, account, server: 'Broker-Live', robot: ROBOT } });
const keyOf = async (userId: string) => (await db.select().from(licences).where(eq(licences.userId, userId)))[0]!.key;
const idOf = async (email: string) => (await up.app.accounts.findByEmail(email))!.id;
const revenueTotal = async () => (await admin.get('revenues/usd')).json().data.totalAmountMade as number;
const publicReviews = async () => (await up.app.inject({ method: 'GET', url: `${API}/courses/${COURSE}/reviews` })).json().data as { text: string }[];
/** Setup steps throw rather than assert: the tests below are where the claims are. */
function expect(res: { statusCode: number; body: string }, status = 200) {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  return res;
}
/** The zip's files, each parsed from JSON (README.txt aside). */
const filesOf = (zip: Buffer) =>
  Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(zip))).map(([name, bytes]) => [
      name,
      name.endsWith('.json') ? JSON.parse(Buffer.from(bytes).toString()) : Buffer.from(bytes).toString(),
    ]),
  );

// A quiz on the course both buy, so each leaves an attempt.
const quiz = (
  await admin.post(`courses/${COURSE}/quizzes`, {
    title: 'Pips',
    pass_percent: 50,
    questions: [{ text: 'What is a pip?', kind: 'single', options: ['A price step', 'A fee'], correct: [0], explanation: '' }],
  })
).json().data as { id: string; questions: { id: string }[] };

/** A buyer of the course and the robot who used everything: progress, a quiz, a review, a licence on an account, a certificate. */
async function busyBuyer(n: string, account: string, words: string): Promise<Bought & { userId: string; key: string }> {
  const b = await boughtItems(up, n, { courses: [COURSE], robots: [ROBOT] });
  const userId = await idOf(b.email);
  expect(await post(b.token, 'progress', { slug: COURSE, list: 'course', position: 0, seconds: 42 }));
  expect(await post(b.token, `courses/${COURSE}/quizzes/${quiz.id}/attempts`, { answers: { [quiz.questions[0]!.id]: [0] } }));
  expect(await post(b.token, `courses/${COURSE}/review`, { rating: 5, text: words }));
  const key = await keyOf(userId);
  expect(await up.app.inject({ method: 'POST', url: `${API}/licences/activate`, payload: { key, account, server: 'Broker-Live', robot: ROBOT } }));
  const course = (await up.app.catalogue.findCourse(COURSE))!;
  await db.insert(certificates).values({ userId, courseId: course.id, holderName: `Ada Lovelace${n}`, courseTitle: course.title });
  return { ...b, userId, key };
}

const ada = await busyBuyer('privacy-ada', '7001001', 'Clear and worth it, from Ada');
const bob = await busyBuyer('privacy-bob', '7001002', 'Bob liked the lots chapter');

// Ada also pays a period of the signals group and joins it with her link.
const plan = (await admin.post('plans/create', { months: 1, usd: 20 })).json().data as { id: string; usd: number };
if ((await periodSteps(up).payPeriod(ada, plan)) !== 'credited') throw new Error('her period was not credited');
const adaOnTelegram = { id: 810_001, is_bot: false, first_name: 'Ada' };
{
  const link = (await customerGet(up, ada.token, 'telegram/invite')).json().data.invite_link as string;
  const joined = await bot.deliver(up.url, bot.joined(adaOnTelegram, link));
  if (joined.body.message !== 'joined') throw new Error(`she did not join: ${JSON.stringify(joined.body)}`);
}

t.test("the export is a zip of the customer's own data, and nothing of another buyer of the same items", async (t) => {
  const res = await customerGet(up, ada.token, 'user/data-export');
  t.equal(res.statusCode, 200, res.body.slice(0, 200));
  t.equal(res.headers['content-type'], 'application/zip');
  t.match(res.headers['content-disposition'], /^attachment; filename="academy-my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
  t.equal(res.headers['cache-control'], 'private, no-store');
  const files = filesOf(res.rawPayload);
  t.same(
    Object.keys(files).sort(),
    [
      'README.txt',
      'account.json',
      'cart.json',
      'certificates.json',
      'cohorts.json',
      'course-progress.json',
      'group-subscription.json',
      'lessons-opened-early.json',
      'licences.json',
      'live-sessions.json',
      'orders.json',
      'passkeys.json',
      'questions.json',
      'quiz-attempts.json',
      'reviews.json',
      'sessions.json',
      'telegram.json',
    ],
    'one file per part, and a README',
  );
  t.match(files['account.json'], { email: ada.email, first_name: 'Ada', last_name: 'Lovelaceprivacy-ada', status: 'active', verified_email: true });
  t.ok(
    files['orders.json'].some((o: { order_id: string }) => o.order_id === ada.orderId),
    'her course and robot order',
  );
  t.match(
    files['orders.json'].find((o: { order_id: string }) => o.order_id === ada.orderId),
    { status: 'paid', items: [{ slug: COURSE }, { slug: ROBOT }] },
  );
  t.match(files['licences.json'], [{ robot: { slug: ROBOT }, key: ada.key, revoked: false, activations: [{ account: '7001001', server: 'Broker-Live' }] }]);
  t.match(files['course-progress.json'], [{ course: { slug: COURSE }, list: 'course', seconds: 42 }]);
  t.match(files['quiz-attempts.json'], [{ quiz: 'Pips', passed: true, course: { slug: COURSE } }]);
  t.match(files['reviews.json'], [{ item: { type: 'course', slug: COURSE }, rating: 5, text: 'Clear and worth it, from Ada' }]);
  t.match(files['certificates.json'], [{ holder_name: 'Ada Lovelaceprivacy-ada' }]);
  t.match(files['group-subscription.json'], { subscription: { status: 'active' }, history: { payments: [{ months: 1, amount_usd: 20 }] } });
  t.match(files['telegram.json'], { membership: { telegram_user_id: String(adaOnTelegram.id), status: 'member' } });
  t.ok(files['sessions.json'].length >= 1, 'where she is signed in');
  t.same(Object.keys(files['sessions.json'][0]).sort(), ['device', 'last_seen_at', 'signed_in_at'], 'the device and times, nothing else');

  const everything = Object.values(files)
    .map((f) => (typeof f === 'string' ? f : JSON.stringify(f)))
    .join('\n');
  for (const [what, value] of [
    ["Bob's email", bob.email],
    ["Bob's order", bob.orderId],
    ["Bob's licence key", bob.key],
    ["Bob's trading account", '7001002'],
    ["Bob's review", 'Bob liked the lots chapter'],
    ["Bob's name", 'Lovelaceprivacy-bob'],
    ['her access token', ada.token],
    ['her refresh token', ada.rToken],
  ] satisfies [string, string][])
    t.notOk(everything.includes(value), `no ${what}`);
});

t.test('the export is for a signed-in customer, verified or not, and a few an hour', async (t) => {
  t.equal((await up.app.inject({ method: 'GET', url: `${API}/user/data-export` })).statusCode, 401, 'no session');
  const fresh = customer('privacy-unverified');
  await up.app.inject({ method: 'POST', url: `${API}/auth/register`, payload: fresh });
  const { token } = (await login(fresh.email, fresh.password)).json().data as { token: string };
  const mine = await customerGet(up, token, 'user/data-export');
  t.equal(mine.statusCode, 200, 'an unconfirmed address still gets its data');
  t.match(filesOf(mine.rawPayload)['account.json'], { email: fresh.email, status: 'inactive', verified_email: false });
  for (let i = 1; i < DATA_EXPORTS_PER_HOUR; i++) t.equal((await customerGet(up, token, 'user/data-export')).statusCode, 200);
  t.match((await customerGet(up, token, 'user/data-export')).json(), { code: 429 }, `the ${DATA_EXPORTS_PER_HOUR + 1}th in an hour waits`);
  t.equal((await customerGet(up, ada.token, 'user/data-export')).statusCode, 200, "another customer's count is their own");
});

t.test('a wrong password closes nothing', async (t) => {
  const wrong = await post(ada.token, 'user/close', { password: 'not-her-password' });
  t.same(wrong.json(), { code: 403, message: 'The password is not correct' });
  t.equal((await post(ada.token, 'user/close', {})).statusCode, 422, 'no password at all');
  t.equal((await customerGet(up, ada.token, 'user/details')).statusCode, 200, 'still signed in');
  t.equal((await login(ada.email, ada.password)).statusCode, 200, 'still her account');
  t.equal((await db.select().from(reviews).where(eq(reviews.userId, ada.userId))).length, 1, 'her review is still there');
});

t.test('closing: signed out everywhere, anonymised, her data gone from every answer; the money kept; the address free', async (t) => {
  const totalBefore = await revenueTotal();
  const revenueRows = (await db.select().from(revenues)).length;
  const removalsBefore = bot.calls('banChatMember').length;
  t.ok(
    (await publicReviews()).some((r) => r.text === 'Clear and worth it, from Ada'),
    'her review is public before',
  );

  const closed = await post(ada.token, 'user/close', { password: ada.password });
  t.same(closed.json(), { code: 200, message: 'Your account is closed. We are sorry to see you go.' });

  t.equal((await login(ada.email, ada.password)).statusCode, 401, 'her old password opens nothing');
  t.same((await customerGet(up, ada.token, 'user/details')).json(), { code: 401, message: 'User not found' }, 'her access token is dead');
  t.equal((await up.app.inject({ method: 'POST', url: `${API}/auth/refresh`, payload: { rToken: ada.rToken } })).statusCode, 401, 'her refresh token too');
  t.equal((await post(ada.token, 'user/close', { password: ada.password })).statusCode, 401, 'closing again finds no account');

  const [row] = await db.select().from(users).where(eq(users.id, ada.userId));
  t.match(row, {
    email: `closed-${ada.userId}@closed.invalid`,
    firstName: '',
    lastName: '',
    middleName: '',
    address: '',
    status: 'closed',
    hasUserPaid: false,
  });
  t.equal((await login(row!.email, ada.password)).statusCode, 401, 'nor does the address that replaced hers');

  t.notOk(
    (await publicReviews()).some((r) => r.text === 'Clear and worth it, from Ada'),
    'her review is off the page',
  );
  t.ok(
    (await publicReviews()).some((r) => r.text === 'Bob liked the lots chapter'),
    "Bob's stays",
  );
  const records = (await admin.get('users?page=1&length=100')).json().data as { user_id: string; email: string; status: string; first_name: string }[];
  t.match(
    records.find((r) => r.user_id === ada.userId),
    { email: `closed-${ada.userId}@closed.invalid`, status: 'closed', first_name: '' },
    "User Records show her as closed, with nobody's name",
  );
  t.notOk(
    records.some((r) => r.email === ada.email),
    'her address is on no record',
  );

  t.match((await verify(ada.key, '7001001')).json().data, { status: 'revoked' }, 'her robot hears revoked');
  t.match((await verify(bob.key, '7001002')).json().data, { status: 'active' }, "Bob's runs on");
  for (const [what, table, column] of [
    ['progress', lessonProgress, lessonProgress.userId],
    ['quiz attempts', quizAttempts, quizAttempts.userId],
    ['certificates', certificates, certificates.userId],
    ['reviews', reviews, reviews.userId],
  ] as const)
    t.same(await db.select().from(table).where(eq(column, ada.userId)), [], `her ${what} are deleted`);
  t.equal((await db.select().from(lessonProgress).where(eq(lessonProgress.userId, bob.userId))).length, 1, "Bob's progress is his");

  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, ada.userId));
  t.match(subscription, { status: 'lapsed', cardCode: null });
  t.ok(subscription!.periodEnd.getTime() <= up.app.clock.now(), 'ended now');
  await until('the bot removes her from the group', () => bot.calls('banChatMember').length > removalsBefore);
  t.match(bot.calls('banChatMember').at(-1)!.params, { user_id: adaOnTelegram.id });
  await until(
    'and forgets who she was on Telegram',
    async () => (await db.select().from(telegramMembers).where(eq(telegramMembers.userId, ada.userId))).length === 0,
  );

  t.equal(await revenueTotal(), totalBefore, 'the revenue summary is unchanged');
  t.equal((await db.select().from(revenues)).length, revenueRows, 'every revenue record stays');
  t.match(await db.select().from(orders).where(eq(orders.id, ada.orderId)), [{ status: 'paid', userId: ada.userId }], 'her order stays, for the books');
  const kept = filesOf((await admin.get(`users/${ada.userId}/data-export`)).rawPayload);
  t.match(kept['account.json'], { email: `closed-${ada.userId}@closed.invalid`, first_name: '', status: 'closed' }, 'what is kept names nobody');
  t.same([kept['reviews.json'], kept['licences.json'].length, kept['sessions.json']], [[], 1, []]);
  t.match(kept['licences.json'], [{ revoked: true, activations: [], downloads: [] }]);

  const again = customer('privacy-ada');
  const registered = await up.app.inject({ method: 'POST', url: `${API}/auth/register`, payload: again });
  t.equal(registered.statusCode, 201, 'the same address registers again');
  await up.app.inject({
    method: 'POST',
    url: `${API}/auth/verify-email`,
    payload: { token: await mailedToken(up.dataDir, again.email, /^Confirm your email/) },
  });
  const back = await login(again.email, again.password);
  t.equal(back.statusCode, 200, 'as a new account');
  t.not(await idOf(again.email), ada.userId);
  t.match(
    (await customerGet(up, back.json().data.token, 'user/details')).json().data,
    { courses: [], robots: [], hasUserPaid: false },
    'which owns nothing of the old one',
  );
});

t.test('an admin exports and closes a customer on their request; a customer cannot', async (t) => {
  const cleo = await busyBuyer('privacy-cleo', '7001003', 'Cleo asked us to forget her');
  t.equal((await customerGet(up, cleo.token, `admin/users/${cleo.userId}/data-export`)).statusCode, 401, "a customer's session is no admin's");
  t.equal((await post(cleo.token, `admin/users/${bob.userId}/close`)).statusCode, 401);
  t.equal((await up.app.inject({ method: 'GET', url: `${API}/admin/users/${cleo.userId}/data-export` })).statusCode, 401, 'nor is no session');

  const exported = await admin.get(`users/${cleo.userId}/data-export`);
  t.equal(exported.statusCode, 200);
  t.match(exported.headers['content-disposition'], new RegExp(`^attachment; filename="academy-data-${cleo.userId.slice(0, 8)}-`));
  t.match(filesOf(exported.rawPayload)['account.json'], { email: cleo.email });
  t.equal((await admin.get('users/00000000-0000-4000-8000-000000000000/data-export')).statusCode, 404);
  const root = await idOf(ADMIN.email);
  t.equal((await admin.get(`users/${root}/data-export`)).statusCode, 404, "an admin's account is no customer's data");
  t.equal((await admin.post(`users/${root}/close`)).statusCode, 404, 'nor closed here');

  const closed = await admin.post(`users/${cleo.userId}/close`);
  t.equal(closed.statusCode, 200, closed.body);
  t.equal((await login(cleo.email, cleo.password)).statusCode, 401);
  t.equal((await customerGet(up, cleo.token, 'user/details')).statusCode, 401, 'her session ended');
  t.match((await verify(cleo.key, '7001003')).json().data, { status: 'revoked' });
  t.equal((await admin.post(`users/${cleo.userId}/close`)).statusCode, 404, 'closed once');

  const log = (await admin.get(`audit?target_id=${cleo.userId}`)).json().data as { action: string; actor: { email: string }; target: { label: string } }[];
  t.match(
    log.map(({ action, actor, target }) => ({ action, actor: actor.email, label: target.label })),
    [
      { action: 'user.close', actor: ADMIN.email, label: `closed-${cleo.userId}@closed.invalid` },
      { action: 'user.data_export', actor: ADMIN.email, label: cleo.email },
    ],
    'both on the audit log, newest first; the closing names the account by the address that replaced hers',
  );
});

t.test('a card still renewing is stopped at Paystack before anything closes; Paystack down, the account stays open', async (t) => {
  const shop = await paystackUpstream(t, { TELEGRAM_INVITE_URL: 'https://t.me/+JoinMeridian' });
  const monthly = (await (await asAdmin(shop.up)).post('plans/create', { months: 1, usd: 20 })).json().data as { id: string };
  const dee = await subscribedByCard(shop, monthly, 'privacy-card', 'SUB_dee');
  expect(await shop.sendEvent(subscriptionEvent('subscription.create', 'SUB_dee')));
  const close = () => shop.up.app.inject({ method: 'POST', url: `${API}/user/close`, payload: { password: dee.password }, headers: bearer(dee.token) });
  const deeId = (await shop.up.app.accounts.findByEmail(dee.email))!.id;
  const subscriptionOf = async () => (await shop.up.app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, deeId)))[0]!;

  shop.paystack.script.subscriptionDown = true;
  t.equal((await close()).statusCode, 502, 'Paystack does not answer');
  t.match(await subscriptionOf(), { status: 'active', cardCode: 'SUB_dee' }, 'nothing changed');
  t.equal((await shop.up.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { email: dee.email, password: dee.password } })).statusCode, 200);

  shop.paystack.script.subscriptionDown = false;
  t.equal((await close()).statusCode, 200);
  t.equal(shop.paystack.subscriptions.get('SUB_dee')!.status, 'non-renewing', 'Paystack will not charge the card again');
  t.match(await subscriptionOf(), { status: 'lapsed', cardCode: null, cardToken: null });
});
