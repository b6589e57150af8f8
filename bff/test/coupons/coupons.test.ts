import t from 'tap';
import { adminCookie, API, buildTestShop, call, signedInCustomer } from '../helper.ts';

// The coupon calls the SPA makes, through the BFF: the admin's screen and the customer's checkout.
const shop = await buildTestShop(t);
const { app } = shop;
const admin = await adminCookie(shop);
const forwarded = (path: string) => shop.up.seen.filter((s) => s.url.startsWith(`${API}/${path}`)).length;

t.test("the admin's coupon calls go through for an admin only, validated at the BFF", async (t) => {
  const created = await call(app, 'post', `${API}/admin/coupons/create`, admin)
    .send({ code: 'bff-10', kind: 'percent', amount: '10', max_uses: '', max_uses_per_customer: '1', categories: ['forex-trading'] })
    .expect(201);
  t.match(created.body, { code: 201, message: 'Coupon BFF-10 created', data: { code: 'BFF-10', amount: 10, max_uses: null, max_uses_per_customer: 1 } });
  const { id } = created.body.data;
  const list = await call(app, 'get', `${API}/admin/coupons?page=1&length=10`, admin).expect(200);
  t.match(list.body, { totalRecords: 1, data: [{ id, code: 'BFF-10', uses: 0 }] });
  const off = await call(app, 'post', `${API}/admin/coupons/${id}/update`, admin).send({ active: false }).expect(200);
  t.match(off.body, { message: 'Coupon BFF-10 deactivated', data: { active: false } });
  await call(app, 'post', `${API}/admin/coupons/${id}/update`, admin).send({ active: true }).expect(200);

  const before = forwarded('admin/coupons');
  t.same((await call(app, 'post', `${API}/admin/coupons/create`, admin).send({ code: 'NO', kind: 'percent', amount: 10 }).expect(422)).body, {
    code: 422,
    message: 'Code must be 3 to 32 letters, digits, dashes or underscores',
  });
  await call(app, 'post', `${API}/admin/coupons/not-an-id/update`, admin).send({ active: false }).expect(422);
  await call(app, 'get', `${API}/admin/coupons?length=1000`, admin).expect(422);
  t.equal(forwarded('admin/coupons'), before, 'refused before the upstream');

  const c = await signedInCustomer(shop, 'coupon-admin');
  await call(app, 'get', `${API}/admin/coupons`, c.cookie).expect(401);
  await call(app, 'post', `${API}/admin/coupons/create`).send({ code: 'ANON', kind: 'percent', amount: 10 }).expect(401);
});

t.test('a customer quotes a code on the cart and pays with it; the order history shows the discount', async (t) => {
  const c = await signedInCustomer(shop, 'coupon-buyer');
  await call(app, 'post', `${API}/cart/add`, c.cookie).send({ slug: 'forex-foundations', type: 'course' }).expect(200);
  const quote = await call(app, 'post', `${API}/cart/coupon`, c.cookie).send({ code: ' bff-10 ' }).expect(200);
  const { subtotal, discount, total } = quote.body.data;
  t.match(quote.body, { message: 'Coupon BFF-10 applied', data: { code: 'BFF-10', capped: false } });
  t.equal(Math.round((subtotal.usd - discount.usd) * 100), Math.round(total.usd * 100));
  t.ok(discount.usd > 0);

  const init = await call(app, 'post', `${API}/payments/sandbox/initialize`, c.cookie)
    .send({ amount: total.usd, currency: 'USD', metadata: JSON.stringify({ courses: ['forex-foundations'] }), coupon: 'bff-10' })
    .expect(200);
  const history = await call(app, 'get', `${API}/orders`, c.cookie).expect(200);
  t.match(history.body.data[0], { order_id: init.body.data.order_id, amount_usd: total.usd, discount_usd: discount.usd });
  await call(app, 'post', `${API}/cart/coupon`).send({ code: 'BFF-10' }).expect(401);
  t.same((await call(app, 'post', `${API}/cart/coupon`, c.cookie).send({ code: '' }).expect(422)).body, { code: 422, message: 'Enter a coupon code' });
});
