import { count } from 'drizzle-orm';
import t from 'tap';
import { quizAttempts } from '../../src/quizzes/tables.ts';
import { API, adminToken, buildTestUpstream, grantItems, registeredCustomer } from '../helper.ts';

// A course's question sets: the admin writes them, a buyer takes them and sees the answers afterwards.
const up = await buildTestUpstream(t);
const COURSE = 'forex-foundations';
const OTHER = 'crypto-foundations';
const admin = { authorization: `Bearer ${await adminToken(up)}` };
const learner = await registeredCustomer(up, 'quizzer');
const stranger = await registeredCustomer(up, 'quizstranger');
const learnerId = await grantItems(up, learner.email, [
  { type: 'course', slug: COURSE },
  { type: 'course', slug: OTHER },
]);
const courseId = (await up.app.catalogue.findCourse(COURSE))!.id;
const otherId = (await up.app.catalogue.findCourse(OTHER))!.id;

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  up.app.inject({ method, url: `${API}/${url}`, headers, payload });
const asLearner = { authorization: `Bearer ${learner.token}` };
const asStranger = { authorization: `Bearer ${stranger.token}` };
const attempts = async () => (await up.app.database.db.select({ n: count() }).from(quizAttempts))[0]!.n;

// Four questions: one wrong answer of four is 75%.
const fourQuestions = {
  title: '  Pips and lots  ',
  pass_percent: 75,
  questions: [
    { text: 'What is a pip?', kind: 'single', options: ['A price step', 'A fee', 'A lot'], correct: [0], explanation: 'The smallest usual price move.' },
    {
      text: 'Which are majors?',
      kind: 'multiple',
      options: ['EUR/USD', 'USD/JPY', 'BTC/USD', 'GBP/USD'],
      correct: [3, 0, 1],
      explanation: 'Pairs with the USD.',
    },
    { text: 'A standard lot is', kind: 'single', options: ['1,000 units', '100,000 units'], correct: [1], explanation: '' },
    { text: 'Leverage multiplies', kind: 'multiple', options: ['Gains', 'Losses', 'Spreads'], correct: [0, 1] },
  ],
};

t.test('the admin creates, lists, edits (keeping the ids sent back) and deletes sets', async (t) => {
  const made = await inject('POST', `admin/courses/${COURSE}/quizzes`, admin, fourQuestions);
  t.equal(made.statusCode, 201, made.body);
  const set = made.json().data;
  t.equal(set.title, 'Pips and lots', 'the title is trimmed');
  t.equal(set.questions.length, 4);
  t.same(set.questions[1].correct, [0, 1, 3], 'right answers kept in order');
  t.equal(set.questions[3].explanation, '', 'an explanation may be left out');
  t.equal(new Set(set.questions.map((q: { id: string }) => q.id)).size, 4, 'every question has an id of its own');

  const second = (await inject('POST', `admin/courses/${COURSE}/quizzes`, admin, { ...fourQuestions, title: 'Second' })).json().data;
  const list = (await inject('GET', `admin/courses/${COURSE}/quizzes`, admin)).json().data;
  t.same(
    list.map((s: { title: string; position: number }) => [s.title, s.position]),
    [
      ['Pips and lots', 0],
      ['Second', 1],
    ],
    'in the order they were added',
  );

  // Keep question 1 (edited), drop the rest, add a new one; an id from another set gets a new one.
  const edited = await inject('POST', `admin/quizzes/${second.id}`, admin, {
    title: 'Second, edited',
    pass_percent: 50,
    questions: [
      { ...fourQuestions.questions[0], id: second.questions[0].id, text: 'What is a pip, really?' },
      { ...fourQuestions.questions[2], id: set.questions[2].id },
    ],
  });
  t.equal(edited.statusCode, 200, edited.body);
  const after = edited.json().data;
  t.equal(after.questions[0].id, second.questions[0].id, 'a question sent back keeps its id');
  t.equal(after.questions[0].text, 'What is a pip, really?');
  t.not(after.questions[1].id, set.questions[2].id, "another set's question id is not taken over");
  t.equal(after.pass_percent, 50);

  t.equal((await inject('POST', `admin/quizzes/${second.id}/delete`, admin)).statusCode, 200);
  t.equal((await inject('GET', `admin/courses/${COURSE}/quizzes`, admin)).json().data.length, 1);
  t.equal((await inject('POST', `admin/quizzes/${second.id}/delete`, admin)).statusCode, 404, 'already gone');
  t.equal((await inject('POST', `admin/quizzes/${second.id}`, admin, fourQuestions)).statusCode, 404);
  t.equal((await inject('GET', `admin/courses/no-such-course/quizzes`, admin)).statusCode, 404);
  t.equal((await inject('POST', `admin/courses/${COURSE}/quizzes`, asLearner, fourQuestions)).statusCode, 401, 'admins only');
});

