import { randomBytes } from 'node:crypto';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import t, { type Test } from 'tap';
import { eq, sql } from 'drizzle-orm';
import type { AuditEntry } from '@academy/shared/audit';
import { advance } from '../../../shared/test/clock.ts';
import { users } from '../../src/accounts/tables.ts';
import { record } from '../../src/audit/record.ts';
import { auditEntries } from '../../src/audit/tables.ts';
import { ADMIN, API, buildTestUpstream, grantItems, registeredCustomer, withSecondFactor } from '../helper.ts';
import { mailedToken } from '../outbox.ts';
import { boughtItems } from '../refunds/refund-helper.ts';

// The audit log (docs/decisions/085-audit-log.md): each admin write leaves exactly one entry, in its
// own transaction, with who did it, from where, and only what changed (never a secret); a refused
// write leaves none; admin sign-ins are kept, let in or not; the Audit screen's list and CSV filter
// them, for admins only. Entries are stamped with the app's clock, moved here to tell it from the wall's.
const DAY = 86_400_000;
const up = await buildTestUpstream(t, { TELEGRAM_INVITE_URL: 'https://t.me/+SignalsGroup', TEST_CLOCK: 'true' });
const { db } = up.app.database;
advance(40 * DAY, up.app);

/** A browser on a laptop, behind the BFF on this host (decision 014: it names the client). */
const FROM = {
  'x-forwarded-for': '203.0.113.7',
  'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};
const signIn = async (email: string, password: string) => {
  const token = (await up.app.inject({ method: 'POST', url: `${API}/admin/login`, payload: { email, password }, headers: FROM })).json().data?.token as string;
  return token && withSecondFactor(up, token);
};
const as = (token: string) => ({
  get: (url: string) => up.app.inject({ method: 'GET', url: `${API}/admin/${url}`, headers: { authorization: `Bearer ${token}`, ...FROM } }),
  post: (url: string, payload: object = {}) =>
    up.app.inject({ method: 'POST', url: `${API}/admin/${url}`, payload, headers: { authorization: `Bearer ${token}`, ...FROM } }),
});
let admin = as(await signIn(ADMIN.email, ADMIN.password));
const root = (await up.app.accounts.findByEmail(ADMIN.email))!;
const rootActor = { id: root.id, email: ADMIN.email, role: 'super_admin' };

type Entry = typeof auditEntries.$inferSelect;
/** The entries `act` added. */
async function added(act: () => Promise<unknown>): Promise<Entry[]> {
  const seen = new Set((await db.select({ id: auditEntries.id }).from(auditEntries)).map((r) => r.id));
  await act();
  return (await db.select().from(auditEntries).orderBy(auditEntries.at)).filter((r) => !seen.has(r.id));
}
/** The one entry `act` added (a test fails on none or more). */
async function onlyEntry(t: Test, act: () => Promise<{ statusCode: number }>, status: number): Promise<Entry> {
  let answer = 0;
  const rows = await added(async () => void (answer = (await act()).statusCode));
  t.equal(answer, status, `answered ${status}`);
  t.equal(rows.length, 1, 'exactly one entry');
  return rows[0]!;
}
const actorOf = (e: Entry) => ({ id: e.actorId, email: e.actorEmail, role: e.actorRole });

t.test('a ban: one entry with the admin, the customer, active → banned, the address and device, at the app’s time', async (t) => {
  const c = await registeredCustomer(up, 'banned');
  const entry = await onlyEntry(t, () => admin.post('users/ban', { email: c.email }), 200);
  const userId = (await up.app.accounts.findByEmail(c.email))!.id;
  t.match(entry, { action: 'user.ban', targetType: 'user', targetId: userId, targetLabel: c.email, ip: '203.0.113.7', device: 'Chrome on Windows' });
  t.same(actorOf(entry), rootActor);
  t.same([entry.before, entry.after], [{ status: 'active' }, { status: 'banned' }], 'only the status, as it was and became');
  t.ok(Math.abs(entry.at.getTime() - up.app.clock.now()) < 60_000, "stamped with the app's clock");
  t.ok(entry.at.getTime() - Date.now() > 39 * DAY, "not the wall's");
});

t.test('a refund: the order paid → refunded, with the amount, items, reason and how the money went back', async (t) => {
  const c = await boughtItems(up, 'refunded', { courses: ['forex-foundations'] });
  const because = { reason: 'Bought by mistake', method: 'USDT TRC20, tx 9f2c41aa' };
  const entry = await onlyEntry(t, () => admin.post(`orders/${c.orderId}/refund`, because), 201);
  t.match(entry, { action: 'order.refund', targetType: 'order', targetId: c.orderId, targetLabel: c.email });
  t.same(entry.before, { status: 'paid' });
  t.same(entry.after, {
    status: 'refunded',
    refund_usd: c.amount,
    items: ['Forex Foundations'],
    ...because,
    refund_status: 'processed',
  });
});

t.test("a robot's new price: the price alone, old → new; a save from a stale revision writes nothing", async (t) => {
  const robot = (await admin.get('robots/crypto-grid-master-ea')).json().data as { usd: number; revision: number; title: string };
  const entry = await onlyEntry(t, () => admin.post('updateRobot', { slug: 'crypto-grid-master-ea', usd: robot.usd + 10, revision: robot.revision }), 200);
  t.match(entry, { action: 'robot.update', targetType: 'robot', targetLabel: robot.title });
  t.same([entry.before, entry.after], [{ usd: robot.usd }, { usd: robot.usd + 10 }]);
  const stale = await added(async () =>
    t.equal((await admin.post('updateRobot', { slug: 'crypto-grid-master-ea', usd: 1, revision: robot.revision })).statusCode, 409),
  );
  t.same(stale, [], 'refused whole: no entry');
});

t.test('a coupon made: what it is, its limits and items', async (t) => {
  const coupon = { code: 'AUDIT10', kind: 'percent', amount: 10, max_uses: 5, items: [{ type: 'course', slug: 'forex-foundations' }] };
  const entry = await onlyEntry(t, () => admin.post('coupons/create', coupon), 201);
  t.match(entry, { action: 'coupon.create', targetType: 'coupon', targetLabel: 'AUDIT10', before: null });
  t.same(entry.after, {
    code: 'AUDIT10',
    kind: 'percent',
    amount: 10,
    expires_at: null,
    max_uses: 5,
    max_uses_per_customer: null,
    categories: [],
    active: true,
    items: ['course forex-foundations'],
  });
});

t.test('a licence revoked: named by its robot and holder, revoked false → true', async (t) => {
  const c = await registeredCustomer(up, 'licensee');
  const userId = await grantItems(up, c.email, [{ type: 'robot', slug: 'crypto-grid-master-ea' }]);
  const [licence] = (await admin.get(`licences?user=${userId}`)).json().data as { id: string; robot: { title: string } }[];
  const entry = await onlyEntry(t, () => admin.post(`licences/${licence!.id}/revoke`), 200);
  t.match(entry, { action: 'licence.revoke', targetType: 'licence', targetId: licence!.id, targetLabel: `${licence!.robot.title} · ${c.email}` });
  t.same([entry.before, entry.after], [{ revoked: false }, { revoked: true }]);
});

t.test('settings: each one changed as it was (its default) and as it is; the group link as the Telegram screen sets it', async (t) => {
  const entry = await onlyEntry(t, () => admin.post('settings', { ngn_per_usd: 1620, grace_days: 3 }), 200);
  t.match(entry, { action: 'settings.update', targetType: 'settings' });
  t.same([entry.before, entry.after], [{ ngn_per_usd: 1550 }, { ngn_per_usd: 1620 }], 'grace_days was 3 already: not a change');
  const link = await onlyEntry(t, () => admin.post('telegram/link', { invite_url: 'https://t.me/+NewLink' }), 200);
  t.same([link.action, link.before, link.after], ['settings.update', { telegram_invite_url: null }, { telegram_invite_url: 'https://t.me/+NewLink' }]);
});

t.test("a subscription extended: its period's end, old → new, with the days and the reason", async (t) => {
  const plan = await onlyEntry(t, () => admin.post('plans/create', { months: 1, usd: 20, trial_days: 7 }), 201);
  t.match(plan, { action: 'plan.create', targetType: 'plan', targetLabel: '1 month', after: { months: 1, usd: 20, trial_days: 7, active: true } });
  const c = await registeredCustomer(up, 'subscriber');
  const trial = await up.app.inject({
    method: 'POST',
    url: `${API}/subscriptions/trial`,
    payload: { plan: plan.targetId },
    headers: { authorization: `Bearer ${c.token}` },
  });
  t.equal(trial.statusCode, 200, 'the trial starts');
  const [subscriber] = (await admin.get(`subscriptions?email=${c.email}`)).json().data as { id: string; period_end: string }[];
  const entry = await onlyEntry(t, () => admin.post(`subscriptions/${subscriber!.id}/extend`, { days: 10, reason: 'Signals were down' }), 200);
  t.match(entry, { action: 'subscription.extend', targetType: 'subscription', targetId: subscriber!.id, targetLabel: c.email });
  const end = new Date(Date.parse(subscriber!.period_end) + 10 * DAY).toISOString();
  t.same([entry.before, entry.after], [{ period_end: subscriber!.period_end }, { period_end: end, days: 10, reason: 'Signals were down' }]);
});

t.test('an admin invited, set up and managed: one entry each, and never a password, a token or a hash', async (t) => {
  const email = 'helper@academy.test';
  const invited = await onlyEntry(t, () => admin.post('admin/create', { email }), 201);
  const [account] = await db.select().from(users).where(eq(users.email, email));
  t.match(invited, { action: 'admin.create', targetType: 'admin', targetId: account!.id, targetLabel: email });
  t.same(invited.after, { email, role: 'admin', status: 'inactive' });
  const token = await mailedToken(up.dataDir, email);

  const password = 'helper-pass-123';
  const setUp = await onlyEntry(
    t,
    () => up.app.inject({ method: 'POST', url: `${API}/admin/set-up`, payload: { token, first_name: 'Helen', last_name: 'Helper', password }, headers: FROM }),
    200,
  );
  t.same(actorOf(setUp), { id: account!.id, email, role: 'admin' }, 'the invitee, proven by the link, is the actor');
  t.same(setUp.after, { status: 'active', first_name: 'Helen', last_name: 'Helper' });

  const helper = as(await signIn(email, password));
  const newPassword = 'helper-pass-456';
  const profile = await onlyEntry(
    t,
    () => helper.post('super-admin/update', { first_name: 'Helena', last_name: 'Helper', new_password: newPassword, current_password: password }),
    200,
  );
  t.same(
    [profile.before, profile.after],
    [
      { first_name: 'Helen', sessions: 'signed in' },
      { first_name: 'Helena', sessions: 'all ended by a new password' },
    ],
  );

  const secrets = [password, newPassword, token, account!.passwordHash, (await db.select().from(users).where(eq(users.email, email)))[0]!.passwordHash];
  for (const entry of [invited, setUp, profile]) {
    const text = JSON.stringify(entry);
    t.notOk(
      secrets.some((s) => text.includes(s)),
      `${entry.action} holds no secret`,
    );
  }

  for (const [action, url] of [
    ['admin.deactivate', 'deactivate'],
    ['admin.reactivate', 'reactivate'],
    ['admin.sessions_end', 'sessions/end-all'],
    ['admin.remove', 'remove'],
  ] as const) {
    const entry = await onlyEntry(t, () => admin.post(`admin/${account!.id}/${url}`), 200);
    t.match(entry, { action, targetId: account!.id, targetLabel: email }, action);
  }
  const removed = (await db.select().from(auditEntries).where(eq(auditEntries.actorId, account!.id))).map((e) => e.action);
  t.same(removed.sort(), ['admin.login', 'admin.profile_update', 'admin.set_up'], "a removed admin's entries stay, with their email");
});

t.test('every other audited write leaves one entry of its action', async (t) => {
  const c = await registeredCustomer(up, 'others');
  const userId = await grantItems(up, c.email, [
    { type: 'robot', slug: 'forex-trend-rider-ea' },
    { type: 'course', slug: 'stock-foundations' },
  ]);
  const [licence] = (await admin.get(`licences?user=${userId}`)).json().data as { id: string }[];
  const review = await up.app.inject({
    method: 'POST',
    url: `${API}/courses/stock-foundations/review`,
    payload: { rating: 4, text: 'Clear and useful.' },
    headers: { authorization: `Bearer ${c.token}` },
  });
  t.equal(review.statusCode, 200, 'the customer reviews the course');
  const [written] = (await admin.get('reviews?slug=stock-foundations')).json().data as { id: string }[];
  const coupon = (await admin.post('coupons/create', { code: 'AUDIT20', kind: 'percent', amount: 20 })).json().data as { id: string };
  const plan = (await admin.post('plans/create', { months: 3, usd: 50 })).json().data as { id: string };
  await writeFile(join(up.dataDir, 'files', 'aa11bb22-cover.png'), randomBytes(100));
  await writeFile(join(up.dataDir, 'robots', 'aa11bb22-bot.zip'), randomBytes(100));
  // A zip that reads as one: a seeded robot's.
  const zip = (await readdir(join(up.dataDir, 'robots'))).find((f) => f.endsWith('.zip') && !f.startsWith('aa11bb22'))!;
  const question = { text: 'What is a pip?', kind: 'single', options: ['A price step', 'A fruit'], correct: [0], explanation: '' };
  let quiz = '';

  const writes: [string, () => Promise<{ statusCode: number; json(): { data?: { id?: string } } }>, number][] = [
    ['user.sessions_end', () => admin.post(`users/${userId}/sessions/end-all`), 200],
    ['licence.limit', () => admin.post(`licences/${licence!.id}/limit`, { limit: 3 }), 200],
    ['licence.reset', () => admin.post(`licences/${licence!.id}/reset`), 200],
    ['licence.revoke', () => admin.post(`licences/${licence!.id}/revoke`), 200],
    ['licence.restore', () => admin.post(`licences/${licence!.id}/restore`), 200],
    ['coupon.update', () => admin.post(`coupons/${coupon.id}/update`, { active: false }), 200],
    ['plan.update', () => admin.post(`plans/${plan.id}/update`, { usd: 55 }), 200],
    ['settings.update', () => admin.post('telegram', { usd: 30 }), 200],
    ['review.hide', () => admin.post(`reviews/${written!.id}/hide`), 200],
    ['review.show', () => admin.post(`reviews/${written!.id}/show`), 200],
    ['course.update', () => admin.post('updateCourse', { slug: 'stock-foundations', description: 'Stocks, from the start.' }), 200],
    ['quiz.create', () => admin.post('courses/stock-foundations/quizzes', { title: 'Basics', pass_percent: 50, questions: [question] }), 201],
    ['quiz.update', () => admin.post(`quizzes/${quiz}`, { title: 'The basics', pass_percent: 60, questions: [question] }), 200],
    ['quiz.delete', () => admin.post(`quizzes/${quiz}/delete`), 200],
    [
      'robot.create',
      () =>
        admin.post('robots/create', {
          title: 'Audit Breakout EA',
          usd: 99,
          description: 'Trades breakouts.',
          category: 'robots',
          type: 'forex-robot',
          image_name: 'aa11bb22-cover.png',
          zip_file_name: 'aa11bb22-bot.zip',
        }),
      201,
    ],
    ['robot.version_publish', () => admin.post('robots/audit-breakout-ea/versions', { version: '1.1', changelog: 'Faster exits', zip_file_name: zip }), 201],
    [
      'course.create',
      () =>
        admin.post('courses/create', {
          title: 'Audit Masterclass',
          usd: 49,
          description: 'Who did what.',
          category: 'courses',
          type: 'forex-trading',
          image_name: 'aa11bb22-cover.png',
          course_video_names: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
          quiz_video_names: [],
          live_session_video_names: [],
        }),
      201,
    ],
  ];
  for (const [action, write, status] of writes) {
    let data: { id?: string } | undefined;
    const entry = await onlyEntry(
      t,
      async () => {
        const answer = await write();
        data = answer.json().data;
        return answer;
      },
      status,
    );
    t.equal(entry.action, action, action);
    t.same(actorOf(entry), rootActor);
    if (action === 'quiz.create') quiz = data!.id!;
  }
});

t.test('a refused write leaves no entry: bad input, nothing to change, a conflict', async (t) => {
  const c = await registeredCustomer(up, 'refusals');
  const refused: [string, object, number][] = [
    ['users/ban', { email: 'not-an-email' }, 422],
    ['users/ban', { email: 'nobody@example.com' }, 404],
    ['settings', { ngn_per_usd: -5 }, 422],
    ['coupons/create', { code: 'BAD', kind: 'percent', amount: 500 }, 422],
    ['coupons/create', { code: 'AUDIT10', kind: 'percent', amount: 10 }, 409],
    ['admin/create', { email: c.email }, 409],
    [`admin/${root.id}/remove`, {}, 409],
    ['licences/00000000-0000-4000-8000-000000000000/revoke', {}, 404],
  ];
  for (const [url, payload, status] of refused) {
    const rows = await added(async () => t.equal((await admin.post(url, payload)).statusCode, status, `${url} answers ${status}`));
    t.same(rows, [], `${url}: no entry`);
  }
});

t.test('a change whose transaction fails leaves no entry, and no change', async (t) => {
  const c = await registeredCustomer(up, 'rollback');
  const audit = { actor: { id: root.id, email: root.email, role: root.role }, action: 'user.ban', at: new Date(), ip: null, device: null } as const;
  const rows = await added(async () => {
    const ban = up.app.admins.ban(audit, c.email, async () => {
      throw new Error('the Telegram removal could not be promised');
    });
    await t.rejects(ban, /could not be promised/);
  });
  t.same(rows, [], 'the entry went with the transaction');
  t.equal((await up.app.accounts.findByEmail(c.email))!.status, 'active', 'and so did the ban');
});

t.test('admin sign-ins: let in, refused (with why, no actor), and a customer’s sign-in not at all', async (t) => {
  const wrong = await onlyEntry(
    t,
    () => up.app.inject({ method: 'POST', url: `${API}/admin/login`, payload: { email: ADMIN.email, password: 'guessing-123' }, headers: FROM }),
    401,
  );
  t.match(wrong, { action: 'admin.login_failed', actorId: null, targetType: 'admin', targetId: root.id, targetLabel: ADMIN.email, ip: '203.0.113.7' });
  t.same(wrong.after, { reason: 'wrong password' });
  t.notOk(JSON.stringify(wrong).includes('guessing-123'), 'the password tried is not kept');

  const unknown = await onlyEntry(
    t,
    () => up.app.inject({ method: 'POST', url: `${API}/admin/login`, payload: { email: 'mallory@example.com', password: 'guessing-123' }, headers: FROM }),
    401,
  );
  t.match(unknown, { action: 'admin.login_failed', targetId: null, targetLabel: 'mallory@example.com', after: { reason: 'no account with this email' } });

  const c = await registeredCustomer(up, 'signs-in');
  const customerAtAdmin = await onlyEntry(
    t,
    () => up.app.inject({ method: 'POST', url: `${API}/admin/login`, payload: { email: c.email, password: c.password }, headers: FROM }),
    401,
  );
  t.same(customerAtAdmin.after, { reason: 'not an admin account' });

  const rows = await added(() => up.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { email: c.email, password: c.password } }));
  t.same(rows, [], "a customer's own sign-in is not an admin event");

  let token = '';
  const signedIn = await onlyEntry(
    t,
    async () => {
      const answer = await up.app.inject({ method: 'POST', url: `${API}/admin/login`, payload: ADMIN, headers: FROM });
      token = answer.json().data.token as string;
      return answer;
    },
    200,
  );
  t.match(signedIn, { action: 'admin.login', targetId: root.id, device: 'Chrome on Windows', before: null, after: null });
  t.same(actorOf(signedIn), rootActor);
  admin = as(await withSecondFactor(up, token));
});

