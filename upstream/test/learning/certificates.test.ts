import { randomUUID } from 'node:crypto';
import t from 'tap';
import { and, eq } from 'drizzle-orm';
import { certificates } from '../../src/certificates/tables.ts';
import { lessonProgress } from '../../src/learning/tables.ts';
import { quizAttempts, quizSets } from '../../src/quizzes/tables.ts';
import { listsOf } from '../../src/catalogue/tables.ts';
import { API, buildTestUpstream, registeredCustomer } from '../helper.ts';
import { lastMailTo } from '../outbox.ts';
import { initialize, usdOf } from '../payments/pay-helper.ts';
import { pdfText } from '../pdf-text.ts';
import { asAdmin, boughtItems, customerGet, pay } from '../refunds/refund-helper.ts';

// A certificate: earned by finishing every chapter and passing every quiz set, checked by anyone, revoked by a refund.
const up = await buildTestUpstream(t);
const { db } = up.app.database;
const SLUG = 'forex-foundations';
const learner = await boughtItems(up, 'cert', { courses: [SLUG] });
const stranger = await registeredCustomer(up, 'stranger');
const admin = await asAdmin(up);
// Issuing, mailing and revoking are this file's; what a chapter must be to count is
// watched-certificates.test.ts's. Here the learner's ticks count, as the course's admin may choose.
const letMarkingCount = await admin.post('updateCourse', { slug: SLUG, certificate_counts: 'marked' });
if (letMarkingCount.statusCode !== 200) throw new Error(letMarkingCount.body);
const course = (await up.app.catalogue.findCourse(SLUG))!;
const learnerId = (await up.app.accounts.findByEmail(learner.email))!.id;
const chapters = [
  ...course.courseVideos.map((_, position) => ({ list: 'course', position })),
  ...course.liveSessionVideos.map((_, position) => ({ list: 'live_session', position })),
  ...course.quizVideos.map((_, position) => ({ list: 'quiz', position })),
];
const [quiz] = await db.insert(quizSets).values({ courseId: course.id, title: 'Forex basics quiz', passPercent: 70 }).returning();

const mark = (token: string, chapter: { list: string; position: number }, completed = true) =>
  up.app.inject({
    method: 'POST',
    url: `${API}/progress/complete`,
    payload: { slug: SLUG, ...chapter, completed },
    headers: { authorization: `Bearer ${token}` },
  });
const attempt = (userId: string, passed: boolean) =>
  db.insert(quizAttempts).values({ userId, setId: quiz!.id, answers: {}, correct: passed ? 9 : 3, total: 10, scorePercent: passed ? 90 : 30, passed });
const ownCertificate = async (token: string) =>
  ((await customerGet(up, token, 'user/details')).json().data.courses as { slug: string; certificate: { id: string; issued_at: string } | null }[]).find(
    (c) => c.slug === SLUG,
  )?.certificate;
const rowsOf = (userId: string) =>
  db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, course.id)));
/** Certificate mails promised to `to`: the mail queue's jobs (jobs/queue.ts), sent or not yet. */
const certificateMails = async (to: string) => {
  const { rows } = await up.app.database.jobs.db.executeSql(
    `select count(*)::int as n from pgboss.job where name = 'mail' and data->>'to' = $1 and data->>'subject' = 'Your certificate for Forex Foundations'`,
    [to],
  );
  return rows[0].n as number;
};
const get = (url: string) => up.app.inject({ method: 'GET', url: `${API}/${url}` });
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const written = (d: Date) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;

let id = '';

t.test('no certificate while a chapter is unfinished, nor while a quiz set is not passed', async (t) => {
  t.ok(chapters.length >= 3, `the demo course has chapters in its lists (${chapters.length})`);
  for (const chapter of chapters.slice(0, -1)) t.equal((await mark(learner.token, chapter)).statusCode, 200);
  t.equal(await ownCertificate(learner.token), null, 'one chapter is left');
  t.equal((await mark(learner.token, chapters.at(-1)!)).statusCode, 200);
  t.equal(await ownCertificate(learner.token), null, 'every chapter is done, but the quiz set is not passed');
  await attempt(learnerId, false);
  t.equal((await mark(learner.token, chapters[0]!)).statusCode, 200);
  t.equal(await ownCertificate(learner.token), null, 'a failed attempt is not a pass');
  t.same(await rowsOf(learnerId), []);
  t.equal(await up.app.certificates.awardIfComplete(learnerId, course.id), null);
});

