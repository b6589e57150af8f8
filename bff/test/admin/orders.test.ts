import t from 'tap';
import { boughtItems } from '../../../upstream/test/refunds/refund-helper.ts';
import { adminCookie, API, buildTestShop, call, signedInCustomer } from '../helper.ts';

// The admin's Orders screen and its refunds, through the BFF's allowlist to a real upstream.
const shop = await buildTestShop(t);
const { app } = shop;
const admin = await adminCookie(shop);
const because = { reason: 'Bought the wrong course', method: 'USDT TRC20 to TXy3Vq8uKb, tx 9f2c41aa' };

t.test('the order list and a refund pass through for an admin, with their query and body', async (t) => {
  const bought = await boughtItems(shop.up, 'bffrefund', { courses: ['forex-foundations'], robots: ['forex-trend-rider-ea'] });
  const list = await call(app, 'get', `${API}/admin/orders?status=paid&email=bffrefund&attention=false&page=1&length=5`, admin).expect(200);
  t.match(list.body, { code: 200, totalRecords: 1, data: [{ order_id: bought.orderId, email: bought.email, status: 'paid' }] });
  t.match(shop.up.seen.at(-1)!.url, /\/admin\/orders\?page=1&length=5&status=paid&email=bffrefund&attention=false$/, 'the query as the schema read it');

  const refunded = await call(app, 'post', `${API}/admin/orders/${bought.orderId}/refund`, admin)
    .send({ ...because, items: [{ type: 'robot', slug: 'forex-trend-rider-ea' }] })
    .expect(201);
  t.match(refunded.body, { code: 201, message: /^Refund recorded: \$/, data: { items: [{ slug: 'forex-trend-rider-ea' }], ...because } });
  const after = await call(app, 'get', `${API}/admin/orders?email=bffrefund`, admin).expect(200);
  t.match(after.body.data[0], { status: 'paid', refunds: [{ id: refunded.body.data.id }], items: [{ refunded: false }, { refunded: true }] });
});

t.test('bad input is refused at the BFF with the shared schemas, before the upstream', async (t) => {
  const before = shop.up.seen.length;
  const id = '00000000-0000-4000-8000-000000000000';
  t.same((await call(app, 'post', `${API}/admin/orders/${id}/refund`, admin).send({ method: because.method }).expect(422)).body, {
    code: 422,
    message: 'A reason is required',
  });
  await call(app, 'post', `${API}/admin/orders/not-an-id/refund`, admin).send(because).expect(422);
  await call(app, 'get', `${API}/admin/orders?status=lost`, admin).expect(422);
  t.equal(shop.up.seen.length, before, 'none reached the upstream');
});

t.test('a customer reaches neither', async (t) => {
  const customer = await signedInCustomer(shop, 'bffnosy');
  t.equal((await call(app, 'get', `${API}/admin/orders`, customer.cookie)).status, 401);
  t.equal((await call(app, 'post', `${API}/admin/orders/00000000-0000-4000-8000-000000000000/refund`, customer.cookie).send(because)).status, 401);
});
