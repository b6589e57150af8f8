import t from 'tap';
import type { CatalogueStatus } from '@academy/shared/catalogue';
import { API, adminToken, buildTestUpstream, grantItems, registeredCustomer } from '../helper.ts';
import { courseClip } from '../../src/seed/demo-catalogue.ts';

// docs/decisions/070-catalogue-status.md: only a published item is listed and sold; its buyers keep a draft or retired one.
const COURSE = 'forex-foundations';
const ROBOT = 'forex-trend-rider-ea';
const NOT_FOR_SALE = { code: 409, message: 'This item is no longer for sale' };

const up = await buildTestUpstream(t);
const adminHeaders = { authorization: `Bearer ${await adminToken(up)}` };
const buyer = await registeredCustomer(up, 'status-buyer');
const visitor = await registeredCustomer(up, 'status-visitor');
await grantItems(up, buyer.email, [
  { type: 'course', slug: COURSE },
  { type: 'robot', slug: ROBOT },
]);

const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const get = (url: string, token?: string) => up.app.inject({ method: 'GET', url: `${API}/${url}`, headers: bearer(token) });
const post = (url: string, payload: object, token: string) => up.app.inject({ method: 'POST', url: `${API}/${url}`, payload, headers: bearer(token) });
const admin = {
  get: (url: string) => up.app.inject({ method: 'GET', url: `${API}/admin/${url}`, headers: adminHeaders }),
  post: (url: string, payload: object) => up.app.inject({ method: 'POST', url: `${API}/admin/${url}`, payload, headers: adminHeaders }),
};
const setStatus = async (kind: 'course' | 'robot', slug: string, status: CatalogueStatus) => {
  const res = await admin.post(kind === 'course' ? 'updateCourse' : 'updateRobot', { slug, status });
  if (res.statusCode !== 200) throw new Error(`${slug} could not be made ${status}: ${res.body}`);
};
const slugsOf = (res: { json(): unknown }) => (res.json() as { data: { slug: string }[] }).data.map((i) => i.slug);
/** Every slug of a public listing, read as the sitemap reads it. */
const everyListed = async (kind: 'courses' | 'robots') => slugsOf(await get(`${kind}?page=1&length=100`));

t.test('a draft or retired item leaves the public listings, searches and details; published brings it back', async (t) => {
  const listed = (await get('courses?page=1&length=100')).json().totalRecords as number;
  t.ok((await everyListed('courses')).includes(COURSE), 'listed while published');
  for (const status of ['draft', 'retired'] as const) {
    await setStatus('course', COURSE, status);
    await setStatus('robot', ROBOT, status);
    t.notOk((await everyListed('courses')).includes(COURSE), `a ${status} course is not listed`);
    t.notOk((await everyListed('robots')).includes(ROBOT), `a ${status} robot is not listed`);
    t.equal((await get('courses?page=1&length=100')).json().totalRecords, listed - 1, 'nor counted');
    t.notOk(slugsOf(await get('courses?q=Forex%20Foundations')).includes(COURSE), 'nor found by a search');
    t.notOk(slugsOf(await get('courses?category=forex-trading&length=100')).includes(COURSE), 'nor in its category');
    for (const token of [undefined, visitor.token]) {
      t.same((await get(`singleCourse?slug=${COURSE}`, token)).json(), { code: 404, message: 'Course not found' }, `${status} course: 404`);
      t.same((await get(`singleRobot?slug=${ROBOT}`, token)).json(), { code: 404, message: 'Robot not found' }, `${status} robot: 404`);
    }
  }
  await setStatus('course', COURSE, 'published');
  await setStatus('robot', ROBOT, 'published');
  t.ok((await everyListed('courses')).includes(COURSE));
  t.equal((await get(`singleCourse?slug=${COURSE}`)).json().data.status, 'published');
});

t.test('a buyer keeps a retired item: its detail, the player and the download', async (t) => {
  await setStatus('course', COURSE, 'retired');
  await setStatus('robot', ROBOT, 'retired');
  const course = (await get(`singleCourse?slug=${COURSE}`, buyer.token)).json().data;
  t.match(course, { slug: COURSE, owned: true, status: 'retired' });
  t.equal(course.course_videos.length, 3, 'with the playable lists');
  const clip = await get(`media/${courseClip(COURSE, 'lesson-1.webm')}`, buyer.token);
  t.equal(clip.statusCode, 200, 'the player plays');
  t.match((await get(`singleRobot?slug=${ROBOT}`, buyer.token)).json().data, { owned: true, status: 'retired', zip: `/api/academy/robots/${ROBOT}/download` });
  t.equal((await get(`robots/${ROBOT}/download`, buyer.token)).statusCode, 303, 'the download goes on to its signed link');
  const details = (await get('user/details', buyer.token)).json().data;
  t.match(details, { courses_purchased: 1, robots_purchased: 1 }, 'the dashboard still counts them');
  t.same(
    details.courses.map((c: { slug: string }) => c.slug),
    [COURSE],
  );
  await setStatus('course', COURSE, 'published');
  await setStatus('robot', ROBOT, 'published');
});

