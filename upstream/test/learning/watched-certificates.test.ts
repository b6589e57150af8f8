import t from 'tap';
import { and, eq } from 'drizzle-orm';
import { advance } from '../../../shared/test/clock.ts';
import { certificates } from '../../src/certificates/tables.ts';
import { lessonProgress } from '../../src/learning/tables.ts';
import { creditedSeconds, isWatched } from '../../src/learning/learning.ts';
import { API, grantItems, buildTestUpstream, registeredCustomer } from '../helper.ts';
import { asAdmin, customerGet } from '../refunds/refund-helper.ts';

// A certificate counts chapters watched to their completion point (docs/decisions/091-certificates-that-mean-it.md):
// "Mark complete" keeps the learner's own track, a forged report of the end or a seek to it adds
// nothing, and the course's admin may let marking count.
const up = await buildTestUpstream(t, { TEST_CLOCK: 'true' });
const { db } = up.app.database;
const SLUG = 'crypto-foundations'; // No quiz sets: the chapters alone decide.
const course = (await up.app.catalogue.findCourse(SLUG))!;
const admin = await asAdmin(up);
const chapters = [
  ...course.courseVideos.map((_, position) => ({ list: 'course', position })),
  ...course.liveSessionVideos.map((_, position) => ({ list: 'live_session', position })),
  ...course.quizVideos.map((_, position) => ({ list: 'quiz', position })),
];
const SECOND = 1000;

async function learner(n: string) {
  const who = await registeredCustomer(up, n);
  const id = await grantItems(up, who.email, [{ type: 'course', slug: SLUG }]);
  const post = (url: string, payload: object) =>
    up.app.inject({ method: 'POST', url: `${API}/${url}`, payload: { slug: SLUG, ...payload }, headers: { authorization: `Bearer ${who.token}` } });
  return {
    id,
    mark: (chapter: object, completed = true) => post('progress/complete', { ...chapter, completed }),
    report: (chapter: object, seconds: number, extra: object = {}) => post('progress', { ...chapter, seconds, duration: 6, ...extra }),
    certificate: async () =>
      ((await customerGet(up, who.token, 'user/details')).json().data.courses as { slug: string; certificate: { id: string } | null }[]).find(
        (c) => c.slug === SLUG,
      )?.certificate ?? null,
    rows: () =>
      db
        .select()
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, id), eq(lessonProgress.courseId, course.id))),
  };
}
type Learner = Awaited<ReturnType<typeof learner>>;

/** The player's way through a 6-second chapter: a report as it starts, every 5 s, and at the end. */
async function watch(who: Learner, chapter: object) {
  t.equal((await who.report(chapter, 0)).statusCode, 200);
  advance(5 * SECOND, up.app);
  await who.report(chapter, 5);
  advance(1 * SECOND, up.app);
  await who.report(chapter, 6, { completed: true });
}

t.test('the seeded lengths are what the chapters are judged by', async (t) => {
  t.ok(chapters.length >= 4, `the course has ${chapters.length} chapters`);
  for (const entry of [...course.courseVideos, ...course.liveSessionVideos, ...course.quizVideos]) t.equal(course.durations[entry], 6, entry);
  t.equal(course.markingCounts, false, 'a course counts watching unless its admin says otherwise');
});

t.test('"Mark complete" on every chapter, five times over, issues no certificate', async (t) => {
  const marker = await learner('marker');
  for (let round = 0; round < 5; round++) for (const chapter of chapters) t.equal((await marker.mark(chapter)).statusCode, 200);
  const rows = await marker.rows();
  t.equal(rows.length, chapters.length);
  t.ok(
    rows.every((r) => r.completed && !r.watched),
    'every chapter ticked for the learner, none watched',
  );
  t.equal(await marker.certificate(), null);
  t.same(await db.select().from(certificates).where(eq(certificates.userId, marker.id)), []);
});

