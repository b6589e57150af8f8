import t from 'tap';
import { certificates } from '../../src/certificates/tables.ts';
import { quizAttempts, quizSets } from '../../src/quizzes/tables.ts';
import { API, adminToken, buildTestUpstream, grantItems, registeredCustomer } from '../helper.ts';

// Six buyers of Forex Foundations (its five chapters: lessons 1-3, a live session, a quiz video), one
// non-buyer whose certificate and attempt must not count. Set up without a top-level assertion, so tap
// waits for PostgreSQL.
const up = await buildTestUpstream(t);
const { db } = up.app.database;
const root = await adminToken(up);
const COURSE = 'forex-foundations';
const names = ['done', 'slow', 'mid', 'idle', 'never', 'revoked', 'outsider'] as const;
const people = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await registeredCustomer(up, n)] as const))) as Record<
  (typeof names)[number],
  Awaited<ReturnType<typeof registeredCustomer>>
>;
const ids: Record<string, string> = {};
for (const n of names.slice(0, 6)) ids[n] = await grantItems(up, people[n].email, [{ type: 'course', slug: COURSE }]);
await grantItems(up, people.done.email, [{ type: 'course', slug: 'crypto-foundations' }]);
ids.outsider = (await up.app.accounts.findByEmail(people.outsider.email))!.id;
const course = (await up.app.catalogue.findCourse(COURSE))!;

const as = (token: string) => ({
  get: (url: string) => up.app.inject({ method: 'GET', url: `${API}/${url}`, headers: { authorization: `Bearer ${token}` } }),
  post: (url: string, payload: object) =>
    up.app.inject({ method: 'POST', url: `${API}/${url}`, payload: { slug: COURSE, ...payload }, headers: { authorization: `Bearer ${token}` } }),
});
const admin = as(root);
const learner = (n: (typeof names)[number]) => as(people[n].token);
const complete = async (n: (typeof names)[number], chapters: [string, number][]) => {
  for (const [list, position] of chapters) {
    const res = await learner(n).post('progress/complete', { list, position, completed: true });
    if (res.statusCode !== 200) throw new Error(`progress/complete failed: ${res.body}`);
  }
};
const ALL: [string, number][] = [
  ['course', 0],
  ['course', 1],
  ['course', 2],
  ['live_session', 0],
  ['quiz', 0],
];
// The sets come before anyone finishes, so no certificate is issued by itself: the test writes them.
const [basics, risk] = await db
  .insert(quizSets)
  .values([
    { courseId: course.id, title: 'Basics', passPercent: 70, position: 0 },
    { courseId: course.id, title: 'Risk', passPercent: 80, position: 1 },
  ])
  .returning();
// In this order, so the stuck are idle longest first: idle, slow, mid.
const watched = await learner('idle').post('progress', { list: 'course', position: 0, seconds: 30, duration: 600 });
if (watched.statusCode !== 200) throw new Error(`progress failed: ${watched.body}`);
await complete('slow', ALL.slice(0, 2));
await complete('mid', ALL.slice(0, 2));
await complete('done', ALL);
await complete('revoked', ALL);

const attempt = (user: string, setId: string, scorePercent: number, passed: boolean) => ({
  userId: ids[user]!,
  setId,
  answers: {},
  correct: scorePercent / 5,
  total: 20,
  scorePercent,
  passed,
});
await db
  .insert(quizAttempts)
  .values([
    attempt('done', basics!.id, 50, false),
    attempt('done', basics!.id, 90, true),
    attempt('done', risk!.id, 85, true),
    attempt('slow', basics!.id, 40, false),
    attempt('mid', risk!.id, 100, true),
    attempt('outsider', basics!.id, 100, true),
  ]);
const certificate = (user: string, revokedAt: Date | null = null) => ({
  userId: ids[user]!,
  courseId: course.id,
  holderName: 'Ada',
  courseTitle: course.title,
  revokedAt,
});
const [issued] = await db
  .insert(certificates)
  .values([certificate('done'), certificate('revoked', new Date()), certificate('outsider')])
  .returning();

const stop = (list: string, position: number, title: string) => ({ list, position, title });

t.test('the Learning list: learners, average progress, completion and quiz pass rates, where most stop', async (t) => {
  const res = await admin.get('admin/learning/courses?page=1&length=100');
  t.equal(res.statusCode, 200);
  const rows = res.json().data as { slug: string }[];
  t.equal(res.json().totalRecords, rows.length, 'every course on one page');
  t.same(
    rows.find((r) => r.slug === COURSE),
    {
      slug: COURSE,
      title: course.title,
      learners: 6,
      // (100 + 40 + 40 + 0 + 0 + 100) / 6: the one who never started counts as 0.
      average_percent: 46.7,
      // Only the certificate that stands, of a buyer: 1 of 6.
      completion_rate: 16.7,
      // Attempted (learner, set) pairs 4 (the outsider's is not a learner's), passed 3.
      quiz_pass_rate: 75,
      most_stop_at: { ...stop('course', 2, 'Lesson 3'), learners: 2 },
    },
  );
  t.same(
    rows.find((r) => r.slug === 'crypto-foundations'),
    {
      slug: 'crypto-foundations',
      title: (await up.app.catalogue.findCourse('crypto-foundations'))!.title,
      learners: 1,
      average_percent: 0,
      completion_rate: 0,
      quiz_pass_rate: null,
      most_stop_at: null,
    },
    'bought, never started: nobody stuck, no quiz attempted',
  );
  const other = rows.find((r) => r.slug !== COURSE && r.slug !== 'crypto-foundations');
  t.match(other, { learners: 0, average_percent: null, completion_rate: null, quiz_pass_rate: null, most_stop_at: null }, 'a course nobody bought');

  const found = (await admin.get(`admin/learning/courses?q=${encodeURIComponent(course.title.toUpperCase())}`)).json();
  t.same(
    found.data.map((r: { slug: string }) => r.slug),
    [COURSE],
    'a part of the title, any case, finds the course',
  );
  t.equal((await admin.get('admin/learning/courses?q=%25')).json().totalRecords, 0, "LIKE's wildcards are literal");
  const paged = (await admin.get('admin/learning/courses?page=2&length=2')).json();
  t.equal(paged.data.length, 2, 'paged like the other admin lists');
  t.equal((await admin.get('admin/learning/courses?length=0')).statusCode, 422);
});