t.test('a retired item cannot be added, merged, quoted a coupon or checked out, and a cart holding one says so', async (t) => {
  const cart = (url: string, payload: object) => post(`cart/${url}`, payload, visitor.token);
  const fetchCart = async () => (await get(`cart/fetch?email=${visitor.email}`, visitor.token)).json().data;
  t.equal((await cart('add', { slug: COURSE, type: 'course' })).statusCode, 200, 'in the cart while published');
  await setStatus('course', COURSE, 'retired');
  await setStatus('robot', ROBOT, 'draft');
  t.same((await cart('add', { slug: ROBOT, type: 'robot' })).json(), NOT_FOR_SALE, 'a draft is not added');
  t.match((await fetchCart()).products, [{ slug: COURSE, for_sale: false }], 'the cart keeps it, not for sale');
  const merged = (await cart('merge', { items: [{ slug: ROBOT, type: 'robot' }] })).json().data;
  t.same(merged.unavailable, [ROBOT], 'a guest cart leaves it out and names it');

  const coupon = await admin.post('coupons/create', { code: 'RETIRED10', kind: 'percent', amount: 10, items: [], categories: [] });
  t.equal(coupon.statusCode, 201, 'a coupon for the whole shop');
  t.same((await cart('coupon', { code: 'RETIRED10' })).json(), { code: 409, message: 'Forex Foundations is no longer for sale' });
  const metadata = JSON.stringify({ courses: [COURSE], robots: [], first_name: 'Ada', last_name: 'Lovelace' });
  const pay = await post('payments/sandbox/initialize', { amount: 49, currency: 'USD', description: 'order', metadata }, visitor.token);
  t.same(pay.json(), { code: 409, message: 'Forex Foundations is no longer for sale' });
  t.same((await admin.get('orders?page=1&length=100')).json().totalRecords, 0, 'no order was made');

  await setStatus('course', COURSE, 'published');
  await setStatus('robot', ROBOT, 'published');
  t.match((await fetchCart()).products, [{ slug: COURSE, for_sale: true }], 'for sale again once published');
});

t.test('the admin tables list every status with its status, by a part of the title, by status, a page at a time', async (t) => {
  await setStatus('course', COURSE, 'retired');
  const all = (await admin.get('courses?page=1&length=100')).json();
  t.equal(all.totalRecords, 56, 'every course, the retired one too');
  t.match(
    all.data.find((c: { slug: string }) => c.slug === COURSE),
    { status: 'retired' },
  );
  t.same(
    (await admin.get('courses?status=retired')).json().data.map((c: { slug: string; status: string }) => [c.slug, c.status]),
    [[COURSE, 'retired']],
  );
  t.equal((await admin.get('courses?status=published&length=100')).json().totalRecords, 55);
  t.equal((await admin.get('courses?status=draft')).json().totalRecords, 0);

  const found = (await admin.get('courses?q=foundations&page=1&length=3')).json();
  t.equal(found.totalRecords, 4, 'a part of the title, any case: the four markets');
  t.equal(found.data.length, 3);
  const second = (await admin.get('courses?q=foundations&page=2&length=3')).json();
  t.equal(second.data.length, 1, 'the search pages');
  t.same(new Set([...found.data, ...second.data].map((c: { slug: string }) => c.slug)).size, 4, 'no course on two pages');
  t.same(slugsOf(await admin.get('courses?q=forex%20found&status=retired')), [COURSE], 'search and status together');
  t.equal((await admin.get('courses?q=%25')).json().totalRecords, 0, 'a % is a character');
  t.equal((await admin.get('courses?status=gone')).statusCode, 422);
  await setStatus('course', COURSE, 'published');
});

t.test('create keeps a new item a draft when asked, and never makes one retired', async (t) => {
  const editable = (await admin.get(`courses/${COURSE}`)).json().data;
  t.equal(editable.status, 'published', 'the update form opens on the status');
  const body = {
    title: 'Draft Desk Course',
    usd: 20,
    description: 'Not ready yet',
    category: 'courses',
    type: 'forex-trading',
    image_name: editable.image_name,
  };
  t.equal((await admin.post('courses/create', { ...body, status: 'retired' })).statusCode, 422);
  t.equal((await admin.post('courses/create', { ...body, status: 'draft' })).statusCode, 201);
  t.equal((await admin.get('courses/draft-desk-course')).json().data.status, 'draft');
  t.notOk((await everyListed('courses')).includes('draft-desk-course'), 'a draft is not listed');
  t.equal((await get('singleCourse?slug=draft-desk-course')).statusCode, 404);
  t.same(slugsOf(await admin.get('courses?status=draft')), ['draft-desk-course']);
});