t.test('a forged report of the end, or a seek to it, is not watching', async (t) => {
  const forger = await learner('forger');
  const [first, second, third] = chapters;
  // The end at once, twice, with the length the player would say and with a made-up short one.
  await forger.report(first!, 6, { completed: true });
  await forger.report(first!, 6, { completed: true });
  await forger.report(second!, 1, { duration: 1, completed: true });
  // Started, then sought to the end at once: only the time the two calls took passed (the clock is the
  // wall's plus what tests move it by), and twice that is all it may credit.
  const began = performance.now();
  await forger.report(third!, 0);
  await forger.report(third!, 6, { completed: true });
  const spent = (performance.now() - began) / 1000;
  const rows = await forger.rows();
  t.ok(
    rows.every((r) => r.completed),
    'the learner sees each as complete (the tick follows the end)',
  );
  t.ok(
    rows.every((r) => !r.watched),
    'none counts as watched',
  );
  const sought = rows.find((r) => r.list === third!.list && r.entry === course.courseVideos[third!.position]);
  t.ok(sought!.watchedSeconds <= Math.round(2 * spent), `${spent.toFixed(2)} s between the reports credit ${sought!.watchedSeconds} s: at most twice the time`);
  // The rest watched properly: still no certificate, as three were never watched.
  for (const chapter of chapters.slice(3)) await watch(forger, chapter);
  t.equal(await forger.certificate(), null);
});

t.test('watching every chapter in the player earns the certificate, even after an undo by hand', async (t) => {
  const viewer = await learner('viewer');
  for (const chapter of chapters.slice(0, -1)) await watch(viewer, chapter);
  t.equal(await viewer.certificate(), null, 'one chapter is left');
  await viewer.mark(chapters[0]!, false);
  await watch(viewer, chapters.at(-1)!);
  const rows = await viewer.rows();
  t.ok(
    rows.every((r) => r.watched),
    'every chapter watched',
  );
  t.notOk(rows.find((r) => r.list === 'course' && r.entry === course.courseVideos[0])?.completed, 'the undone tick stays undone');
  t.ok(await viewer.certificate(), 'the certificate came with the last chapter watched');
});

t.test('watched at twice the speed, it still counts', async (t) => {
  const quick = await learner('quick');
  for (const chapter of chapters) {
    await quick.report(chapter, 0);
    advance(2.5 * SECOND, up.app);
    await quick.report(chapter, 5);
    advance(0.5 * SECOND, up.app);
    await quick.report(chapter, 6, { completed: true });
  }
  t.ok((await quick.rows()).every((r) => r.watched));
  t.ok(await quick.certificate());
});

t.test('the admin lets marking count for a course, and marking then earns it', async (t) => {
  const editable = (await admin.get(`courses/${SLUG}`)).json().data;
  t.equal(editable.certificate_counts, 'watched');
  const refused = await admin.post('updateCourse', { slug: SLUG, certificate_counts: 'ticked' });
  t.equal(refused.statusCode, 422, refused.body);
  t.equal((await admin.get(`courses/${SLUG}`)).json().data.certificate_counts, 'watched', 'a refused save changes nothing');
  const saved = await admin.post('updateCourse', { slug: SLUG, certificate_counts: 'marked' });
  t.equal(saved.statusCode, 200, saved.body);
  t.equal((await admin.get(`courses/${SLUG}`)).json().data.certificate_counts, 'marked');
  const detail = (await up.app.inject({ method: 'GET', url: `${API}/singleCourse?slug=${SLUG}` })).json().data;
  t.equal(detail.certificate_counts, 'marked', 'the course page says what it counts');

  const marker = await learner('marker2');
  for (const chapter of chapters) await marker.mark(chapter);
  t.ok(await marker.certificate(), 'marking every chapter earns it now');
  // A blank save keeps the rule.
  t.equal((await admin.post('updateCourse', { slug: SLUG, title: '' })).statusCode, 200);
  t.equal((await admin.get(`courses/${SLUG}`)).json().data.certificate_counts, 'marked');
});

t.test('the crediting rule', async (t) => {
  const at = new Date(0);
  t.equal(creditedSeconds(undefined, 100, 50_000), 0, 'a first report credits nothing');
  t.equal(creditedSeconds({ seconds: 0, reportedAt: null }, 100, 50_000), 0, 'nor one after a tick by hand');
  t.equal(creditedSeconds({ seconds: 10, reportedAt: at }, 15, 5_000), 5, 'five seconds played in five');
  t.equal(creditedSeconds({ seconds: 10, reportedAt: at }, 100, 5_000), 10, 'a seek is credited no more than twice the time');
  t.equal(creditedSeconds({ seconds: 50, reportedAt: at }, 10, 5_000), 0, 'going back credits nothing');
  t.ok(isWatched(9, { seconds: 0, completed: false }, 10), '90 % of the stored length');
  t.notOk(isWatched(8, { seconds: 10, duration: 8, completed: true }, 10), 'the stored length wins over the reported one');
  t.ok(isWatched(27, { seconds: 10, duration: 30, completed: false }, undefined), 'a link: the reported length');
  t.notOk(isWatched(100, { seconds: 0, completed: false }, undefined), 'no length known and not ended: not yet');
});