t.test('one course: the funnel per chapter, each quiz set, and the learners with the stuck first', async (t) => {
  const res = await admin.get(`admin/learning/courses/${COURSE}`);
  t.equal(res.statusCode, 200);
  const data = res.json().data;
  t.match(data, { learners: 6, average_percent: 46.7, completion_rate: 16.7, quiz_pass_rate: 75, most_stop_at: { title: 'Lesson 3', learners: 2 } });
  t.same(data.chapters, [
    { ...stop('course', 0, 'Lesson 1'), completed: 4 },
    { ...stop('course', 1, 'Lesson 2'), completed: 4 },
    { ...stop('course', 2, 'Lesson 3'), completed: 2 },
    { ...stop('live_session', 0, 'Live session 1'), completed: 2 },
    { ...stop('quiz', 0, 'Quiz 1'), completed: 2 },
  ]);
  t.same(data.quiz_sets, [
    { id: basics!.id, title: 'Basics', pass_percent: 70, attempted: 2, passed: 1, average_best_score: 65 },
    { id: risk!.id, title: 'Risk', pass_percent: 80, attempted: 2, passed: 2, average_best_score: 92.5 },
  ]);
  const list = data.learner_list as { email: string; last_activity: string | null }[];
  t.same(
    list.map((l) => l.email),
    ['idle', 'slow', 'mid', 'never', 'revoked', 'done'].map((n) => people[n as (typeof names)[number]].email),
    'stuck (longest idle first), never started, then complete (latest first)',
  );
  t.match(list[0], {
    user_id: ids.idle,
    name: 'Ada Lovelaceidle',
    percent: 0,
    completed: 0,
    total: 5,
    last_activity: String,
    certificate: false,
    stuck: true,
    stopped_at: stop('course', 0, 'Lesson 1'),
  });
  t.match(list[1], { percent: 40, completed: 2, stuck: true, stopped_at: stop('course', 2, 'Lesson 3') });
  t.match(list[3], { percent: 0, last_activity: null, stuck: false, stopped_at: null, certificate: false });
  t.match(list[4], { percent: 100, stuck: false, stopped_at: null, certificate: false }, 'a revoked certificate is none');
  t.match(list[5], { percent: 100, stuck: false, stopped_at: null, certificate: true });
  t.ok(list[0]!.last_activity! < list[1]!.last_activity!);

  t.same((await admin.get('admin/learning/courses/no-such-course')).json(), { code: 404, message: 'Course not found' });
  t.equal((await admin.get('admin/learning/courses/Bad%20Slug')).statusCode, 422);
});

t.test("a user's learning: each course they own with progress, quiz sets and certificate", async (t) => {
  const done = (await admin.get(`admin/users/${ids.done}/learning`)).json();
  t.equal(done.code, 200);
  t.same(done.data.user, { user_id: ids.done, name: 'Ada Lovelacedone', email: people.done.email });
  t.same(
    done.data.courses.map((c: { slug: string }) => c.slug),
    ['crypto-foundations', COURSE],
    'the newest purchase first',
  );
  t.match(done.data.courses[1], {
    slug: COURSE,
    percent: 100,
    completed: 5,
    total: 5,
    last_activity: String,
    stopped_at: null,
    quiz_sets: [
      { id: basics!.id, title: 'Basics', best_score: 90, passed: true },
      { id: risk!.id, title: 'Risk', best_score: 85, passed: true },
    ],
    quizzes_passed: 2,
    certificate_id: issued!.id,
  });
  t.match(done.data.courses[0], { percent: 0, last_activity: null, quiz_sets: [], quizzes_passed: 0, certificate_id: null });

  const slow = (await admin.get(`admin/users/${ids.slow}/learning`)).json().data.courses;
  t.match(slow, [
    {
      percent: 40,
      stopped_at: stop('course', 2, 'Lesson 3'),
      quiz_sets: [
        { title: 'Basics', best_score: 40, passed: false },
        { title: 'Risk', best_score: null, passed: false },
      ],
      quizzes_passed: 0,
      certificate_id: null,
    },
  ]);
  t.same((await admin.get(`admin/users/${ids.outsider}/learning`)).json().data.courses, [], 'owns nothing: no course, whatever rows they left');
  t.same((await admin.get('admin/users/00000000-0000-4000-8000-000000000000/learning')).json(), { code: 404, message: 'No user with this id' });
  t.equal((await admin.get('admin/users/not-an-id/learning')).statusCode, 422);
});

t.test('a customer or nobody cannot read the insight', async (t) => {
  for (const url of ['admin/learning/courses', `admin/learning/courses/${COURSE}`, `admin/users/${ids.done}/learning`]) {
    const asCustomer = await learner('done').get(url);
    t.ok([401, 403].includes(asCustomer.statusCode), `a customer: ${url} ${asCustomer.statusCode}`);
    t.notOk(asCustomer.json().data);
    t.equal((await up.app.inject({ method: 'GET', url: `${API}/${url}` })).statusCode, 401, `nobody: ${url}`);
  }
});
