import t from 'tap';
import { adminToken, buildTestUpstream, registeredCustomer } from '../helper.ts';
import { usdOf } from '../payments/pay-helper.ts';
import { couponId, listCoupons, payWithCoupon, usesOf } from './coupon-helper.ts';

// Twenty checkouts with one code at the same moment. On PGlite they queue on its one connection;
// run with TEST_DATABASE_URL (npm run test:postgres) they race on a real server's pool, where only
// the coupon row's lock keeps the count and the new use together.
const up = await buildTestUpstream(t);
const admin = await adminToken(up);
const CHECKOUTS = 20;
const customers = await Promise.all(Array.from({ length: CHECKOUTS }, (_, i) => registeredCustomer(up, `racer${i}`)));
const slug = 'commodities-foundations';
const price = Math.round((await usdOf(up, slug)) * 100);
const outcomes = (answers: { statusCode: number; json(): { message: string } }[]) => {
  const count = new Map<string, number>();
  for (const a of answers) count.set(`${a.statusCode} ${a.json().message}`, (count.get(`${a.statusCode} ${a.json().message}`) ?? 0) + 1);
  return Object.fromEntries(count);
};

t.test(`${CHECKOUTS} customers check out at once with a coupon for 5: exactly 5 orders take it, the others are told it is used up`, async (t) => {
  const id = await couponId(up, admin, { code: 'FIRST5', kind: 'percent', amount: 10, max_uses: 5 });
  const amount = (price - Math.round(price * 0.1)) / 100;
  const answers = await Promise.all(customers.map((c) => payWithCoupon(up, c.token, 'first5', amount, [slug])));
  t.same(outcomes(answers), { '200 Payment initialized': 5, '409 The coupon FIRST5 has been used up': CHECKOUTS - 5 });
  t.same(await usesOf(up, id), { orders: 5, redemptions: 5 }, 'no order and no use for the refused');
  t.equal((await listCoupons(up, admin)).data.find((c: { id: string }) => c.id === id).uses, 5);
});

t.test(`one customer presses Pay ${CHECKOUTS} times at once with a coupon once per customer: one order takes it, every answer is its invoice`, async (t) => {
  const id = await couponId(up, admin, { code: 'ONCE', kind: 'fixed', amount: 3, max_uses_per_customer: 1 });
  const [c] = customers;
  const answers = await Promise.all(Array.from({ length: CHECKOUTS }, () => payWithCoupon(up, c!.token, 'ONCE', (price - 300) / 100, [slug])));
  t.same(outcomes(answers), { '200 Payment initialized': CHECKOUTS });
  t.equal(new Set(answers.map((a) => a.json().data.order_id)).size, 1, 'one order');
  t.same(await usesOf(up, id), { orders: 1, redemptions: 1 });
});
