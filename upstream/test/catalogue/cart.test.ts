import t from 'tap';
import { purchases } from '../../src/purchases/tables.ts';
import { API, buildTestUpstream, registeredCustomer } from '../helper.ts';

const up = await buildTestUpstream(t);
const c = await registeredCustomer(up, 'cart');
const auth = { authorization: `Bearer ${c.token}` };
const post = (url: string, payload: object) => up.app.inject({ method: 'POST', url: `${API}/cart/${url}`, payload, headers: auth });
const fetchCart = async () => (await up.app.inject({ method: 'GET', url: `${API}/cart/fetch?email=${c.email}`, headers: auth })).json().data;

t.test('items are added once per slug, and totals are the sum of server prices', async (t) => {
  t.equal((await post('add', { slug: 'forex-foundations', type: 'course' })).statusCode, 200);
  t.equal((await post('add', { slug: 'crypto-grid-master-ea', type: 'robot' })).statusCode, 200);
  const again = await post('add', { slug: 'forex-foundations', type: 'course' });
  t.same(again.json(), { code: 409, message: 'Item already in cart' });
  const cart = await fetchCart();
  t.same(
    cart.products.map((p: { slug: string; type: string }) => [p.slug, p.type]),
    [
      ['forex-foundations', 'course'],
      ['crypto-grid-master-ea', 'robot'],
    ],
  );
  const course = (await up.app.catalogue.findCourse('forex-foundations'))!;
  const robot = (await up.app.catalogue.findRobot('crypto-grid-master-ea'))!;
  t.equal(cart.total_usd, (course.usdCents + robot.usdCents) / 100);
  t.equal(cart.total_amount, Number(cart.products[0].price) + Number(cart.products[1].price));
});

t.test('remove takes one slug out; clear empties the cart', async (t) => {
  await post('remove', { slug: 'forex-foundations' });
  t.same(
    (await fetchCart()).products.map((p: { slug: string }) => p.slug),
    ['crypto-grid-master-ea'],
  );
  await post('clear', {});
  t.same(await fetchCart(), { products: [], total_amount: 0, total_usd: 0 });
});

t.test('an item already bought cannot be added, and unknown or mistyped items are refused', async (t) => {
  const userId = (await up.app.accounts.findByEmail(c.email))!.id;
  const course = (await up.app.catalogue.findCourse('stock-foundations'))!;
  await up.app.database.db.insert(purchases).values({ userId, itemType: 'course', itemId: course.id });
  t.same((await post('add', { slug: 'stock-foundations', type: 'course' })).json(), { code: 409, message: 'You already own this item' });
  t.equal((await post('add', { slug: 'no-such-item', type: 'course' })).statusCode, 404);
  t.equal((await post('add', { slug: 'forex-foundations', type: 'robot' })).statusCode, 404, 'a course is not a robot');
  t.equal((await post('add', { slug: 'Bad Slug!', type: 'course' })).statusCode, 422);
  t.same(await fetchCart(), { products: [], total_amount: 0, total_usd: 0 }, 'nothing was added');
});

t.test("a guest's cart merges in one call that names what it left out, owned or no longer sold, and keeps the rest once", async (t) => {
  await post('add', { slug: 'forex-foundations', type: 'course' });
  const res = await post('merge', {
    items: [
      { slug: 'forex-foundations', type: 'course' },
      { slug: 'stock-foundations', type: 'course' },
      { slug: 'crypto-grid-master-ea', type: 'robot' },
      { slug: 'no-such-item', type: 'course' },
    ],
  });
  t.equal(res.statusCode, 200);
  const { products, owned, unavailable } = res.json().data;
  t.same(
    products.map((p: { slug: string }) => p.slug),
    ['forex-foundations', 'crypto-grid-master-ea'],
  );
  t.same([owned, unavailable], [['stock-foundations'], ['no-such-item']]);
  t.equal((await post('merge', { items: [{ slug: 'Bad Slug!', type: 'course' }] })).statusCode, 422);
  await post('clear', {});
});

t.test('the cart needs a session and belongs to its owner', async (t) => {
  t.equal((await up.app.inject({ method: 'GET', url: `${API}/cart/fetch` })).statusCode, 401);
  t.equal((await up.app.inject({ method: 'GET', url: `${API}/cart/fetch?email=other@example.com`, headers: auth })).statusCode, 403);
});
