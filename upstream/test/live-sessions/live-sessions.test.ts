import t from 'tap';
import { count, eq } from 'drizzle-orm';
import { advance } from '../../../shared/test/clock.ts';
import { until } from '../../../shared/test/until.ts';
import { auditEntries } from '../../src/audit/tables.ts';
import { liveAttendance } from '../../src/live-sessions/tables.ts';
import { telegramMembers } from '../../src/telegram/tables.ts';
import { fakeBotApi } from '../fake-bot-api.ts';
import { API, adminToken, buildTestUpstream, grantItems, registeredCustomer } from '../helper.ts';

// A course's live sessions (docs/decisions/092-live-sessions.md): the admin schedules them; buyers list
// them, get a calendar file, and join only in the window (attendance and seats counted at the join);
// reminders go a day and 15 minutes before, once each, by mail and to Telegram members; the recording
// becomes a chapter of the Live Sessions list. The app's clock is moved, never waited for.
const TOKEN = '7001:bot-token';
const CHAT = '-1001234567890';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const bot = await fakeBotApi(t, { token: TOKEN, chatId: CHAT });
const up = await buildTestUpstream(
  t,
  { TELEGRAM_API_URL: bot.url, TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_CHAT_ID: CHAT, PUBLIC_URL: 'https://shop.example', TEST_CLOCK: 'true' },
  { listen: true },
);
await until('setWebhook', () => bot.webhook());
const { db } = up.app.database;
const COURSE = 'forex-foundations';
// Signed in afresh for each call: the clock moves by days, past any token's life.
const admin = async () => ({ authorization: `Bearer ${await adminToken(up)}` });
const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  up.app.inject({ method, url: `${API}/${url}`, headers, payload });

type Person = { email: string; password: string };
const signedIn = async ({ email, password }: Person) => ({
  authorization: `Bearer ${(await up.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { email, password } })).json().data.token}`,
});
async function buyer(n: string) {
  const who = await registeredCustomer(up, n);
  return { ...who, id: await grantItems(up, who.email, [{ type: 'course', slug: COURSE }]) };
}
const [ada, ben, cy] = [await buyer('live-ada'), await buyer('live-ben'), await buyer('live-cy')];
const stranger = await registeredCustomer(up, 'live-stranger');
// Ben joined the group through the bot: the reminders reach him in Telegram too.
await db.insert(telegramMembers).values({ userId: ben.id, telegramUserId: '710001', status: 'member' });

const now = () => up.app.clock.now();
const session = {
  title: 'Weekly market review',
  starts_at: new Date(now() + 2 * 24 * HOUR).toISOString(),
  minutes: 60,
  join_url: 'https://meet.example.com/abc-defg-hij',
  seat_limit: 2,
};
const listOf = async (who: Person) => (await inject('GET', `courses/${COURSE}/live-sessions`, await signedIn(who))).json().data;
const join = async (who: Person, id: string) => inject('GET', `live-sessions/${id}/join`, await signedIn(who));
const mailsAbout = async (subject: string) => {
  const { rows } = await up.app.database.jobs.db.executeSql(`select data->>'to' as to from pgboss.job where name = 'mail' and data->>'subject' = $1`, [
    subject,
  ]);
  return (rows as { to: string }[]).map((r) => r.to).sort();
};
const telegramAbout = async (about: string) =>
  (await up.app.jobs.boss.findJobs<{ chatId: string; about: string }>('telegram-message', {})).filter((j) => j.data.about === about).map((j) => j.data.chatId);
let id = '';

