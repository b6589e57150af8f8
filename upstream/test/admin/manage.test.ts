import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import { eq } from 'drizzle-orm';
import { courseVideoLists } from '@academy/shared/admin-catalogue';
import { users } from '../../src/accounts/tables.ts';
import { ADMIN, API, buildTestUpstream, registeredCustomer, staffToken } from '../helper.ts';
import { lastMailTo, mailedToken } from '../outbox.ts';
import { cartPayment, initialize, notice, sendNotice } from '../payments/pay-helper.ts';

// Lessons given as file or stream links come from this host only (MEDIA_HOSTS).
const up = await buildTestUpstream(t, { MEDIA_HOSTS: 'https://media.example.com' });
const login = (email: string, password: string) => staffToken(up, { email, password });
const root = await login(ADMIN.email, ADMIN.password);
const as = (token: string) => ({
  get: (url: string) => up.app.inject({ method: 'GET', url: `${API}/admin/${url}`, headers: { authorization: `Bearer ${token}` } }),
  post: (url: string, payload: object) => up.app.inject({ method: 'POST', url: `${API}/admin/${url}`, payload, headers: { authorization: `Bearer ${token}` } }),
});
const admin = as(root);
/** A course's lists as its update form reads them (the schema keeps only theirs of its fields). */
const listsOf = async (slug: string) => courseVideoLists.parse((await admin.get(`courses/${slug}`)).json().data);

t.test('User Records page the customers with the spec columns; the count is totalRecords', async (t) => {
  for (const n of ['u1', 'u2', 'u3']) await registeredCustomer(up, n);
  const page = (await admin.get('users?page=1&length=2')).json();
  t.equal(page.totalRecords, 3);
  t.equal(page.data.length, 2);
  t.match(page.data[0], {
    email: /@example\.com$/,
    first_name: 'Ada',
    courses_purchased: 0,
    robots_purchased: 0,
    hasUserPaid: false,
    joined_telegram: false,
    verified_email: true,
    status: 'active',
    role_name: 'customer',
    user_id: String,
  });
  t.equal((await admin.get('users/')).json().totalRecords, 3, 'a trailing slash works too, and no paging is the default page');
});

t.test('only a super-admin creates admins; the invitation is taken on the admin set-up page, not as a password reset', async (t) => {
  const res = await admin.post('admin/create', { email: 'helper@academy.test' });
  t.same(res.json(), { code: 201, message: 'Admin created successfully' });
  t.equal((await admin.post('admin/create', { email: 'helper@academy.test' })).statusCode, 409);
  t.equal((await admin.post('admin/create', { email: 'bad' })).statusCode, 422);
  t.match((await lastMailTo(up.dataDir, 'helper@academy.test')).subject, /invited/);
  const token = await mailedToken(up.dataDir, 'helper@academy.test');
  const asReset = await up.app.inject({ method: 'POST', url: `${API}/password/reset`, payload: { token, password: 'helper-pass-123' } });
  t.equal(asReset.statusCode, 400, 'an invitation is no reset link');
  const set = await up.app.inject({
    method: 'POST',
    url: `${API}/admin/set-up`,
    payload: { token, first_name: 'Helen', last_name: 'Helper', password: 'helper-pass-123' },
  });
  t.same(set.json(), { code: 200, message: 'Your admin account is ready. You can now log in.' }, 'the refused reset left the link usable');
  const helper = await login('helper@academy.test', 'helper-pass-123');
  t.ok(helper, 'the new admin logs in');
  const list = (await admin.get('admin?page=1&length=10')).json();
  t.same(list.data.map((a: { email: string; role_name: string }) => [a.email, a.role_name]).sort(), [
    ['helper@academy.test', 'admin'],
    [ADMIN.email, 'super_admin'],
  ]);
  t.same((await as(helper).post('admin/create', { email: 'another@academy.test' })).json(), { code: 403, message: 'Only a super-admin can create admins' });
});

