import t from 'tap';
import { and, count, eq } from 'drizzle-orm';
import { advance } from '../../../shared/test/clock.ts';
import { auditEntries } from '../../src/audit/tables.ts';
import { courses } from '../../src/catalogue/tables.ts';
import { purchases } from '../../src/purchases/tables.ts';
import { courseClip } from '../../src/seed/demo-catalogue.ts';
import { API, adminToken, buildTestUpstream, grantItems, registeredCustomer } from '../helper.ts';

// A course's pacing (docs/decisions/094-pacing.md): its lessons open all at once, on dates, days after
// the purchase, or each after the one before is complete. A shut lesson has no address in the buyer's
// course, its bytes and its progress are refused, and an admin may open it early for one learner.
const DAY = 24 * 3600_000;
const up = await buildTestUpstream(t, { TEST_CLOCK: 'true' });
const { db } = up.app.database;
const COURSE = 'forex-foundations';
const lesson = (n: number) => courseClip(COURSE, `lesson-${n}.webm`);
// Signed in afresh for each call: the clock moves by days, past any token's life.
const admin = async () => ({ authorization: `Bearer ${await adminToken(up)}` });
const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
  up.app.inject({ method, url: `${API}/${url}`, headers, payload });
const savePacing = async (payload: object) => call('POST', `admin/courses/${COURSE}/pacing`, await admin(), payload);

type Person = { email: string; password: string };
const signedIn = async ({ email, password }: Person) => ({
  authorization: `Bearer ${(await call('POST', 'auth/login', {}, { email, password })).json().data.token}`,
});
async function buyer(n: string) {
  const who = await registeredCustomer(up, n);
  const id = await grantItems(up, who.email, [{ type: 'course', slug: COURSE }]);
  const [bought] = await db.select({ at: purchases.createdAt }).from(purchases).where(eq(purchases.userId, id));
  return { ...who, id, boughtAt: bought!.at.getTime() };
}
const videosOf = async (who: Person) =>
  (await call('GET', `singleCourse?slug=${COURSE}`, await signedIn(who))).json().data.course_videos as {
    url: string | null;
    locked: { opens_at: string | null } | null;
  }[];
const media = async (who: Person, n: number) => (await call('GET', `media/${lesson(n)}`, await signedIn(who))).statusCode;
const report = async (who: Person, n: number, seconds = 1) =>
  call('POST', 'progress', await signedIn(who), { slug: COURSE, list: 'course', position: n - 1, seconds });
const SHUT = { code: 403, message: 'This lesson is not open to you yet' };

const ada = await buyer('pace-ada');

t.test('lessons open on their dates: shut before, with no address, no bytes and no progress; open once the clock passes', async (t) => {
  const opens = new Date(up.app.clock.now() + 2 * DAY).toISOString();
  const saved = await savePacing({ pacing: 'dates', lessons: [{ entry: lesson(2), opens_at: opens }] });
  t.equal(saved.statusCode, 200, saved.body);
  t.match(saved.json().data, { pacing: 'dates', lessons: [{ entry: lesson(1), opens_at: null }, { entry: lesson(2), opens_at: opens }, { opens_at: null }] });

  const shut = await videosOf(ada);
  t.match(shut[0], { locked: null }, 'lesson 1 has no date: it opens with the purchase');
  t.ok(shut[0]!.url);
  t.same(
    shut[1],
    { title: 'Lesson 2', url: null, locked: { opens_at: opens }, description: '', captions: null, resources: [] },
    'lesson 2 says when it opens, and has no address',
  );
  t.equal(await media(ada, 2), 403, 'its bytes are refused');
  t.same((await report(ada, 2)).json(), SHUT, 'and its progress');
  t.equal(await media(ada, 1), 200);
  const page = (await call('GET', `singleCourse?slug=${COURSE}`)).json().data.syllabus.course;
  t.same(
    page.map((c: { opens: unknown }) => c.opens),
    [null, { rule: 'date', at: opens }, null],
    "a visitor's course page shows the date",
  );

  advance(2 * DAY + 60_000, up.app);
  const open = await videosOf(ada);
  t.match(open[1], { locked: null, url: `${API}/media/${lesson(2)}` }, 'open once the date has passed');
  t.equal(await media(ada, 2), 200);
  t.equal((await report(ada, 2)).statusCode, 200);
  t.same(((await call('GET', `singleCourse?slug=${COURSE}`)).json().data.syllabus.course as { opens: unknown }[])[1]!.opens, null, 'a past date is not shown');
});

t.test('days after the purchase: each buyer from their own purchase', async (t) => {
  t.equal((await savePacing({ pacing: 'days', lessons: [{ entry: lesson(3), days: 7 }] })).statusCode, 200);
  const ben = await buyer('pace-ben');
  const locks = (await videosOf(ben)).map((v) => v.locked);
  t.same(locks, [null, null, { opens_at: new Date(ben.boughtAt + 7 * DAY).toISOString() }]);
  t.same(((await call('GET', `singleCourse?slug=${COURSE}`)).json().data.syllabus.course as { opens: unknown }[])[2]!.opens, { rule: 'days', days: 7 });
  advance(7 * DAY, up.app);
  t.same(
    (await videosOf(ben)).map((v) => v.locked),
    [null, null, null],
    'open a week later',
  );
});

