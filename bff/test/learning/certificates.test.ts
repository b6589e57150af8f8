import { randomUUID } from 'node:crypto';
import t from 'tap';
import supertest from 'supertest';
import { adminToken, API as UPSTREAM_API } from '../../../upstream/test/helper.ts';
import { pdfText } from '../../../upstream/test/pdf-text.ts';
import { boughtItems } from '../../../upstream/test/refunds/refund-helper.ts';
import { adminCookie, API, buildTestShop, call } from '../helper.ts';
import { pageRequest, WEB_BUILD } from '../web-build.ts';

// A guest checks a certificate through the BFF: the JSON, the PDF (a plain link) and the server-rendered page.
const shop = await buildTestShop(t, { bffEnv: WEB_BUILD });
const { app, up } = shop;
const SLUG = 'forex-foundations';
// The learner finishes the course at the upstream (the player's calls are tested there and in the browser).
const learner = await boughtItems(up, 'bffcert', { courses: [SLUG] });
const course = (await up.app.catalogue.findCourse(SLUG))!;
// The learner's ticks count here (upstream/test/learning/watched-certificates.test.ts holds what watching must be).
const letMarkingCount = await up.app.inject({
  method: 'POST',
  url: `${UPSTREAM_API}/admin/updateCourse`,
  payload: { slug: SLUG, certificate_counts: 'marked' },
  headers: { authorization: `Bearer ${await adminToken(up)}` },
});
if (letMarkingCount.statusCode !== 200) throw new Error(letMarkingCount.body);
const chapters = [
  ...course.courseVideos.map((_, position) => ({ list: 'course', position })),
  ...course.liveSessionVideos.map((_, position) => ({ list: 'live_session', position })),
  ...course.quizVideos.map((_, position) => ({ list: 'quiz', position })),
];
for (const chapter of chapters) {
  await up.app.inject({
    method: 'POST',
    url: `${UPSTREAM_API}/progress/complete`,
    payload: { slug: SLUG, ...chapter, completed: true },
    headers: { authorization: `Bearer ${learner.token}` },
  });
}
const details = await up.app.inject({ method: 'GET', url: `${UPSTREAM_API}/user/details`, headers: { authorization: `Bearer ${learner.token}` } });
const id = (details.json().data.courses as { slug: string; certificate: { id: string } | null }[]).find((c) => c.slug === SLUG)?.certificate?.id ?? '';

const page = (path: string) => pageRequest(app.server, path);

t.test('a guest reads the verification through the BFF, with no session', async (t) => {
  t.match(id, /^[0-9a-f-]{36}$/, 'the learner earned one');
  const res = await call(app, 'get', `${API}/certificates/${id}`).expect(200);
  t.match(res.body, {
    code: 200,
    message: 'Certificate verified',
    data: { id, holder_name: 'Ada King Lovelacebffcert', course_title: 'Forex Foundations', valid: true },
  });
  const unknown = await call(app, 'get', `${API}/certificates/${randomUUID()}`).expect(404);
  t.same(unknown.body, { code: 404, message: 'No certificate has this number' });
  t.same((await call(app, 'get', `${API}/certificates/not-a-number`).expect(404)).body, { code: 404, message: 'No certificate has this number' });
});

t.test('a guest downloads the PDF by a plain link (no x-csrf), streamed through the BFF', async (t) => {
  const res = await supertest(app.server).get(`${API}/certificates/${id}/pdf`).responseType('blob').expect(200);
  t.equal(res.headers['content-type'], 'application/pdf');
  t.equal(res.headers['content-disposition'], `attachment; filename="certificate-${id}.pdf"`);
  const { text } = await pdfText(res.body as Uint8Array);
  t.match(text, 'Ada King Lovelacebffcert');
  t.match(text, 'Forex Foundations');
  t.match(text, id);
  t.match(text, `${up.app.config.PUBLIC_URL}/certificates/${id}`, "the verification URL on the shop's public origin");
});

t.test('the verification page arrives rendered; an unknown number is a 404 page', async (t) => {
  const res = await page(`/certificates/${id}`).expect(200);
  t.match(res.text, 'Certificate verified');
  t.match(res.text, /<bdi class="[^"]*">Ada King Lovelacebffcert<\/bdi>/, 'the name in its own direction, as on the PDF');
  t.match(res.text, /<bdi>Forex Foundations<\/bdi>/, 'so is the course title');
  t.match(res.text, `href="/api/academy/certificates/${id}/pdf"`);
  t.match(res.text, '<meta name="robots" content="noindex');
  const unknown = await page(`/certificates/${randomUUID()}`).expect(404);
  t.match(unknown.text, 'No certificate has this number');
  t.match((await page('/certificates/abc').expect(404)).text, 'No certificate has this number');
});

t.test("an admin's refund through the BFF: the page, even cached, then says it is no longer valid, and the PDF is gone", async (t) => {
  await page(`/certificates/${id}`).expect(200);
  const admin = await adminCookie(shop);
  await call(app, 'post', `${API}/admin/orders/${learner.orderId}/refund`, admin)
    .send({ reason: 'Changed my mind', method: 'USDT TRC20 to TXy3, tx 9f2c' })
    .expect(201);
  const res = await page(`/certificates/${id}`).expect(200);
  t.match(res.text, 'This certificate is no longer valid');
  t.notMatch(res.text, 'Certificate verified');
  t.notMatch(res.text, 'Download PDF');
  const pdf = await supertest(app.server).get(`${API}/certificates/${id}/pdf`).expect(404);
  t.same(pdf.body, { code: 404, message: 'This certificate is no longer valid' });
});