t.test('the admin schedules a session; bad input is refused with nothing written', async (t) => {
  for (const bad of [
    { ...session, join_url: 'http://meet.example.com/x' },
    { ...session, starts_at: 'tomorrow' },
    { ...session, minutes: 2 },
    { ...session, seat_limit: 0 },
    { ...session, title: ' ' },
  ]) {
    const res = await inject('POST', `admin/courses/${COURSE}/live-sessions`, await admin(), bad);
    t.equal(res.statusCode, 422, JSON.stringify(bad));
    t.same(Object.keys(res.json()).sort(), ['code', 'message']);
  }
  t.same((await inject('GET', `admin/courses/${COURSE}/live-sessions`, await admin())).json().data, [], 'nothing was written');
  const made = await inject('POST', `admin/courses/${COURSE}/live-sessions`, await admin(), session);
  t.equal(made.statusCode, 201, made.body);
  id = made.json().data.id;
  t.match(made.json().data, { title: 'Weekly market review', minutes: 60, seat_limit: 2, attended: 0, recording: null });
  const [entry] = await db.select().from(auditEntries).where(eq(auditEntries.action, 'live_session.create'));
  t.match(entry, { targetType: 'live_session', targetId: id, targetLabel: 'Weekly market review' }, 'recorded in the audit log');
  t.equal(
    (await inject('POST', `admin/courses/${COURSE}/live-sessions`, { authorization: `Bearer ${ada.token}` }, session)).statusCode,
    401,
    'customers cannot',
  );
});

t.test('buyers see it, without the meeting address, and get a calendar file; others do not', async (t) => {
  const [seen] = await listOf(ada);
  t.match(seen, { id, title: 'Weekly market review', minutes: 60, join: 'later', join_path: null, seats_left: 2, attended: false, recorded: false });
  t.equal(seen.starts_at, session.starts_at);
  t.equal(Date.parse(seen.ends_at) - Date.parse(seen.starts_at), HOUR);
  t.notMatch(JSON.stringify(await listOf(ada)), /meet\.example/, 'the meeting address is not given out before the window');
  const ics = await inject('GET', `live-sessions/${id}/calendar`, await signedIn(ada));
  // Long lines are folded (RFC 5545: a line break and a space), read here unfolded.
  const text = ics.body.replace(/\r\n /g, '');
  t.equal(ics.statusCode, 200);
  t.match(ics.headers['content-type'], /^text\/calendar/);
  t.match(ics.headers['content-disposition'], `attachment; filename="live-session-${id}.ics"`);
  const start = session.starts_at.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  t.match(text, `DTSTART:${start}`);
  t.match(text, 'SUMMARY:Weekly market review');
  t.match(text, 'URL;VALUE=URI:https://shop.example/dashboard/course/forex-foundations?list=live_session');
  t.match(text, 'TRIGGER:-PT15M', 'an alarm when the join link opens');
  t.notMatch(text, /meet\.example/);
  const refused = await inject('GET', `courses/${COURSE}/live-sessions`, { authorization: `Bearer ${stranger.token}` });
  t.same(refused.json(), { code: 403, message: 'Buy this course to join its live sessions' });
  t.equal((await inject('GET', `live-sessions/${id}/calendar`, { authorization: `Bearer ${stranger.token}` })).statusCode, 403);
  t.equal((await join(stranger, id)).statusCode, 403);
});

t.test('joining is refused before the window, and nothing is recorded', async (t) => {
  const early = await join(ada, id);
  t.same(early.json(), { code: 409, message: 'You can join from 15 minutes before the session starts' });
  t.equal((await db.select({ n: count() }).from(liveAttendance))[0]!.n, 0);
});