t.test('each after the one before is complete; an admin opens one early for one learner, logged once', async (t) => {
  t.equal((await savePacing({ pacing: 'sequence', lessons: [] })).statusCode, 200);
  const cy = await buyer('pace-cy');
  const dee = await buyer('pace-dee');
  t.same(
    (await videosOf(cy)).map((v) => v.locked),
    [null, { opens_at: null }, { opens_at: null }],
    'only the first is open',
  );
  const marked = await call('POST', 'progress/complete', await signedIn(cy), { slug: COURSE, list: 'course', position: 0, completed: true });
  t.equal(marked.statusCode, 200);
  t.same(
    (await videosOf(cy)).map((v) => v.locked),
    [null, null, { opens_at: null }],
    'completing lesson 1 opens lesson 2',
  );
  t.same((await call('POST', 'progress/complete', await signedIn(cy), { slug: COURSE, list: 'course', position: 2, completed: true })).json(), SHUT);

  const before = (await call('GET', `admin/users/${dee.id}/learning`, await admin())).json().data.courses[0];
  t.same(before.shut_lessons, [
    { position: 1, title: 'Lesson 2', opens_at: null },
    { position: 2, title: 'Lesson 3', opens_at: null },
  ]);
  const opened = await call('POST', `admin/users/${dee.id}/learning/unlock`, await admin(), { slug: COURSE, position: 2 });
  t.same(opened.json(), { code: 200, message: `Lesson 3 of Forex Foundations is open to ${dee.email}` });
  await call('POST', `admin/users/${dee.id}/learning/unlock`, await admin(), { slug: COURSE, position: 2 });
  t.same(
    (await videosOf(dee)).map((v) => v.locked),
    [null, { opens_at: null }, null],
    'lesson 3 is open to Dee alone',
  );
  t.equal(await media(dee, 3), 200);
  t.equal((await videosOf(cy))[2]!.locked?.opens_at, null, 'not to Cy');
  t.ok((await videosOf(cy))[2]!.locked);
  const [entries] = await db
    .select({ n: count() })
    .from(auditEntries)
    .where(and(eq(auditEntries.action, 'lesson.unlock'), eq(auditEntries.targetId, dee.id)));
  t.equal(entries!.n, 1, 'logged once, however often it is asked');
  const [entry] = await db.select().from(auditEntries).where(eq(auditEntries.action, 'lesson.unlock'));
  t.match(entry, { targetType: 'user', targetLabel: dee.email, after: { course: 'Forex Foundations', lesson: 3 } });
  t.equal((await call('POST', `admin/users/${dee.id}/learning/unlock`, await admin(), { slug: COURSE, position: 7 })).statusCode, 422);
  const stranger = await registeredCustomer(up, 'pace-stranger');
  const strangerId = (await up.app.accounts.findByEmail(stranger.email))!.id;
  t.equal((await call('POST', `admin/users/${strangerId}/learning/unlock`, await admin(), { slug: COURSE, position: 1 })).statusCode, 409, 'a non-buyer');
});

t.test('bad pacing is refused and changes nothing; all at once opens everything again', async (t) => {
  const [before] = await db.select({ pacing: courses.pacing, opens: courses.lessonOpens }).from(courses).where(eq(courses.slug, COURSE));
  for (const bad of [
    { pacing: 'weekly', lessons: [] },
    { pacing: 'days', lessons: [{ entry: lesson(2), days: 400 }] },
    { pacing: 'days', lessons: [{ entry: lesson(2), days: 1.5 }] },
    { pacing: 'dates', lessons: [{ entry: lesson(2), opens_at: 'next tuesday' }] },
  ])
    t.equal((await savePacing(bad)).statusCode, 422, JSON.stringify(bad));
  t.same((await savePacing({ pacing: 'days', lessons: [{ entry: 'not-a-lesson.webm', days: 2 }] })).json(), {
    code: 422,
    message: 'not-a-lesson.webm is not a lesson of this course',
  });
  const [after] = await db.select({ pacing: courses.pacing, opens: courses.lessonOpens }).from(courses).where(eq(courses.slug, COURSE));
  t.same(after, before, 'nothing written');
  const [entry] = await db.select().from(auditEntries).where(eq(auditEntries.action, 'course.pacing'));
  t.match(entry, { targetType: 'course', targetLabel: 'Forex Foundations' }, 'each save is in the audit log');

  t.equal((await savePacing({ pacing: 'all', lessons: [] })).statusCode, 200);
  const eve = await buyer('pace-eve');
  t.same(
    (await videosOf(eve)).map((v) => v.locked),
    [null, null, null],
  );
  t.equal((await call('POST', `admin/courses/${COURSE}/pacing`, {}, { pacing: 'all', lessons: [] })).statusCode, 401, 'a visitor');
});
