import t from 'tap';
import { and, count, eq } from 'drizzle-orm';
import { POSTS_PER_HOUR } from '@academy/shared/questions';
import { advance } from '../../../shared/test/clock.ts';
import { auditEntries } from '../../src/audit/tables.ts';
import { lessonQuestions } from '../../src/questions/tables.ts';
import { API, adminToken, buildTestUpstream, grantItems, registeredCustomer } from '../helper.ts';

// Questions under lessons (docs/decisions/096-questions-under-lessons.md): a course's learners ask on a
// chapter (at a second of it) and answer each other, the asker is mailed when someone else answers,
// the staff answer from their queue and hide what does not belong, and each learner may post so many
// an hour. Bad input, and strangers, change nothing.
const up = await buildTestUpstream(t, { TEST_CLOCK: 'true' });
const { db } = up.app.database;
const COURSE = 'forex-foundations';
const admin = await adminToken(up);
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  up.app.inject({ method, url: `${API}/${url}`, payload, headers: { authorization: `Bearer ${token}` } });
async function learner(n: string) {
  const who = await registeredCustomer(up, n);
  return { ...who, id: await grantItems(up, who.email, [{ type: 'course', slug: COURSE }]) };
}
const ANSWERED = 'Your question on Forex Foundations was answered';
const [ada, ben] = [await learner('qa-ada'), await learner('qa-ben')];
const stranger = await registeredCustomer(up, 'qa-stranger');
const chapter = (token: string, position = 0) => call('GET', `courses/${COURSE}/questions?list=course&position=${position}`, token);
const ask = (token: string, body: string, at_second: number | null = null, position = 0) =>
  call('POST', `courses/${COURSE}/questions`, token, { list: 'course', position, body, at_second });
/** The answer mails promised to `to` (the queue's jobs, whether or not sent yet). */
const mailsTo = async (to: string) => {
  const { rows } = await up.app.database.jobs.db.executeSql(
    `select data->>'subject' as subject, data->>'text' as text from pgboss.job where name = 'mail' and data->>'to' = $1 and data->>'subject' = $2`,
    [to, ANSWERED],
  );
  return rows as { subject: string; text: string }[];
};

let asked = '';
t.test('a learner asks at a second of the lesson; classmates read it as text, strangers cannot', async (t) => {
  const res = await ask(ada.token, 'Why does <b>the spread</b> widen at 22:00?', 4);
  t.equal(res.statusCode, 201, res.body);
  asked = res.json().data.id;
  const seen = (await chapter(ben.token)).json().data;
  t.match(seen, [{ id: asked, author: 'Ada L.', mine: false, body: 'Why does <b>the spread</b> widen at 22:00?', at_second: 4, answers: [] }]);
  t.same((await chapter(ben.token, 1)).json().data, [], "another chapter's questions are its own");
  t.equal((await chapter(stranger.token)).statusCode, 403);
  t.equal((await ask(stranger.token, 'Let me in')).statusCode, 403);
  t.equal((await call('POST', `questions/${asked}/answers`, stranger.token, { body: 'Spam' })).statusCode, 404, 'a stranger cannot answer either');
});

t.test('a classmate answers; the asker is mailed, and not for their own answer', async (t) => {
  const res = await call('POST', `questions/${asked}/answers`, ben.token, { body: 'Rollover: liquidity thins out.' });
  t.equal(res.statusCode, 201, res.body);
  t.match(res.json().data, { author: 'Ada L.', staff: false, body: 'Rollover: liquidity thins out.' });
  const mails = await mailsTo(ada.email);
  t.equal(mails.length, 1);
  t.match(mails[0], { subject: ANSWERED, text: /Read the answer: http:\/\/localhost:3000\/dashboard\/course\/forex-foundations\?list=course&chapter=1/ });
  await call('POST', `questions/${asked}/answers`, ada.token, { body: 'Thanks!' });
  t.equal((await mailsTo(ada.email)).length, 1, 'no mail for her own answer');
  const [q] = (await chapter(ada.token)).json().data;
  t.match(q, { mine: true, answers: [{ body: 'Rollover: liquidity thins out.' }, { body: 'Thanks!' }] });
});