t.test('the list: newest first, filtered by who, what, the target and the days, a page at a time', async (t) => {
  const page = async (query: string) => (await admin.get(`audit?${query}`)).json<{ data: AuditEntry[]; totalRecords: number }>();
  const all = await page('length=100');
  t.ok(all.totalRecords > 30, `${all.totalRecords} entries`);
  const times = all.data.map((e) => e.at);
  t.same(times, [...times].sort().reverse(), 'newest first');

  const bans = await page('action=user.ban');
  t.equal(bans.totalRecords, 1);
  t.match(bans.data[0], { action: 'user.ban', actor: rootActor, target: { type: 'user', label: 'adabanned@example.com' }, before: { status: 'active' } });

  t.equal((await page('actor=helper@')).totalRecords, 3, 'by any part of the email');
  t.equal((await page('actor=HELPER@ACADEMY')).totalRecords, 3, 'in any case');
  const settings = await page('target_type=settings');
  t.ok(settings.data.every((e) => e.action === 'settings.update') && settings.totalRecords === 3, 'by the target’s type');
  const { target: coupon } = (await page('action=coupon.create&length=1')).data[0]!;
  t.equal(coupon?.label, 'AUDIT20', 'the newest coupon');
  t.same(
    (await page(`target_id=${coupon?.id ?? ''}`)).data.map((e) => e.action),
    ['coupon.update', 'coupon.create'],
    'by its id: its whole story',
  );

  const second = await page('length=2&page=2');
  t.same(
    second.data.map((e) => e.at),
    times.slice(2, 4),
    'the second page of two',
  );
  t.equal(second.totalRecords, all.totalRecords);

  const today = new Date(up.app.clock.now()).toISOString().slice(0, 10);
  advance(2 * DAY, up.app);
  admin = as(await signIn(ADMIN.email, ADMIN.password));
  const later = new Date(up.app.clock.now()).toISOString().slice(0, 10);
  t.equal((await page(`from=${later}`)).totalRecords, 1, 'from a day: only the sign-in made then');
  t.equal((await page(`to=${today}`)).totalRecords, all.totalRecords, 'to a day: everything before, that day whole');
  t.equal((await page(`from=${later}&to=${later}`)).totalRecords, 1, 'one day');
  t.same(
    (await admin.get(`audit?from=${later}&to=${today}`)).json(),
    { code: 422, message: 'The first day is after the last' },
    'a range backwards is refused',
  );
  t.same((await admin.get('audit?action=user.erase')).json(), { code: 422, message: 'Not an action the log records' }, 'so is an action it does not know');
});

