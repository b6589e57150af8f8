import t from 'tap';
import supertest from 'supertest';
import { purchases } from '../../../upstream/src/purchases/tables.ts';
import { API, buildTestShop, call, signedInCustomer } from '../helper.ts';

const shop = await buildTestShop(t);
const { app } = shop;

t.test('listings and details reach the upstream with their validated query', async (t) => {
  const list = await call(app, 'get', `${API}/courses?category=crypto-trading&page=2&length=5&q=&unknown=1`).expect(200);
  t.equal(list.body.totalRecords, 14);
  t.equal(list.body.data.length, 5);
  const seen = shop.up.seen.at(-1)!;
  t.equal(seen.url, `${API}/courses?page=2&length=5&category=crypto-trading&q=&sort=newest`, 'unknown keys are dropped, the default order is named');
  t.equal(seen.headers.authorization, undefined, 'public calls carry no bearer');
  await call(app, 'get', `${API}/robots?category=forex-robots`).expect(422);
  const robot = await call(app, 'get', `${API}/singleRobot?slug=crypto-grid-master-ea`).expect(200);
  t.equal(robot.body.data.zip, null);
  t.match((await call(app, 'get', `${API}/telegram`).expect(200)).body.data, { usd: 25 });
});

t.test('a signed-in buyer gets the buyer fields through the BFF', async (t) => {
  const c = await signedInCustomer(shop, 'buyer');
  const { accounts, catalogue, database } = shop.up.app;
  const robot = (await catalogue.findRobot('crypto-grid-master-ea'))!;
  await database.db.insert(purchases).values({ userId: (await accounts.findByEmail(c.email))!.id, itemType: 'robot', itemId: robot.id });
  const res = await call(app, 'get', `${API}/singleRobot?slug=crypto-grid-master-ea`, c.cookie).expect(200);
  t.equal(res.body.data.zip, '/api/academy/robots/crypto-grid-master-ea/download');
  const listed = await call(app, 'get', `${API}/robots?category=crypto-robot&q=grid&sort=price-desc`, c.cookie).expect(200);
  t.match(listed.body.data, [{ slug: 'crypto-grid-master-ea', owned: true }], 'the listing marks it as theirs too');
});

t.test('images load without x-csrf (an img tag cannot send it), cached, and revalidate with 304', async (t) => {
  const res = await supertest(app.server).get(`${API}/files/forex-foundations.svg`).expect(200);
  t.equal(res.headers['content-type'], 'image/svg+xml');
  t.match(res.headers['cache-control'], /max-age=86400/);
  t.ok(res.headers.etag);
  await supertest(app.server).get(`${API}/files/forex-foundations.svg`).set('if-none-match', res.headers.etag!).expect(304);
  await supertest(app.server).get(`${API}/files/.pglite`).expect(422);
  await supertest(app.server).post(`${API}/files/x.svg`).expect(404);
});

t.test("the cart through the BFF: the session's email, the spec's shape", async (t) => {
  const c = await signedInCustomer(shop, 'cart');
  const add = await call(app, 'post', `${API}/cart/add`, c.cookie)
    .send({ slug: 'forex-foundations', type: 'course', email: 'someone-else@example.com' })
    .expect(200);
  t.equal(add.body.data.products.length, 1);
  await call(app, 'post', `${API}/cart/add`, c.cookie).send({ slug: 'forex-foundations', type: 'course' }).expect(409);
  const cart = await call(app, 'get', `${API}/cart/fetch?email=someone-else@example.com`, c.cookie).expect(200);
  t.match(cart.body.data, { products: [{ slug: 'forex-foundations', type: 'course', title: 'Forex Foundations' }], total_amount: Number });
  t.equal(shop.up.seen.at(-1)!.url, `${API}/cart/fetch?email=${encodeURIComponent(c.email)}`);
  await call(app, 'post', `${API}/cart/clear`, c.cookie).send({}).expect(200);
  await call(app, 'get', `${API}/cart/fetch`).expect(401);
});

t.test('the contact form goes through, validated first', async () => {
  await call(app, 'post', `${API}/contact`).send({ name: 'Ngozi', email: 'ngozi@example.com', message: 'Please call me about the FTMO course.' }).expect(201);
  await call(app, 'post', `${API}/contact`).send({ name: 'Ngozi', email: 'ngozi@example.com' }).expect(422);
});
