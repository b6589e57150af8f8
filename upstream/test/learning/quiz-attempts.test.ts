import t from 'tap';
import { count, eq } from 'drizzle-orm';
import { quizAttempts } from '../../src/quizzes/tables.ts';
import { shuffled } from '../../src/quizzes/shuffle.ts';
import { API, adminToken, buildTestUpstream, grantItems, registeredCustomer } from '../helper.ts';

// A quiz's attempts limit, its shuffle, and when a learner sees the right answers: after a pass or
// their last attempt, never after a failed try that leaves another (docs/decisions/091-certificates-that-mean-it.md).
const up = await buildTestUpstream(t);
const COURSE = 'forex-foundations';
const admin = { authorization: `Bearer ${await adminToken(up)}` };
const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  up.app.inject({ method, url: `${API}/${url}`, headers, payload });

async function learner(n: string) {
  const who = await registeredCustomer(up, n);
  await grantItems(up, who.email, [{ type: 'course', slug: COURSE }]);
  const auth = { authorization: `Bearer ${who.token}` };
  return {
    list: async () => (await inject('GET', `courses/${COURSE}/quizzes`, auth)).json().data as LearnerSet[],
    submit: (setId: string, answers: Record<string, number[]>) => inject('POST', `courses/${COURSE}/quizzes/${setId}/attempts`, auth, { answers }),
    history: async (setId: string) => (await inject('GET', `courses/${COURSE}/quizzes/${setId}/attempts`, auth)).json().data,
  };
}
interface LearnerSet {
  id: string;
  title: string;
  attempts: number;
  max_attempts: number | null;
  attempts_left: number | null;
  questions: { id: string; options: string[]; option_ids: number[] }[];
}
const stored = async (setId: string) => (await up.app.database.db.select({ n: count() }).from(quizAttempts).where(eq(quizAttempts.setId, setId)))[0]!.n;

const twoQuestions = {
  pass_percent: 100,
  questions: [
    { text: 'What is a pip?', kind: 'single', options: ['A price step', 'A fee', 'A lot'], correct: [0], explanation: 'The smallest usual price move.' },
    { text: 'A standard lot is', kind: 'single', options: ['1,000 units', '100,000 units'], correct: [1], explanation: 'One hundred thousand.' },
  ],
};
const created = async (body: object) => {
  const res = await inject('POST', `admin/courses/${COURSE}/quizzes`, admin, body);
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data as { id: string; questions: { id: string }[]; max_attempts: number | null; shuffle: boolean };
};

t.test('the admin sets the limit and the shuffle, and a bad limit is refused with nothing written', async (t) => {
  const set = await created({ ...twoQuestions, title: 'Limited', max_attempts: 2 });
  t.equal(set.max_attempts, 2);
  t.equal(set.shuffle, false);
  for (const max_attempts of [0, 21, 1.5, '2']) {
    const res = await inject('POST', `admin/quizzes/${set.id}`, admin, { ...twoQuestions, title: 'Limited', max_attempts });
    t.equal(res.statusCode, 422, `${max_attempts}: ${res.body}`);
  }
  const listed = (await inject('GET', `admin/courses/${COURSE}/quizzes`, admin)).json().data.find((s: { id: string }) => s.id === set.id);
  t.match(listed, { max_attempts: 2, shuffle: false }, 'unchanged by the refused saves');
  const open = await created({ ...twoQuestions, title: 'Open' });
  t.equal(open.max_attempts, null, 'left out: no limit');
});

t.test('with 2 attempts: the first failed hides the answers, the second shows them, the third is refused', async (t) => {
  const set = await created({ ...twoQuestions, title: 'Two tries', max_attempts: 2 });
  const [q1, q2] = set.questions.map((q) => q.id) as [string, string];
  const taker = await learner('two-tries');
  t.match(
    (await taker.list()).find((s) => s.id === set.id),
    { attempts: 0, max_attempts: 2, attempts_left: 2 },
  );

  const first = await taker.submit(set.id, { [q1]: [1], [q2]: [1] });
  t.equal(first.statusCode, 200, first.body);
  t.match(first.json().data, { passed: false, score_percent: 50 });
  t.same(
    first.json().data.questions,
    [
      { id: q1, chosen: [1], correct: null, right: false, explanation: null },
      { id: q2, chosen: [1], correct: null, right: true, explanation: null },
    ],
    'whether each was right, but not the right answers nor why',
  );
  t.notMatch(first.body, /smallest usual|hundred thousand/);
  t.same(
    (await taker.history(set.id)).review.questions.map((q: { correct: unknown }) => q.correct),
    [null, null],
    'nor in the history',
  );
  t.match(
    (await taker.list()).find((s) => s.id === set.id),
    { attempts: 1, attempts_left: 1 },
  );

  const second = (await taker.submit(set.id, { [q1]: [2] })).json().data;
  t.match(second, { passed: false, score_percent: 0 });
  t.same(
    second.questions.map((q: { correct: number[]; explanation: string }) => [q.correct, q.explanation]),
    [
      [[0], 'The smallest usual price move.'],
      [[1], 'One hundred thousand.'],
    ],
    'the last attempt shows the answers',
  );
  t.match(
    (await taker.list()).find((s) => s.id === set.id),
    { attempts: 2, attempts_left: 0 },
  );

  const third = await taker.submit(set.id, { [q1]: [0], [q2]: [1] });
  t.equal(third.statusCode, 409);
  t.same(third.json(), { code: 409, message: 'You have no attempts left at this quiz' });
  t.equal(await stored(set.id), 2, 'the refused attempt stored nothing');
  t.equal((await taker.history(set.id)).review.questions[0].correct[0], 0, 'the history shows them too');
});

