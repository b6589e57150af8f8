import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import { unzipSync, strFromU8 } from 'fflate';
import { API, adminToken, buildTestUpstream } from '../helper.ts';

const up = await buildTestUpstream(t);
const get = (url: string, token?: string) => up.app.inject({ method: 'GET', url: `${API}/${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

t.test('the demo catalogue is seeded in every category with covers, clips and real zips', async (t) => {
  for (const category of ['forex-trading', 'crypto-trading', 'stock-trading', 'commodities-trading']) {
    t.equal((await get(`courses?category=${category}`)).json().totalRecords, 14, category);
  }
  for (const category of ['forex-robot', 'commodities-robot', 'crypto-robot']) {
    t.equal((await get(`robots?category=${category}`)).json().totalRecords, 14, category);
  }
  const files = await readdir(join(up.dataDir, 'files'));
  t.equal(files.filter((f) => f.endsWith('.svg')).length, 56 + 42);
  const zip = unzipSync(await readFile(join(up.dataDir, 'robots', 'forex-trend-rider-ea.zip')));
  t.match(strFromU8(zip['README.txt']!), /Forex Trend Rider EA/);
  t.ok(zip['TrendRiderEA.mq4']);
});

t.test('listings page with page and length and answer totalRecords', async (t) => {
  const first = (await get('courses?category=forex-trading&page=1&length=12')).json();
  const second = (await get('courses?category=forex-trading&page=2&length=12')).json();
  t.equal(first.data.length, 12);
  t.equal(second.data.length, 2);
  t.equal(first.totalRecords, 14);
  const slugs = new Set([...first.data, ...second.data].map((c: { slug: string }) => c.slug));
  t.equal(slugs.size, 14, 'no item on two pages');
  t.match(first.data[0], { type: 'course', category: 'forex-trading', image: /^\/api\/academy\/files\/.+\.svg$/ });
  t.equal((await get('courses?length=101')).statusCode, 422, 'length is capped at 100');
  t.equal((await get('courses?category=forex-robot')).statusCode, 422, 'a robot type is not a course category');
});

t.test('q searches titles, descriptions and authors, case-insensitively, with LIKE wildcards escaped', async (t) => {
  const found = (await get('robots?q=GRID%20master')).json();
  t.equal(found.totalRecords, 3);
  t.ok(found.data.every((r: { title: string }) => /Grid Master/.test(r.title)));
  t.equal((await get('courses?q=%25')).json().totalRecords, 0, 'a % is a character, not a wildcard');
  t.equal((await get('courses?category=crypto-trading&q=psychology')).json().totalRecords, 1);
});

t.test('prices: usd is authoritative and price is usd x the NGN rate', async (t) => {
  const course = (await get('courses?length=1')).json().data[0];
  t.equal(course.price, Math.round(course.usd * 1550));
  const admin = { authorization: `Bearer ${await adminToken(up)}` };
  const setRate = (ngn_per_usd: number) => up.app.inject({ method: 'POST', url: `${API}/admin/settings`, headers: admin, payload: { ngn_per_usd } });
  t.equal((await setRate(1600)).statusCode, 200);
  const again = (await get('courses?length=1')).json().data[0];
  t.equal(again.price, Math.round(again.usd * 1600));
  const telegram = (await get('telegram')).json().data;
  t.same(telegram, { usd: 25, price: 40000, available: false }, 'not for sale with neither a bot nor a link');
  await setRate(1550);
});

t.test('images are served publicly with cache headers, and never as a page', async (t) => {
  const res = await get('files/forex-foundations.svg');
  t.equal(res.statusCode, 200);
  t.equal(res.headers['content-type'], 'image/svg+xml');
  t.match(res.headers['cache-control'], /max-age=86400/);
  t.match(res.headers['content-security-policy'], /sandbox/);
  t.ok([403, 404].includes((await get('files/..%2Fpglite')).statusCode), 'a path outside the folder is refused');
  t.equal((await get('files/nope.svg')).statusCode, 404);
});