t.test('once both hold it is issued once, however many calls race, with one mail holding both links', async (t) => {
  await attempt(learnerId, true);
  // A chapter marked unfinished and complete again: the last step is a completion, as in the player.
  await mark(learner.token, chapters[1]!, false);
  const [a, b] = await Promise.all([mark(learner.token, chapters[1]!), mark(learner.token, chapters[1]!)]);
  t.equal(a.statusCode, 200);
  t.equal(b.statusCode, 200);
  const direct = await Promise.all([up.app.certificates.awardIfComplete(learnerId, course.id), up.app.certificates.awardIfComplete(learnerId, course.id)]);
  const rows = await rowsOf(learnerId);
  t.equal(rows.length, 1, 'one certificate');
  id = rows[0]!.id;
  t.same(
    direct.map((c) => c?.id),
    [id, id],
  );
  t.match(rows[0], { holderName: 'Ada King Lovelacecert', courseTitle: 'Forex Foundations', revokedAt: null });
  t.same(await ownCertificate(learner.token), { id, issued_at: rows[0]!.issuedAt.toISOString() }, 'Your Courses links it, with its date');
  t.equal(await certificateMails(learner.email), 1, 'one mail');
  const mail = await lastMailTo(up.dataDir, learner.email, { subject: /certificate/ });
  t.equal(mail.subject, 'Your certificate for Forex Foundations');
  t.match(mail.text, `http://localhost:3000/api/academy/certificates/${id}/pdf`);
  t.match(mail.text, `http://localhost:3000/certificates/${id}`);
  t.match(mail.html, `href="http://localhost:3000/certificates/${id}"`);
});

t.test('not for a learner who does not own the course, whatever their progress says', async (t) => {
  const strangerId = (await up.app.accounts.findByEmail(stranger.email))!.id;
  t.equal((await mark(stranger.token, chapters[0]!)).statusCode, 403);
  await db.insert(lessonProgress).values(
    chapters.map((c) => ({
      userId: strangerId,
      courseId: course.id,
      list: c.list as 'course',
      entry: listsOf(course)[c.list as 'course'][c.position]!,
      completed: true,
    })),
  );
  await attempt(strangerId, true);
  t.equal(await up.app.certificates.awardIfComplete(strangerId, course.id), null);
  t.same(await rowsOf(strangerId), []);
});

t.test('anyone checks it by its number, without a session', async (t) => {
  const res = await get(`certificates/${id}`);
  t.equal(res.statusCode, 200);
  const issued = (await rowsOf(learnerId))[0]!.issuedAt;
  t.same(res.json(), {
    code: 200,
    message: 'Certificate verified',
    data: {
      id,
      holder_name: 'Ada King Lovelacecert',
      course_title: 'Forex Foundations',
      course_slug: SLUG,
      course_category: course.category,
      issued_at: issued.toISOString(),
      valid: true,
    },
  });
});

t.test('its PDF names the holder, the course, the date, the number and where to check it', async (t) => {
  const res = await get(`certificates/${id}/pdf`);
  t.equal(res.statusCode, 200);
  t.equal(res.headers['content-type'], 'application/pdf');
  t.equal(res.headers['content-disposition'], `attachment; filename="certificate-${id}.pdf"`);
  const { pages, text } = await pdfText(res.rawPayload);
  t.equal(pages.length, 1, 'one page');
  for (const expected of ['Certificate of Completion', 'Ada King Lovelacecert', 'Forex Foundations', written((await rowsOf(learnerId))[0]!.issuedAt), id])
    t.match(text, expected);
  t.match(text, `http://localhost:3000/certificates/${id}`);
  const again = await get(`certificates/${id}/pdf`);
  t.ok(again.rawPayload.equals(res.rawPayload), 'asked again, the same file: made once, not rendered anew (each rendering differs in its date)');
});

