import { randomInt } from 'node:crypto';
import t from 'tap';
import { discountOf, type PricedLine } from '../../src/coupons/discount.ts';

// The discount's arithmetic alone: whole cents that add up, by price, never more than a line costs.
const line = (usdCents: number, category = 'forex-trading', id = String(randomInt(1e9))): PricedLine => ({ type: 'course', id, category, usdCents });
const coupon = (kind: 'percent' | 'fixed', amount: number, scope: { items?: { type: 'course' | 'robot'; id: string }[]; categories?: string[] } = {}) => ({
  code: 'TEST',
  kind,
  amount,
  items: scope.items ?? [],
  categories: scope.categories ?? [],
});

t.test('cents left over by rounding down go one each to the last lines, so no line pays below zero', async (t) => {
  const { shares } = discountOf(coupon('fixed', 299), [line(100), line(100), line(100), line(5000, 'other')]);
  t.same(shares, [5, 5, 6, 283], 'the whole shop: shared by price (5.64, 5.64, 5.64, 282.08), rounded down, two cents left to the last two');
  const scoped = discountOf(coupon('fixed', 299, { categories: ['forex-trading'] }), [line(100), line(100), line(100), line(5000, 'other')]);
  t.same(scoped.shares, [99, 100, 100, 0], 'three equal lines: 99.67 each, rounded down, the two cents left to the last two');
});

t.test('for any cart the shares add up to the discount exactly, follow the prices and never exceed them', async (t) => {
  for (let round = 0; round < 2000; round++) {
    const lines = Array.from({ length: randomInt(1, 8) }, (_, i) => line(randomInt(1, 50_000), i % 3 ? 'forex-trading' : 'crypto-robot'));
    const c = round % 2 ? coupon('percent', randomInt(1, 101), { categories: ['forex-trading'] }) : coupon('fixed', randomInt(1, 60_000));
    let result: ReturnType<typeof discountOf>;
    try {
      result = discountOf(c, lines);
    } catch {
      continue; // nothing eligible, or too small an order to lower: checked below
    }
    const eligible = lines.filter((l) => !c.categories.length || c.categories.includes(l.category));
    const base = eligible.reduce((s, l) => s + l.usdCents, 0);
    const subtotal = lines.reduce((s, l) => s + l.usdCents, 0);
    const wanted = c.kind === 'percent' ? Math.round((base * c.amount) / 100) : Math.min(c.amount, base);
    const discount = result.shares.reduce((s, x) => s + x, 0);
    if (discount !== Math.min(wanted, subtotal - 100)) t.fail(`round ${round}: discount ${discount}, wanted ${wanted}`);
    if (subtotal - discount < 100) t.fail(`round ${round}: total under $1.00`);
    if (result.capped !== discount < wanted) t.fail(`round ${round}: capped says ${result.capped}`);
    lines.forEach((l, i) => {
      const share = result.shares[i]!;
      const inScope = eligible.includes(l);
      if (!Number.isInteger(share) || share < 0 || share > l.usdCents) t.fail(`round ${round}: share ${share} of ${l.usdCents}`);
      if (!inScope && share !== 0) t.fail(`round ${round}: a line out of scope took ${share}`);
      const part = Math.floor((discount * l.usdCents) / base);
      if (inScope && share !== part && share !== part + 1) t.fail(`round ${round}: share ${share} strays from its price's part (${part})`);
    });
  }
  t.pass('2000 random carts checked');
});

t.test('a coupon matching nothing, or unable to lower the order, is refused', async (t) => {
  t.throws(() => discountOf(coupon('percent', 10, { categories: ['stock-trading'] }), [line(5000)]), {
    code: 422,
    message: 'The coupon TEST does not apply to anything in your cart',
  });
  t.throws(
    () => discountOf(coupon('percent', 10, { items: [{ type: 'robot', id: 'r1' }] }), [line(5000, 'forex-trading', 'r1')]),
    { code: 422 },
    'a robot id is not a course id',
  );
  t.throws(() => discountOf(coupon('fixed', 50), [line(100)]), {
    code: 422,
    message: 'The coupon TEST cannot lower this order: an order cannot come to less than $1.00',
  });
  t.same(discountOf(coupon('fixed', 50), [line(120)]), { shares: [20], capped: true }, 'lowered to keep $1.00');
});
