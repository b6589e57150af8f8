import t from 'tap';
import { grantItems } from '../../../upstream/test/helper.ts';
import { adminCookie, API, buildTestShop, call, signedInCustomer } from '../helper.ts';

// Question sets through the BFF's allowlist to a real upstream: the admin writes one, a buyer takes it.
const shop = await buildTestShop(t);
const { app } = shop;
const COURSE = 'forex-foundations';
const set = {
  title: 'Risk basics',
  pass_percent: 50,
  questions: [
    {
      text: 'A stop loss',
      kind: 'single',
      options: ['Limits a loss', 'Doubles a gain'],
      correct: [0],
      explanation: 'It closes the trade at a price you chose.',
    },
    { text: 'Risk per trade', kind: 'multiple', options: ['1%', '2%', '50%'], correct: [0, 1], explanation: 'Small, so a losing run is survivable.' },
  ],
};

t.test('the admin adds a set; a buyer lists it without answers, submits an attempt and reads its review', async (t) => {
  const admin = await adminCookie(shop);
  const made = await call(app, 'post', `${API}/admin/courses/${COURSE}/quizzes`, admin).send(set).expect(201);
  const { id, questions } = made.body.data as { id: string; questions: { id: string }[] };
  t.equal((await call(app, 'get', `${API}/admin/courses/${COURSE}/quizzes`, admin).expect(200)).body.data.length, 1);

  const buyer = await signedInCustomer(shop, 'bffquiz');
  await grantItems(shop.up, buyer.email, [{ type: 'course', slug: COURSE }]);
  const listed = await call(app, 'get', `${API}/courses/${COURSE}/quizzes`, buyer.cookie).expect(200);
  t.match(listed.body.data, [{ id, title: 'Risk basics', attempts: 0 }]);
  t.notMatch(JSON.stringify(listed.body), /explanation|correct/);

  const attempt = await call(app, 'post', `${API}/courses/${COURSE}/quizzes/${id}/attempts`, buyer.cookie)
    .send({ answers: { [questions[0]!.id]: [0], [questions[1]!.id]: [0] } })
    .expect(200);
  t.match(attempt.body.data, { score_percent: 50, passed: true, questions: [{ right: true }, { right: false, correct: [0, 1], explanation: /survivable/ }] });
  const history = await call(app, 'get', `${API}/courses/${COURSE}/quizzes/${id}/attempts`, buyer.cookie).expect(200);
  t.equal(history.body.data.attempts.length, 1);
  t.equal(history.body.data.review.id, attempt.body.data.id);
});

t.test('a customer cannot write sets; bad answers stop at the BFF; a non-buyer hears the upstream', async (t) => {
  const customer = await signedInCustomer(shop, 'bffquiznot');
  const before = shop.up.seen.length;
  t.equal((await call(app, 'post', `${API}/admin/courses/${COURSE}/quizzes`, customer.cookie).send(set)).status, 401, 'a customer is no admin');
  t.equal((await call(app, 'get', `${API}/admin/courses/${COURSE}/quizzes`, customer.cookie)).status, 401);
  t.equal((await call(app, 'post', `${API}/admin/quizzes/00000000-0000-4000-8000-000000000000/delete`, customer.cookie)).status, 401);
  const bad = await call(app, 'post', `${API}/courses/${COURSE}/quizzes/00000000-0000-4000-8000-000000000000/attempts`, customer.cookie)
    .send({ answers: { 'not-a-question': [0] } })
    .expect(422);
  t.same(Object.keys(bad.body).sort(), ['code', 'message']);
  t.equal(shop.up.seen.length, before, 'none reached the upstream');
  const refused = await call(app, 'get', `${API}/courses/${COURSE}/quizzes`, customer.cookie).expect(403);
  t.same(refused.body, { code: 403, message: 'Buy this course to take its quizzes' });
});