t.test('the CSV: every entry the filter finds, with before and after as JSON', async (t) => {
  const res = await admin.get('audit.csv?action=user.ban');
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^text\/csv/);
  t.match(res.headers['content-disposition'], /^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
  const [header, ...rows] = res.body.trimEnd().split('\n');
  t.equal(header, '"at","actor_email","actor_role","actor_id","action","target_type","target_id","target","before","after","ip","device","id"');
  t.equal(rows.length, 1, 'the one ban');
  t.match(rows[0], `"${ADMIN.email}","super_admin","${root.id}","user.ban","user"`);
  t.match(rows[0], '"{""status"":""active""}","{""status"":""banned""}","203.0.113.7","Chrome on Windows"');
  const all = (await admin.get('audit.csv')).body.trimEnd().split('\n');
  t.equal(all.length - 1, (await admin.get('audit?length=1')).json().totalRecords, 'unfiltered, all of them (read a batch at a time)');
});

t.test('only admins read it, no call changes it, and the database refuses to', async (t) => {
  const c = await registeredCustomer(up, 'curious');
  for (const url of ['audit', 'audit.csv']) {
    const res = await up.app.inject({ method: 'GET', url: `${API}/admin/${url}`, headers: { authorization: `Bearer ${c.token}` } });
    t.equal(res.statusCode, 401, `a customer is refused ${url}`);
  }
  t.equal((await up.app.inject({ method: 'GET', url: `${API}/admin/audit` })).statusCode, 401, 'and so is nobody');
  for (const method of ['POST', 'PUT', 'DELETE'] as const) {
    const res = await up.app.inject({ method, url: `${API}/admin/audit`, headers: { authorization: `Bearer ${await signIn(ADMIN.email, ADMIN.password)}` } });
    t.equal(res.statusCode, 404, `no ${method} on the log`);
  }
  // drizzle wraps PostgreSQL's error: the trigger's words are its cause's.
  const refusal = (statement: Promise<unknown>) =>
    statement.then(
      () => 'done',
      (err: unknown) => String(err instanceof Error && err.cause instanceof Error ? err.cause.message : err),
    );
  t.equal(await refusal(db.update(auditEntries).set({ actorEmail: 'someone@else.test' }).execute()), 'audit_entries is append-only: UPDATE refused');
  t.equal(await refusal(db.delete(auditEntries).execute()), 'audit_entries is append-only: DELETE refused');
  t.equal(await refusal(db.execute(sql`truncate ${auditEntries}`)), 'audit_entries is append-only: TRUNCATE refused');
});

t.test('whatever a caller passes, a field named for a secret never reaches the log', async (t) => {
  const rows = await added(() =>
    record(db, {
      at: new Date(up.app.clock.now()),
      actor: null,
      action: 'settings.update',
      target: null,
      ip: null,
      device: null,
      before: { ngn_per_usd: 1550, paystack_secret_key: 'sk_live_abc' },
      after: { ngn_per_usd: 1600, password: 'p', nested: { apiKey: 'k', kept: 1 }, list: [{ rToken: 'r', n: 2 }], licence_key: 'MRDN-1234', passwordHash: 'h' },
    }),
  );
  t.same([rows[0]!.before, rows[0]!.after], [{ ngn_per_usd: 1550 }, { ngn_per_usd: 1600, nested: { kept: 1 }, list: [{ n: 2 }] }]);
});
