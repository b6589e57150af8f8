import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import supertest from 'supertest';
import { adminCookie, API, buildTestShop, call } from '../helper.ts';

const shop = await buildTestShop(t);
const { app } = shop;
const admin = await adminCookie(shop);

t.test('the create forms go as multipart from the SPA and reach the upstream as validated JSON', async (t) => {
  await writeFile(join(shop.up.dataDir, 'files', 'ab12cd34-cover.png'), randomBytes(64));
  await writeFile(join(shop.up.dataDir, 'media', 'ab12cd34-one.webm'), randomBytes(64));
  await writeFile(join(shop.up.dataDir, 'media', 'ab12cd34-two.webm'), randomBytes(64));
  const res = await call(app, 'post', `${API}/admin/courses/create`, admin)
    .field('title', 'Oil Markets 101')
    .field('price', '100000')
    .field('usd', '59')
    .field('description', 'Crude, Brent and the calendar.')
    .field('category', 'courses')
    .field('type', 'commodities-trading')
    .field('image_name', 'ab12cd34-cover.png')
    .field('course_video_names[]', 'ab12cd34-one.webm')
    .field('course_video_names[]', 'ab12cd34-two.webm')
    .field('quiz_video_names[]', 'ab12cd34-one.webm')
    .expect(201);
  t.same(res.body, { code: 201, message: 'Course created successfully!', data: { slug: 'oil-markets-101' } });
  const course = (await shop.up.app.catalogue.findCourse('oil-markets-101'))!;
  t.same(course.courseVideos, ['ab12cd34-one.webm', 'ab12cd34-two.webm']);
  t.same(course.liveSessionVideos, []);
  const missing = await call(app, 'post', `${API}/admin/robots/create`, admin).field('title', 'Half a robot').expect(422);
  t.same(Object.keys(missing.body).sort(), ['code', 'message']);
  await call(app, 'post', `${API}/admin/robots/create`, admin).attach('image', Buffer.from('x'), 'x.png').expect(422);
});

t.test('tables, totals and the CSV download go through for an admin only', async (t) => {
  t.equal((await call(app, 'get', `${API}/admin/users?page=1&length=10`, admin).expect(200)).body.totalRecords, 0);
  t.match((await call(app, 'get', `${API}/admin/revenues/usd`, admin).expect(200)).body.data, { totalAmountMade: 0 });
  const csv = await supertest(app.server).get(`${API}/admin/revenues/csv`).set('cookie', admin).expect(200);
  t.match(csv.headers['content-disposition'], /attachment; filename="revenue-/);
  await supertest(app.server).get(`${API}/admin/revenues/csv`).expect(401);
  const include = await supertest(app.server).get(`${API}/admin/robots/forex-trend-rider-ea/licence-check.mqh`).set('cookie', admin).expect(200);
  t.match(include.headers['content-disposition'], 'filename="MeridianLicence.mqh"', "the robot's licence check, a plain link");
  await supertest(app.server).get(`${API}/admin/robots/forex-trend-rider-ea/licence-check.mqh`).expect(401);
});

t.test('the payments log and reconciliation go through for an admin only, filters validated', async (t) => {
  const log = await call(app, 'get', `${API}/admin/payments/notices?page=1&length=10&outcome=attention&signature=invalid`, admin).expect(200);
  t.same(log.body, { code: 200, message: 'Payment notices', data: [], totalRecords: 0 });
  const bad = await call(app, 'get', `${API}/admin/payments/notices?outcome=everything`, admin).expect(422);
  t.match(bad.body.message, /outcome must be one of/);
  t.match((await call(app, 'get', `${API}/admin/payments/reconciliation`, admin).expect(200)).body.data, { open_orders: 0, attention_orders: 0, last: null });
  t.match((await call(app, 'post', `${API}/admin/payments/reconciliation`, admin).send({}).expect(200)).body.data, { summary: { checked: 0 } });
  await call(app, 'get', `${API}/admin/payments/notices`).expect(401);
  await call(app, 'post', `${API}/admin/payments/reconciliation`).send({}).expect(401);
});

t.test("the original API's validation 401s stay validation errors and keep the admin signed in", async (t) => {
  const legacy = createServer((req, res) => {
    const message = req.url?.includes('robots/create') ? 'item(course or robot you are trying to upload) already exists' : 'empty fields';
    res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 401, message }));
  });
  await new Promise<void>((r) => legacy.listen(0, '127.0.0.1', r));
  t.teardown(() => legacy.close());
  const old = await buildTestShop(t, { up: shop.up, upstreamUrl: `http://127.0.0.1:${(legacy.address() as { port: number }).port}` });
  const body = { title: 'X', usd: 1, description: 'd', category: 'robots', type: 'forex-robot', image_name: 'a.png', zip_file_name: 'a.zip' };
  const exists = await call(old.app, 'post', `${API}/admin/robots/create`, admin).send(body).expect(401);
  t.same(exists.body, { code: 401, message: 'item(course or robot you are trying to upload) already exists' });
  t.notOk(exists.headers['set-cookie'], 'the admin cookie is kept');
  const empty = await call(old.app, 'post', `${API}/admin/updateRobot`, admin).send({ slug: 'x' }).expect(401);
  t.same(empty.body, { code: 401, message: 'empty fields' });
  t.notOk(empty.headers['set-cookie']);
});
