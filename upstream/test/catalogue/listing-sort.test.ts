import t from 'tap';
import { API, buildTestUpstream, grantItems, registeredCustomer } from '../helper.ts';

const up = await buildTestUpstream(t);
interface Row {
  slug: string;
  title: string;
  usd: number;
  category: string;
  rating: { average: number | null; count: number };
}
const list = async (query: string) => {
  const res = await up.app.inject({ method: 'GET', url: `${API}/${query}` });
  t.equal(res.statusCode, 200, query);
  return res.json<{ data: Row[]; totalRecords: number }>();
};
/** Every page of a listing, in order, with the length given. */
const allPages = async (path: string, length: number) => {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const { data, totalRecords } = await list(`${path}&length=${length}&page=${page}`);
    rows.push(...data);
    if (rows.length >= totalRecords || data.length === 0) return rows;
  }
};

t.test('/courses is newest first by default, so its first page mixes the categories', async (t) => {
  const first = (await list('courses?page=1&length=12')).data;
  t.same(new Set(first.map((c) => c.category)).size, 4, 'all four course categories on page 1');
  t.same((await list('courses?sort=newest&page=1&length=12')).data, first, 'newest is the default');
});

t.test('price low-high, price high-low and title order the whole listing across pages', async (t) => {
  const cheap = await allPages('courses?sort=price-asc', 12);
  t.equal(cheap.length, 56);
  t.equal(new Set(cheap.map((c) => c.slug)).size, 56, 'no course on two pages');
  t.ok(
    cheap.every((c, i) => i === 0 || cheap[i - 1]!.usd <= c.usd),
    'prices rise',
  );
  const dear = await allPages('robots?category=crypto-robot&sort=price-desc', 5);
  t.equal(dear.length, 14);
  t.ok(
    dear.every((r, i) => r.category === 'crypto-robot' && (i === 0 || dear[i - 1]!.usd >= r.usd)),
    'prices fall, within the category',
  );
  const titles = (await allPages('robots?sort=title', 12)).map((r) => r.title.toLowerCase());
  t.same(
    titles,
    [...titles].sort((a, b) => a.localeCompare(b, 'en')),
    'by title',
  );
  const found = (await list('courses?q=psychology&sort=price-desc')).data;
  t.ok(found.length === 4 && found.every((c, i) => i === 0 || found[i - 1]!.usd >= c.usd), 'sort and search together');
});

t.test('rating orders the best rated first, the more reviewed first among equals, the unrated last', async (t) => {
  const reviews: [string, number[]][] = [
    ['crypto-grid-master-ea', [3]],
    ['crypto-trend-rider-ea', [5, 4]],
    ['crypto-scalper-pro-ea', [5, 4, 4, 5]],
  ];
  let n = 0;
  for (const [slug, ratings] of reviews) {
    for (const rating of ratings) {
      const c = await registeredCustomer(up, `sort${n++}`);
      await grantItems(up, c.email, [{ type: 'robot', slug }]);
      const res = await up.app.inject({
        method: 'POST',
        url: `${API}/robots/${slug}/review`,
        payload: { rating, text: 'Fine' },
        headers: { authorization: `Bearer ${c.token}` },
      });
      t.equal(res.statusCode, 200);
    }
  }
  const rows = await allPages('robots?category=crypto-robot&sort=rating', 5);
  t.equal(rows.length, 14, 'every robot, rated or not');
  t.same(
    rows.slice(0, 3).map((r) => r.slug),
    ['crypto-scalper-pro-ea', 'crypto-trend-rider-ea', 'crypto-grid-master-ea'],
    '4.5 from four reviews, 4.5 from two, then 3',
  );
  t.ok(
    rows.slice(3).every((r) => r.rating.count === 0),
    'the unrated after',
  );
});

t.test('an unknown sort is refused with the error shape', async (t) => {
  const res = await up.app.inject({ method: 'GET', url: `${API}/courses?sort=random` });
  t.equal(res.statusCode, 422);
  t.match(res.json(), { code: 422, message: String });
});