t.test("the staff's queue holds the unanswered; a staff answer is audited and mailed; a hidden question leaves the lesson", async (t) => {
  const open = (await ask(ben.token, 'Is the demo account enough to start?', null, 1)).json().data.id as string;
  const queue = (await call('GET', 'admin/questions', admin)).json();
  t.equal(queue.totalRecords, 1, 'only the unanswered');
  t.match(queue.data[0], {
    id: open,
    course: { slug: COURSE },
    chapter: { list: 'course', position: 1, title: 'Lesson 2' },
    asker: { email: ben.email },
    answers: [],
  });
  t.equal((await call('GET', 'admin/questions?state=all', admin)).json().totalRecords, 2);

  const answered = await call('POST', `admin/questions/${open}/answers`, admin, { body: 'Yes: trade it for a month first.' });
  t.equal(answered.statusCode, 201, answered.body);
  t.match(answered.json().data, { staff: true, author: /\(academy\)$/ });
  t.equal((await call('GET', 'admin/questions', admin)).json().totalRecords, 0, 'the queue is empty');
  t.match(await mailsTo(ben.email), [{ subject: ANSWERED }]);
  const [entry] = await db.select().from(auditEntries).where(eq(auditEntries.action, 'question.answer'));
  t.match(entry, { targetType: 'question', targetId: open, after: { answer: 'Yes: trade it for a month first.' } });

  const hidden = await call('POST', `admin/questions/${asked}/hide`, admin, {});
  t.same(hidden.json(), { code: 200, message: 'Question hidden' });
  await call('POST', `admin/questions/${asked}/hide`, admin, {});
  t.same((await chapter(ben.token)).json().data, [], 'learners no longer see it');
  t.equal((await call('POST', `questions/${asked}/answers`, ben.token, { body: 'Late' })).statusCode, 404, 'nor answer it');
  const [hides] = await db
    .select({ n: count() })
    .from(auditEntries)
    .where(and(eq(auditEntries.action, 'question.hide'), eq(auditEntries.targetId, asked)));
  t.equal(hides!.n, 1, 'hidden once, logged once');
  const all = (await call('GET', 'admin/questions?state=all', admin)).json().data as { id: string; hidden: boolean }[];
  t.ok(all.find((q) => q.id === asked)!.hidden, 'the staff still see it, marked');

  // One answer hidden: the question stays, without it; the staff see it marked.
  const [staffReply] = (await chapter(ben.token, 1)).json().data[0].answers as { id: string }[];
  t.same((await call('POST', `admin/answers/${staffReply!.id}/hide`, admin, {})).json(), { code: 200, message: 'Answer hidden' });
  t.same((await chapter(ben.token, 1)).json().data[0].answers, [], 'learners no longer see the answer');
  const kept = (await call('GET', 'admin/questions?state=all', admin)).json().data as { id: string; answers: { hidden: boolean }[] }[];
  t.same(
    kept.find((q) => q.id === open)!.answers.map((a) => a.hidden),
    [true],
  );
  const [answerEntry] = await db.select().from(auditEntries).where(eq(auditEntries.action, 'answer.hide'));
  t.match(answerEntry, { targetType: 'question', targetId: staffReply!.id });
  t.equal((await call('POST', `admin/answers/${open}/hide`, admin, {})).statusCode, 404, 'no answer of that id');
  t.equal((await call('GET', 'admin/questions', ben.token)).statusCode, 401, 'a customer has no queue');
});

t.test('bad input is refused and stores nothing; a learner posts at most so many an hour', async (t) => {
  const before = (await db.select({ n: count() }).from(lessonQuestions))[0]!.n;
  for (const bad of [
    { list: 'course', position: 0, body: '   ' },
    { list: 'course', position: 0, body: 'x'.repeat(2001) },
    { list: 'course', position: 9, body: 'Where?' },
    { list: 'course', position: 0, body: 'When?', at_second: -1 },
    { list: 'nowhere', position: 0, body: 'Which?' },
  ]) {
    const res = await call('POST', `courses/${COURSE}/questions`, ada.token, bad);
    t.equal(res.statusCode, 422, `${JSON.stringify(bad).slice(0, 60)}: ${res.json().message}`);
  }
  t.equal((await db.select({ n: count() }).from(lessonQuestions))[0]!.n, before, 'nothing stored');

  const cy = await learner('qa-cy');
  for (let n = 0; n < POSTS_PER_HOUR.questions; n++) t.equal((await ask(cy.token, `Question ${n + 1}`)).statusCode, 201);
  const over = await ask(cy.token, 'One more');
  t.same(over.json(), { code: 429, message: 'You have posted 10 questions in the last hour: please wait a little before posting more' });
  advance(3600_000, up.app);
  t.equal((await ask((await registeredCustomer(up, 'qa-cy-again')).token, 'Not a buyer')).statusCode, 403);
  t.equal((await ask(await freshToken(cy), 'An hour later')).statusCode, 201, 'an hour later they may ask again');
});

/** Signed in again: the clock moved past the access token's life. */
async function freshToken(who: { email: string; password: string }) {
  return (await up.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { email: who.email, password: who.password } })).json().data.token as string;
}