t.test('bad sets are refused with a clear message and change nothing', async (t) => {
  const before = (await inject('GET', `admin/courses/${COURSE}/quizzes`, admin)).json().data;
  const q = fourQuestions.questions[0]!;
  const cases: [object, RegExp][] = [
    [{ ...fourQuestions, title: '   ' }, /title is required/],
    [{ ...fourQuestions, pass_percent: 0 }, /pass mark is a whole percent from 1 to 100/],
    [{ ...fourQuestions, pass_percent: 70.5 }, /pass mark/],
    [{ ...fourQuestions, questions: [] }, /at least one question/],
    [{ ...fourQuestions, questions: [{ ...q, options: ['Only one'] }] }, /at least 2 options/],
    [{ ...fourQuestions, questions: [{ ...q, correct: [0, 1] }] }, /exactly one right answer/],
    [{ ...fourQuestions, questions: [{ ...q, correct: [3] }] }, /must be one of the options/],
    [{ ...fourQuestions, questions: [{ ...q, kind: 'multiple', correct: [] }] }, /at least one right answer/],
    [{ ...fourQuestions, questions: [{ ...q, kind: 'multiple', correct: [1, 1] }] }, /ticked twice/],
    [{ ...fourQuestions, questions: [{ ...q, options: ['A', ''] }] }, /option is required/],
    [{ ...fourQuestions, questions: [{ ...q, explanation: 'x'.repeat(2001) }] }, /at most 2000/],
  ];
  for (const [payload, message] of cases) {
    const res = await inject('POST', `admin/courses/${COURSE}/quizzes`, admin, payload);
    t.equal(res.statusCode, 422, JSON.stringify(payload).slice(0, 120));
    t.match(res.json(), { code: 422, message });
  }
  t.same((await inject('GET', `admin/courses/${COURSE}/quizzes`, admin)).json().data, before, 'nothing was added');
});

t.test('a buyer takes a set: exact choices score, the right answers only once passed, every attempt kept', async (t) => {
  const [set] = (await inject('GET', `admin/courses/${COURSE}/quizzes`, admin)).json().data;
  const [q1, q2, q3, q4] = set.questions.map((q: { id: string }) => q.id);

  const listed = await inject('GET', `courses/${COURSE}/quizzes`, asLearner);
  t.equal(listed.statusCode, 200);
  const seen = listed.json().data[0];
  t.match(seen, {
    id: set.id,
    title: 'Pips and lots',
    pass_percent: 75,
    attempts: 0,
    max_attempts: null,
    attempts_left: null,
    best_percent: null,
    passed: false,
    last_attempt: null,
  });
  t.notMatch(JSON.stringify(listed.json()), /correct|explanation|smallest usual/, 'no right answers or explanations before an attempt');
  t.same(Object.keys(seen.questions[0]).sort(), ['id', 'kind', 'option_ids', 'options', 'text']);
  t.same(seen.questions[1].option_ids, [0, 1, 2, 3], 'not shuffled: the options as written');
  t.same((await inject('GET', `courses/${COURSE}/quizzes/${set.id}/attempts`, asLearner)).json().data, { attempts: [], review: null });

  // Partial choice on q2 is wrong, q4 unanswered is wrong: 2 of 4 = 50%.
  const first = await inject('POST', `courses/${COURSE}/quizzes/${set.id}/attempts`, asLearner, { answers: { [q1]: [0], [q2]: [0, 1], [q3]: [1] } });
  t.equal(first.statusCode, 200, first.body);
  const r1 = first.json().data;
  t.match(r1, { score_percent: 50, correct: 2, total: 4, passed: false });
  t.same(
    r1.questions.map((q: { right: boolean }) => q.right),
    [true, false, true, false],
  );
  t.same(r1.questions[1], { id: q2, chosen: [0, 1], correct: null, right: false, explanation: null }, 'failed, with no limit: no right answers yet');
  t.same(r1.questions[3].chosen, [], 'unanswered');

  // Exactly the pass mark: 3 of 4 = 75% passes a 75% set (a wrong extra choice on q4 spoils it).
  const second = (
    await inject('POST', `courses/${COURSE}/quizzes/${set.id}/attempts`, asLearner, { answers: { [q1]: [0], [q2]: [3, 1, 0], [q3]: [1], [q4]: [0, 1, 2] } })
  ).json().data;
  t.match(second, { score_percent: 75, correct: 3, passed: true });
  t.same(second.questions[1], { id: q2, chosen: [0, 1, 3], correct: [0, 1, 3], right: true, explanation: 'Pairs with the USD.' }, 'passed: the answers show');

  const third = (await inject('POST', `courses/${COURSE}/quizzes/${set.id}/attempts`, asLearner, { answers: { [q1]: [2] } })).json().data;
  t.match(third, { score_percent: 0, passed: false });

  const history = (await inject('GET', `courses/${COURSE}/quizzes/${set.id}/attempts`, asLearner)).json().data;
  t.same(
    history.attempts.map((a: { score_percent: number }) => a.score_percent),
    [0, 75, 50],
    'newest first',
  );
  t.match(
    history.review,
    {
      id: third.id,
      score_percent: 0,
      questions: [{ id: q1, chosen: [2], correct: [0], right: false, explanation: 'The smallest usual price move.' }],
    },
    'once passed, later attempts show the answers too',
  );

  const summary = (await inject('GET', `courses/${COURSE}/quizzes`, asLearner)).json().data[0];
  t.match(summary, { attempts: 3, best_percent: 75, passed: true, last_attempt: { id: third.id, score_percent: 0, passed: false } });
});