t.test('a day before, then 15 minutes before, each buyer is told once, by mail and (a member) in Telegram', async (t) => {
  const untilStart = () => Date.parse(session.starts_at) - now();
  advance(untilStart() - 24 * HOUR - MINUTE, up.app);
  t.same(await up.app.liveReminders.run(), { day: 0, soon: 0 }, 'a day and a minute ahead: nothing yet');
  advance(2 * MINUTE, up.app);
  t.same(await up.app.liveReminders.run(), { day: 1, soon: 0 });
  t.same(await up.app.liveReminders.run(), { day: 0, soon: 0 }, 'run again: nothing twice');
  t.same(await mailsAbout('Tomorrow: Weekly market review'), [ada.email, ben.email, cy.email].sort(), 'every buyer, by mail');
  t.same(await telegramAbout('Live session reminder: Weekly market review'), ['710001'], 'the member, in Telegram');
  advance(untilStart() - 16 * MINUTE, up.app);
  t.same(await up.app.liveReminders.run(), { day: 0, soon: 0 }, '16 minutes before: not yet');
  advance(2 * MINUTE, up.app);
  t.same(await up.app.liveReminders.run(), { day: 0, soon: 1 });
  t.same(await mailsAbout('Starting in 15 minutes: Weekly market review'), [ada.email, ben.email, cy.email].sort());
  t.equal((await telegramAbout('Live session reminder: Weekly market review')).length, 2);
});

t.test('in the window: the join link shows, a join records attendance and sends on; the seat limit holds', async (t) => {
  const [open] = await listOf(ada);
  t.match(open, { join: 'open', join_path: `live-sessions/${id}/join` });
  const went = await join(ada, id);
  t.equal(went.statusCode, 303);
  t.equal(went.headers.location, 'https://meet.example.com/abc-defg-hij');
  t.equal((await join(ada, id)).statusCode, 303, 'again: the same seat');
  t.equal((await join(ben, id)).statusCode, 303);
  const full = await join(cy, id);
  t.same(full.json(), { code: 409, message: 'This session is full' });
  t.match((await listOf(cy))[0], { seats_left: 0, attended: false });
  t.match((await listOf(ada))[0], { attended: true });
  t.match((await inject('GET', `admin/courses/${COURSE}/live-sessions`, await admin())).json().data[0], { attended: 2 });
});

t.test('after it ends, joining is refused; the recording becomes a Live Sessions chapter', async (t) => {
  advance(61 * MINUTE + 15 * MINUTE, up.app);
  t.match((await listOf(ada))[0], { join: 'ended', join_path: null });
  t.same((await join(ada, id)).json(), { code: 409, message: 'This session has ended' });
  const before = (await up.app.catalogue.findCourse(COURSE))!;
  const bad = await inject('POST', `admin/live-sessions/${id}/recording`, await admin(), { recording: 'not a link' });
  t.equal(bad.statusCode, 422);
  const link = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  const saved = await inject('POST', `admin/live-sessions/${id}/recording`, await admin(), { recording: link });
  t.equal(saved.statusCode, 200, saved.body);
  t.match(saved.json().data, { recording: link });
  const after = (await up.app.catalogue.findCourse(COURSE))!;
  t.same(after.liveSessionVideos, [...before.liveSessionVideos, link], 'the last chapter of the Live Sessions list');
  t.equal(after.revision, before.revision + 1, 'a save of the course, as far as its update form is concerned');
  await inject('POST', `admin/live-sessions/${id}/recording`, await admin(), { recording: link });
  t.same((await up.app.catalogue.findCourse(COURSE))!.liveSessionVideos, after.liveSessionVideos, 'attached twice, listed once');
  t.match((await listOf(ada))[0], { recorded: true });
});

t.test('a session moved is told again; a cancelled one is gone from the list', async (t) => {
  const later = new Date(now() + 20 * HOUR).toISOString();
  const moved = await inject('POST', `admin/live-sessions/${id}`, await admin(), { ...session, starts_at: later });
  t.equal(moved.statusCode, 200, moved.body);
  t.same(await up.app.liveReminders.run(), { day: 1, soon: 0 }, 'within a day of its new start: told again');
  t.equal((await inject('POST', `admin/live-sessions/${id}/delete`, await admin())).statusCode, 200);
  t.same(await listOf(ada), []);
  t.equal((await inject('POST', `admin/live-sessions/${id}/delete`, await admin())).statusCode, 404);
});