t.test('a pass shows the answers at once; two submits at once cannot both take the last attempt', async (t) => {
  const set = await created({ ...twoQuestions, title: 'One try', max_attempts: 1 });
  const [q1, q2] = set.questions.map((q) => q.id) as [string, string];
  const passer = await learner('passer');
  const passed = (await passer.submit(set.id, { [q1]: [0], [q2]: [1] })).json().data;
  t.match(passed, { passed: true, questions: [{ correct: [0], explanation: 'The smallest usual price move.' }, { correct: [1] }] });

  const racer = await learner('racer');
  const both = await Promise.all([racer.submit(set.id, { [q1]: [0] }), racer.submit(set.id, { [q1]: [1] })]);
  t.same(both.map((r) => r.statusCode).sort(), [200, 409]);
  t.equal((await racer.history(set.id)).attempts.length, 1);
});

t.test('a shuffled set shows each learner its own order, the same on reload, a new one per attempt; answers name the options as written', async (t) => {
  const questions = Array.from({ length: 6 }, (_, n) => ({
    text: `Question ${n}`,
    kind: 'single',
    options: ['A', 'B', 'C', 'D', 'E'].map((o) => `${o}${n}`),
    correct: [n % 5],
    explanation: '',
  }));
  const set = await created({ title: 'Shuffled', pass_percent: 100, shuffle: true, questions });
  t.equal(set.shuffle, true);
  const taker = await learner('shuffled');
  const shown = (await taker.list()).find((s) => s.id === set.id)!;
  const again = (await taker.list()).find((s) => s.id === set.id)!;
  t.same(again.questions, shown.questions, 'the same order on reload');
  // Questions and options all as written would come once in 720 x 120^6 draws.
  t.notSame(
    shown.questions.map((q) => [q.id, q.option_ids]),
    set.questions.map((q) => [q.id, [0, 1, 2, 3, 4]]),
    'not in the written order',
  );
  for (const q of shown.questions) {
    const n = Number(/\d+$/.exec(q.options[0]!)![0]);
    t.same([...q.option_ids].sort(), [0, 1, 2, 3, 4], 'each option named once');
    t.same(
      q.options,
      q.option_ids.map((i) => questions[n]!.options[i]),
      'each shown option is the written one its id names',
    );
  }
  // Answering by the ids of the options whose text is right passes, whatever the order shown.
  const answers = Object.fromEntries(
    shown.questions.map((q) => {
      const n = Number(/\d+$/.exec(q.options[0]!)![0]);
      return [q.id, [q.option_ids[q.options.indexOf(questions[n]!.options[n % 5]!)]!]];
    }),
  );
  t.match((await taker.submit(set.id, answers)).json().data, { passed: true, score_percent: 100 });
  const next = (await taker.list()).find((s) => s.id === set.id)!;
  t.notSame(next.questions, shown.questions, 'a new order for the next attempt');
  const other = (await (await learner('shuffled-2')).list()).find((s) => s.id === set.id)!;
  t.notSame(other.questions, shown.questions, 'another learner, another order');
});

t.test('shuffled: a permutation, fixed by its seed', async (t) => {
  const items = Array.from({ length: 20 }, (_, i) => i);
  const a = shuffled(items, 'seed');
  t.same(
    [...a].sort((x, y) => x - y),
    items,
  );
  t.same(shuffled(items, 'seed'), a);
  t.notSame(shuffled(items, 'other'), a);
  t.same(
    items,
    Array.from({ length: 20 }, (_, i) => i),
    'the input is left as it was',
  );
});