t.test('an unknown or malformed number is a 404 with a message, for the page and the PDF', async (t) => {
  for (const wrong of [randomUUID(), 'abc', `${id}x`, '1 or 1=1']) {
    for (const url of [`certificates/${encodeURIComponent(wrong)}`, `certificates/${encodeURIComponent(wrong)}/pdf`]) {
      const res = await get(url);
      t.equal(res.statusCode, 404, url);
      t.same(res.json(), { code: 404, message: 'No certificate has this number' }, url);
    }
  }
});

t.test('a refund of the course revokes it; buying again and still complete makes it valid again', async (t) => {
  t.equal((await admin.refund(learner.orderId, { reason: 'Changed my mind', method: 'USDT TRC20 to TXy3, tx 9f2c' })).statusCode, 201);
  const res = await get(`certificates/${id}`);
  t.match(res.json(), { code: 200, message: 'This certificate is no longer valid', data: { id, valid: false } });
  t.same((await get(`certificates/${id}/pdf`)).json(), { code: 404, message: 'This certificate is no longer valid' });
  t.notOk(await ownCertificate(learner.token), 'Your Courses no longer lists it');
  t.equal(await up.app.certificates.awardIfComplete(learnerId, course.id), null, 'not while the course is not owned');

  const order = await initialize(up, learner.token, { amount: await usdOf(up, SLUG), currency: 'USD', metadata: JSON.stringify({ courses: [SLUG] }) });
  t.equal(await pay(up, { orderId: order.json().data.order_id, amount: await usdOf(up, SLUG) }), 'credited');
  t.equal((await get(`certificates/${id}`)).json().data.valid, false, 'buying alone changes nothing until the next award');
  t.equal((await mark(learner.token, chapters[0]!)).statusCode, 200);
  t.match((await get(`certificates/${id}`)).json(), { message: 'Certificate verified', data: { id, valid: true } });
  const rows = await rowsOf(learnerId);
  t.equal(rows.length, 1, 'the same certificate');
  t.same(await ownCertificate(learner.token), { id, issued_at: rows[0]!.issuedAt.toISOString() }, 'on Your Courses again, of its first date');
  t.equal(await certificateMails(learner.email), 1, 'no second mail');
});

t.test("watching the last chapter to its end issues the certificate; the player's reports before the end do not", async (t) => {
  const watcher = await boughtItems(up, 'watcher', { courses: [SLUG] });
  const watcherId = (await up.app.accounts.findByEmail(watcher.email))!.id;
  await attempt(watcherId, true);
  for (const chapter of chapters.slice(0, -1)) await mark(watcher.token, chapter);
  const report = (seconds: number) =>
    up.app.inject({
      method: 'POST',
      url: `${API}/progress`,
      payload: { slug: SLUG, ...chapters.at(-1)!, seconds, duration: 6 },
      headers: { authorization: `Bearer ${watcher.token}` },
    });
  t.equal((await report(2)).statusCode, 200);
  t.equal((await rowsOf(watcherId)).length, 0, 'a third of the way: none');
  t.equal((await report(6)).statusCode, 200);
  t.equal((await rowsOf(watcherId)).length, 1, 'at its end: issued');
  t.ok(await ownCertificate(watcher.token), 'and on Your Courses');
});

t.test('a name in any of the scripts its fonts hold is printed as written: Yoruba, Hausa, Igbo, Vietnamese, Cyrillic, Greek', async (t) => {
  const named = await boughtItems(up, 'named', { courses: [SLUG] });
  const namedId = (await up.app.accounts.findByEmail(named.email))!.id;
  const names = { first_name: 'Ọláolúwa Ɗanjuma', middle_name: 'Ụ̀zọ Nguyễn', last_name: 'Адéṣínà Αλεξίου' };
  const update = await up.app.inject({ method: 'POST', url: `${API}/user/update`, payload: names, headers: { authorization: `Bearer ${named.token}` } });
  t.equal(update.statusCode, 200);
  await attempt(namedId, true);
  for (const chapter of chapters) await mark(named.token, chapter);
  const certificate = await ownCertificate(named.token);
  t.ok(certificate, 'issued');
  const { text } = await pdfText((await get(`certificates/${certificate!.id}/pdf`)).rawPayload);
  t.match(text, `${names.first_name} ${names.middle_name} ${names.last_name}`, 'every letter read back from the PDF');
});
