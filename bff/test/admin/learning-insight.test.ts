import t from 'tap';
import { grantItems } from '../../../upstream/test/helper.ts';
import { adminCookie, API, buildTestShop, call, signedInCustomer } from '../helper.ts';

const shop = await buildTestShop(t);
const { app } = shop;
const COURSE = 'forex-foundations';

t.test('an admin reads the learning insight through the BFF; a customer and nobody cannot, and bad input stops at the BFF', async (t) => {
  const learner = await signedInCustomer(shop, 'insight');
  const userId = await grantItems(shop.up, learner.email, [{ type: 'course', slug: COURSE }]);
  await call(app, 'post', `${API}/progress/complete`, learner.cookie).send({ slug: COURSE, list: 'course', position: 0, completed: true }).expect(200);
  const admin = await adminCookie(shop);

  const list = await call(app, 'get', `${API}/admin/learning/courses?q=forex%20foundations`, admin).expect(200);
  t.match(list.body, { totalRecords: 1, data: [{ slug: COURSE, learners: 1, average_percent: 20, most_stop_at: { title: 'Lesson 2', learners: 1 } }] });
  const course = await call(app, 'get', `${API}/admin/learning/courses/${COURSE}`, admin).expect(200);
  t.match(course.body.data, { chapters: [{ title: 'Lesson 1', completed: 1 }], learner_list: [{ email: learner.email, percent: 20, stuck: true }] });
  const user = await call(app, 'get', `${API}/admin/users/${userId}/learning`, admin).expect(200);
  t.match(user.body.data, { user: { email: learner.email }, courses: [{ slug: COURSE, percent: 20, completed: 1, total: 5 }] });

  const before = shop.up.seen.length;
  for (const path of ['admin/learning/courses', `admin/learning/courses/${COURSE}`, `admin/users/${userId}/learning`]) {
    const asCustomer = await call(app, 'get', `${API}/${path}`, learner.cookie);
    t.ok([401, 403].includes(asCustomer.status), `a customer: ${path}`);
    t.same(Object.keys(asCustomer.body).sort(), ['code', 'message']);
    t.equal((await call(app, 'get', `${API}/${path}`)).status, 401, `nobody: ${path}`);
  }
  await call(app, 'get', `${API}/admin/learning/courses?length=1000`, admin).expect(422);
  await call(app, 'get', `${API}/admin/learning/courses/Not%20A%20Slug`, admin).expect(422);
  await call(app, 'get', `${API}/admin/users/not-a-user/learning`, admin).expect(422);
  t.equal(shop.up.seen.length, before, 'the upstream saw none of them');
});