t.test('answers that cannot be scored are 422 and nothing is stored', async (t) => {
  const [set] = (await inject('GET', `admin/courses/${COURSE}/quizzes`, admin)).json().data;
  const q1 = set.questions[0].id;
  const before = await attempts();
  const bad = [
    { answers: { '00000000-0000-4000-8000-000000000000': [0] } },
    { answers: { [q1]: [3] } },
    { answers: { [q1]: [-1] } },
    { answers: { [q1]: [0, 1] } },
    { answers: { 'not-a-uuid': [0] } },
    { answers: [[0]] },
    {},
  ];
  for (const payload of bad) {
    const res = await inject('POST', `courses/${COURSE}/quizzes/${set.id}/attempts`, asLearner, payload);
    t.equal(res.statusCode, 422, JSON.stringify(payload));
    t.same(Object.keys(res.json()).sort(), ['code', 'message']);
  }
  t.equal(await attempts(), before, 'no attempt was stored');
});

t.test('only buyers take quizzes; unknown courses and sets, and a set of another course, are 404', async (t) => {
  const [set] = (await inject('GET', `admin/courses/${COURSE}/quizzes`, admin)).json().data;
  const before = await attempts();
  for (const res of [
    await inject('GET', `courses/${COURSE}/quizzes`, asStranger),
    await inject('POST', `courses/${COURSE}/quizzes/${set.id}/attempts`, asStranger, { answers: {} }),
    await inject('GET', `courses/${COURSE}/quizzes/${set.id}/attempts`, asStranger),
  ]) {
    t.equal(res.statusCode, 403);
    t.same(res.json(), { code: 403, message: 'Buy this course to take its quizzes' });
  }
  t.equal((await inject('GET', `courses/${COURSE}/quizzes`, {})).statusCode, 401);
  t.equal((await inject('GET', `courses/no-such-course/quizzes`, asLearner)).statusCode, 404);
  t.same((await inject('POST', `courses/${OTHER}/quizzes/${set.id}/attempts`, asLearner, { answers: {} })).json(), { code: 404, message: 'Quiz not found' });
  t.equal((await inject('GET', `courses/${OTHER}/quizzes/${set.id}/attempts`, asLearner)).statusCode, 404);
  t.equal((await inject('GET', `courses/${COURSE}/quizzes/00000000-0000-4000-8000-000000000000/attempts`, asLearner)).statusCode, 404);
  t.equal(await attempts(), before);
});

t.test('passedAll and setCount: every set passed, or no sets at all', async (t) => {
  const { quizzes } = up.app;
  t.equal(await quizzes.setCount(otherId), 0);
  t.equal(await quizzes.passedAll(learnerId, otherId), true, 'a course without sets');
  t.equal(await quizzes.setCount(courseId), 1);
  t.equal(await quizzes.passedAll(learnerId, courseId), true, 'the one set was passed (once is enough)');
  const strangerId = (await up.app.accounts.findByEmail(stranger.email))!.id;
  t.equal(await quizzes.passedAll(strangerId, courseId), false, 'someone else passed it, not them');

  const added = (await inject('POST', `admin/courses/${COURSE}/quizzes`, admin, { ...fourQuestions, title: 'Another', pass_percent: 100 })).json().data;
  t.equal(await quizzes.setCount(courseId), 2);
  t.equal(await quizzes.passedAll(learnerId, courseId), false, 'a new set not passed yet');
  const answers = Object.fromEntries(added.questions.map((q: { id: string; correct: number[] }) => [q.id, q.correct]));
  t.match((await inject('POST', `courses/${COURSE}/quizzes/${added.id}/attempts`, asLearner, { answers })).json().data, { score_percent: 100, passed: true });
  t.equal(await quizzes.passedAll(learnerId, courseId), true);
});
