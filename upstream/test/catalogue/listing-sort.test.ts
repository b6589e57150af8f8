import t from 'tap';
import { API, buildTestUpstream } from '../helper.ts';

const up = await buildTestUpstream(t);
interface Row {
  slug: string;
  title: string;
  usd: number;
  category: string;
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

t.test('an unknown sort is refused with the error shape', async (t) => {
  const res = await up.app.inject({ method: 'GET', url: `${API}/courses?sort=random` });
  t.equal(res.statusCode, 422);
  t.match(res.json(), { code: 422, message: String });
});