t.test('robots and courses are created from uploaded files; duplicates and empty fields are refused', async (t) => {
  await writeFile(join(up.dataDir, 'files', 'aa11bb22-cover.png'), randomBytes(100));
  await writeFile(join(up.dataDir, 'robots', 'aa11bb22-bot.zip'), randomBytes(100));
  await writeFile(join(up.dataDir, 'media', 'aa11bb22-intro.webm'), randomBytes(100));
  const robot = {
    title: 'Gold Breakout EA',
    price: 1000,
    usd: 149.5,
    description: 'Trades gold breakouts.',
    category: 'robots',
    type: 'commodities-robot',
    image_name: 'aa11bb22-cover.png',
    zip_file_name: 'aa11bb22-bot.zip',
  };
  t.same((await admin.post('robots/create', robot)).json(), { code: 201, message: 'Robot created successfully!', data: { slug: 'gold-breakout-ea' } });
  t.same((await admin.post('robots/create', robot)).json(), { code: 409, message: 'item(course or robot you are trying to upload) already exists' });
  t.same((await admin.post('robots/create', { ...robot, title: '  ' })).json(), { code: 422, message: 'empty fields' });
  t.same((await admin.post('robots/create', { ...robot, title: 'Another EA', zip_file_name: undefined })).json(), { code: 422, message: 'empty fields' });
  t.match((await admin.post('robots/create', { ...robot, title: 'Ghost EA', zip_file_name: 'aa11bb22-missing.zip' })).json(), {
    code: 422,
    message: /was not uploaded/,
  });
  const made = (await up.app.inject({ method: 'GET', url: `${API}/singleRobot?slug=gold-breakout-ea` })).json().data;
  t.match(made, { title: 'Gold Breakout EA', usd: 149.5, author: 'Super Admin', category: 'commodities-robot' });

  const course = {
    title: 'Gold Masterclass',
    usd: 99,
    description: 'All about gold.',
    category: 'courses',
    type: 'commodities-trading',
    image_name: 'aa11bb22-cover.png',
    course_video_names: ['aa11bb22-intro.webm', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    quiz_video_names: 'aa11bb22-intro.webm',
    live_session_video_names: [],
  };
  t.equal((await admin.post('courses/create', course)).statusCode, 201);
  const listed = (await up.app.inject({ method: 'GET', url: `${API}/courses?q=Gold%20Masterclass` })).json();
  t.equal(listed.totalRecords, 1, 'it is on the public listing');
  t.equal((await admin.get('courses?page=1&length=10')).json().totalRecords, 57);
  t.equal((await admin.post('courses/create', { ...course, title: 'Gold Breakout EA' })).statusCode, 409, 'slugs are shared with robots');
});

t.test('updates keep blank fields as they were', async (t) => {
  t.same((await admin.post('updateRobot', { slug: 'gold-breakout-ea', title: '', description: '', usd: 175 })).json(), {
    code: 200,
    message: 'robot updated successfully',
  });
  t.match((await up.app.inject({ method: 'GET', url: `${API}/singleRobot?slug=gold-breakout-ea` })).json().data, {
    title: 'Gold Breakout EA',
    usd: 175,
    description: 'Trades gold breakouts.',
  });
  t.same((await admin.post('updateCourse', { slug: 'gold-masterclass', title: 'Gold Masterclass 2', usd: '' })).json(), {
    code: 200,
    message: 'Course updated successfully',
  });
  t.match((await up.app.inject({ method: 'GET', url: `${API}/singleCourse?slug=gold-masterclass` })).json().data, { title: 'Gold Masterclass 2', usd: 99 });
  t.equal((await admin.post('updateCourse', { slug: 'no-such' })).statusCode, 404);
});

t.test('a course holds hosted videos beside uploads, in the order given, and only links the player can play', async (t) => {
  const links = {
    youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    vimeo: 'https://vimeo.com/640499893',
    hls: 'https://media.example.com/live/lesson.m3u8',
    audio: 'https://media.example.com/talk.mp3',
    file: 'https://media.example.com/lesson.webm',
  };
  const lists = {
    course_video_names: [links.hls, 'aa11bb22-intro.webm', links.audio],
    quiz_video_names: [links.youtube],
    live_session_video_names: [links.vimeo, links.file],
  };
  t.same((await admin.post('updateCourse', { slug: 'gold-masterclass', ...lists })).json(), { code: 200, message: 'Course updated successfully' });
  const stored = { ...lists, preview_entries: [] };
  t.same(await listsOf('gold-masterclass'), stored, 'the update form reads the lists back as stored, in order');
  t.match(
    (await up.app.inject({ method: 'GET', url: `${API}/singleCourse?slug=gold-masterclass` })).json().data,
    { title: 'Gold Masterclass 2', video_counts: { course: 3, quiz: 1, live_session: 2 } },
    'the other fields are kept',
  );

  const refused = async (entry: string) => (await admin.post('updateCourse', { slug: 'gold-masterclass', course_video_names: [entry] })).json();
  const hint = 'Use an https link to a YouTube or Vimeo video, an HLS stream (.m3u8), or an audio or video file';
  for (const bad of [
    'https://example.com/page.html',
    'https://www.youtube.com/channel/abc',
    'https://user:pw@media.example.com/a.mp4',
    'https://vimeo.com/about',
  ]) {
    t.same(await refused(bad), { code: 422, message: hint }, `${bad} is refused`);
  }
  t.equal((await refused('http://media.example.com/a.mp4')).code, 422, 'a link must be https');
  t.same(
    await refused('https://cdn.elsewhere.net/lesson.mp4'),
    { code: 422, message: "https://cdn.elsewhere.net is not one of this shop's media hosts: upload the file, or add https://cdn.elsewhere.net to MEDIA_HOSTS" },
    'a file the page could not load (not a media host) is refused, and says what to do',
  );
  t.match(await refused('aa11bb22-never-uploaded.webm'), { code: 422, message: /was not uploaded/ });
  t.same(await listsOf('gold-masterclass'), stored, 'a refused update changes nothing');

  t.same((await admin.post('updateCourse', { slug: 'gold-masterclass', title: 'Gold Masterclass 3' })).json().code, 200);
  t.same(await listsOf('gold-masterclass'), stored, 'lists left out are kept');
  t.equal((await admin.get('courses/no-such')).statusCode, 404);
  t.equal((await admin.get('courses/..%2Fx')).statusCode, 422);
});

t.test('the Telegram price and the rate are set by admins and used at once', async (t) => {
  t.same((await admin.post('telegram', { price: 2000, usd: 30 })).json(), { code: 200, message: 'telegram prices updated successfully' });
  t.match((await up.app.inject({ method: 'GET', url: `${API}/telegram` })).json().data, { usd: 30 });
  t.equal((await admin.post('telegram', { price: 2000 })).statusCode, 422);
  await admin.post('settings', { ngn_per_usd: 1000 });
  t.same((await up.app.inject({ method: 'GET', url: `${API}/telegram` })).json().data, { usd: 30, price: 30000, available: false });
});

t.test('revenue: records, the USD total, a daily series and a CSV that no spreadsheet can execute', async (t) => {
  const c = await registeredCustomer(up, 'payer');
  const res = await initialize(up, c.token, cartPayment(175, [], ['gold-breakout-ea']));
  await sendNotice(up, notice({ order_id: res.json().data.order_id, amount: 175 }, { payment_id: '=HYPERLINK("x")' }), up.app.config.sandboxSecret);
  const page = (await admin.get('revenues?page=1&length=10')).json();
  t.match(page, { totalRecords: 1, data: [{ amount: 175, currency: 'USD', payment_provider: 'sandbox', email: c.email, authorization_code: null }] });
  t.same((await admin.get('revenues/usd')).json().data, { totalAmountMade: 175 });
  const series = (await admin.get('revenues/series?days=7')).json().data;
  t.equal(series.length, 7);
  t.same(series.at(-1), { day: new Date().toISOString().slice(0, 10), amount: 175 });
  // A tab or a carriage return before the formula hides it from a check of the first character alone.
  for (const [robot, paymentId] of [
    ['forex-trend-rider-ea', '\t=1+1'],
    ['crypto-grid-master-ea', '\r@SUM(A1)'],
  ] as const) {
    const amount = (await up.app.catalogue.findRobot(robot))!.usdCents / 100;
    const order = await initialize(up, c.token, cartPayment(amount, [], [robot]));
    await sendNotice(up, notice({ order_id: order.json().data.order_id, amount }, { payment_id: paymentId }), up.app.config.sandboxSecret);
  }
  const csv = await admin.get('revenues/csv');
  t.match(csv.headers['content-type'], /text\/csv/);
  t.match(csv.body, /^paid_at,amount,currency/);
  t.match(csv.body, /"'=HYPERLINK\(""x""\)"/);
  t.match(csv.body, /"'\t=1\+1"/);
  t.match(csv.body, /"'\r@SUM\(A1\)"/);
});

t.test('a customer token reaches none of it, and a banned admin is refused at once', async (t) => {
  const c = await registeredCustomer(up, 'intruder');
  for (const url of ['users', 'admin', 'robots', 'revenues', 'revenues/usd', 'revenues/csv']) t.equal((await as(c.token).get(url)).statusCode, 401, url);
  const helper = await login('helper@academy.test', 'helper-pass-123');
  await up.app.database.db.update(users).set({ status: 'banned' }).where(eq(users.email, 'helper@academy.test'));
  t.equal((await as(helper).get('users')).statusCode, 403);
});
