import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import t, { type Test } from 'tap';
import supertest from 'supertest';
import { advance } from '../../../shared/test/clock.ts';
import { grantItems } from '../../../upstream/test/helper.ts';
import { adminCookie, API, buildTestShop, call, PUBLIC_URL, signedInCustomer } from '../helper.ts';
import { pageRequest, WEB_BUILD } from '../web-build.ts';

// The pages are the SPA's own routes and components.
const { WEB_DIST } = WEB_BUILD;
const shop = await buildTestShop(t, { bffEnv: WEB_BUILD });
const page = (path: string, cookie?: string) => pageRequest(shop.app.server, path, cookie);
const listing = async (kind: 'courses' | 'robots', query = 'page=1&length=100') =>
  (await call(shop.app, 'get', `${API}/${kind}?${query}`).expect(200)).body as {
    data: { slug: string; title: string; usd: number; price: number; category: string; type: string; image: string; description: string }[];
    totalRecords: number;
  };
const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="server-state">(.*?)<\/script>/s.exec(html)![1]!) as {
    data: Record<string, unknown>;
    origin: string;
    country: string;
  };
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
const metaOf = (html: string, attr: 'name' | 'property', key: string) => new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];
// Pages are long (the stylesheet is inline): a failure names the pattern, not the whole page.
const found = (text: string, pattern: RegExp | string) => (typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text));
const has = (t: Test, text: string, pattern: RegExp | string, message = `has ${String(pattern)}`) => t.ok(found(text, pattern), message);
const hasNot = (t: Test, text: string, pattern: RegExp | string, message = `has no ${String(pattern)}`) => t.notOk(found(text, pattern), message);
const upstreamReads = (path: string) => shop.up.seen.filter((s) => s.method === 'GET' && s.url.startsWith(`${API}/${path}`)).length;

t.test('a listing arrives rendered: its items, prices, head and the data the browser hydrates with', async (t) => {
  const res = await page('/forex-trading').expect(200);
  t.match(res.headers['content-type'], /^text\/html/);
  const html = res.text;
  const { data } = await listing('courses', 'page=1&length=12&category=forex-trading&sort=newest');
  t.ok(data.length > 0, 'the demo catalogue has forex courses');
  for (const item of data) {
    t.ok(html.includes(`>${item.title}</a>`), `${item.title} is in the HTML`);
    t.ok(html.includes(`href="/forex-trading/${item.slug}"`), `${item.title} links its detail page`);
  }
  t.equal(html.match(/<title>/g)?.length, 1, 'one title');
  has(t, html, /<title>Forex trading courses \| Meridian Trading Academy<\/title>/);
  t.equal(html.match(/<meta name="description"/g)?.length, 1, 'one description');
  has(t, html, new RegExp(`<link rel="canonical" href="${PUBLIC_URL}/forex-trading"/>`));
  const state = stateOf(html);
  t.equal(state.origin, PUBLIC_URL);
  t.same(state.data['courses?page=1&length=12&category=forex-trading&sort=newest'], {
    items: data,
    totalRecords: data.length > 0 ? (await listing('courses', 'page=1&length=1&category=forex-trading')).totalRecords : 0,
  });
  has(t, html, /<style>[^<]*\.bg-navy-950/, 'the stylesheet is inline');
  hasNot(t, html, /<link rel="stylesheet"/, 'no stylesheet request before the first paint');
  has(t, html, /<link rel="preload" href="\/assets\/inter-latin-wght-normal-[\w-]+\.woff2" as="font" type="font\/woff2" crossorigin>/);
});

t.test("a listing's later page and search are in its URL, and its page links are real links", async (t) => {
  const html = (await page('/forex-trading?page=2').expect(200)).text;
  has(t, html, /<title>Forex trading courses, page 2 \|/);
  has(t, html, new RegExp(`<link rel="canonical" href="${PUBLIC_URL}/forex-trading\\?page=2"/>`));
  has(t, html, /<a (?=[^>]*aria-label="Page 1")(?=[^>]*href="\/forex-trading")[^>]*>/, 'page 1 is a link to the listing');
  has(t, html, /<a (?=[^>]*aria-label="Previous page")(?=[^>]*href="\/forex-trading")[^>]*>/, 'and so is the previous page');
  has(t, html, /<span (?=[^>]*aria-label="Next page")(?=[^>]*aria-disabled="true")[^>]*>/, 'the last page has no next');
  const search = (await page('/forex-robots?q=grid').expect(200)).text;
  has(t, search, /<meta name="robots" content="noindex"\/>/, "a search's results stay out of search engines");
  has(t, search, /name="q" value="grid"/);
});

t.test("a course's page: its text and price, Open Graph and Twitter cards, and a Course with its offer", async (t) => {
  const course = (await listing('courses')).data[0]!;
  const html = (await page(`/${course.category}/${course.slug}`).expect(200)).text;
  has(t, html, `<h1 class="text-2xl font-semibold leading-tight sm:text-3xl">${course.title}</h1>`);
  has(t, html, /₦[\d,]+/, 'the price, in the default country’s currency');
  const url = `${PUBLIC_URL}/${course.category}/${course.slug}`;
  t.equal(metaOf(html, 'property', 'og:type'), 'product');
  t.equal(metaOf(html, 'property', 'og:url'), url);
  t.equal(metaOf(html, 'property', 'og:image'), `${PUBLIC_URL}${course.image}.1200.webp`, 'the widest WebP variant: previews take no SVG');
  t.equal(metaOf(html, 'property', 'product:price:amount'), course.usd.toFixed(2));
  t.equal(metaOf(html, 'property', 'product:price:currency'), 'USD');
  t.equal(metaOf(html, 'name', 'twitter:card'), 'summary_large_image');
  t.equal(metaOf(html, 'name', 'twitter:data1'), `$${course.usd.toFixed(2)} (USD)`);
  const [ld] = jsonLdOf(html);
  t.match(ld, {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    url,
    provider: { '@type': 'Organization', name: 'Meridian Trading Academy' },
    offers: { '@type': 'Offer', price: course.usd.toFixed(2), priceCurrency: 'USD', url },
  });
  t.notOk('aggregateRating' in ld!, 'no rating before any review');
});

t.test("a robot's page carries a Product with its offer; home carries the Organization", async (t) => {
  const robot = (await listing('robots')).data[0]!;
  const route = `${robot.category}s`;
  const html = (await page(`/${route}/${robot.slug}`).expect(200)).text;
  t.match(jsonLdOf(html)[0], {
    '@type': 'Product',
    name: robot.title,
    url: `${PUBLIC_URL}/${route}/${robot.slug}`,
    offers: { '@type': 'Offer', price: robot.usd.toFixed(2), priceCurrency: 'USD' },
  });
  const home = (await page('/').expect(200)).text;
  t.match(jsonLdOf(home)[0], { '@type': 'Organization', name: 'Meridian Trading Academy', url: `${PUBLIC_URL}/` });
  has(t, home, /<h1[^>]*>Meridian Trading Academy(<!-- -->)? Statistics<\/h1>/);
});

t.test('an unknown item or page is a 404 kept out of search engines; guarded screens stay client-rendered shells', async (t) => {
  const missing = await page('/forex-trading/no-such-course').expect(404);
  has(t, missing.text, /Course not found/);
  has(t, missing.text, /<meta name="robots" content="noindex"\/>/);
  const unknown = await page('/no-such-page').expect(404);
  has(t, unknown.text, /404 Not Found/);
  const lookups = async () => (await shop.app.metrics.registry.getSingleMetric('bff_page_cache_total')!.get()).values.reduce((n, v) => n + v.value, 0);
  const before = await lookups();
  for (const path of ['/dashboard', '/admin', '/checkout', '/login', '/dashboard/course/forex-foundations?tab=quizzes']) {
    const shell = await page(path).expect(200);
    has(t, shell.text, /<div id="root"><\/div>/, `${path}: the shell`);
    hasNot(t, shell.text, /server-state/, `${path}: no server data`);
  }
  t.equal(await lookups(), before, 'the route table said so: no page was looked up or rendered for a shell');
});

t.test("a signed-in screen's shell names its screen's chunks, so the browser fetches them with the shell", async (t) => {
  const manifest = JSON.parse(readFileSync(`${WEB_DIST}/.vite/manifest.json`, 'utf8')) as Record<string, { file: string }>;
  const chunk = (module: string) => manifest[`src/app/routes/${module}.tsx`]!;
  const preloaded = (html: string, file: string) => html.includes(`<link rel="modulepreload" crossorigin href="/${file}">`);
  const player = (await page('/dashboard/course/forex-foundations?list=course&chapter=1').expect(200)).text;
  t.ok(preloaded(player, chunk('dashboard/course').file), "the player's chunk");
  const styles = [...player.matchAll(/<link rel="preload" as="style" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]!);
  t.ok(
    styles.some((file) => file.includes('lesson-video')),
    "the player's styles, as a preload",
  );
  t.equal(player.match(/rel="stylesheet"/g)?.length, 1, "none as a stylesheet the first paint would wait for: the shell's own alone");
  const orders = (await page('/dashboard/orders').expect(200)).text;
  t.ok(preloaded(orders, chunk('dashboard/orders').file), "the orders screen's chunk");
  t.notOk(preloaded(orders, chunk('dashboard/course').file), "not the player's");
  t.ok(preloaded((await page('/checkout').expect(200)).text, chunk('public/checkout').file), "checkout's");
  t.equal((await page('/admin').expect(200)).text, (await page('/login').expect(200)).text, 'a screen not listed gets the plain shell');
  t.equal(
    (await page('/dashboard/course/other-course').expect(200)).text,
    (await page('/dashboard/course/forex-foundations').expect(200)).text,
    'one shell per screen, whatever the address',
  );
});

t.test("the customer's dashboard, Your Courses, the player and checkout load no zod: the schemas stay with the forms that use them", async (t) => {
  const scripts = (html: string) =>
    [...html.matchAll(/<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="\/([^"]+)"/g)].map((m) => m[1]!);
  const holdsZod = (file: string) => readFileSync(`${WEB_DIST}/${file}`, 'utf8').includes('ZodError');
  // The marker is zod's: the details form validates with a schema as it opens (shared/src/user.ts).
  t.ok(scripts((await page('/dashboard/edit-details').expect(200)).text).some(holdsZod), "the details form's chunks hold zod");
  // The player's questions load beside its video (web/src/app/routes/dashboard/course.tsx), not before it.
  for (const path of ['/dashboard', '/dashboard/courses', '/dashboard/course/forex-foundations', '/checkout']) {
    const files = scripts((await page(path).expect(200)).text);
    t.ok(files.length > 3, `${path}: its shell names its chunks`);
    t.same(files.filter(holdsZod), [], `${path}: none of them holds zod`);
  }
});

t.test('a signed-in customer gets the same public page as everyone: nothing of theirs is rendered or cached', async (t) => {
  const customer = await signedInCustomer(shop, 'ssr-1');
  const asGuest = (await page('/about-us').expect(200)).text;
  const asCustomer = (await page('/about-us', customer.cookie).expect(200)).text;
  t.equal(asCustomer, asGuest);
  hasNot(t, asCustomer, customer.email);
});

t.test('sitemap.xml lists the public pages and every course and robot; robots.txt keeps private parts out', async (t) => {
  const sitemap = await supertest(shop.app.server).get('/sitemap.xml').expect(200);
  t.match(sitemap.headers['content-type'], /^application\/xml/);
  const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const courses = await listing('courses');
  const robots = await listing('robots');
  t.ok(courses.totalRecords <= 100 && robots.totalRecords <= 100, 'one page holds the demo catalogue');
  const expected = [
    ...['/', '/courses', '/forex-trading', '/forex-robots', '/signals', '/FTMO', '/about-us', '/contact-us'],
    ...courses.data.map((c) => `/${c.category}/${c.slug}`),
    ...robots.data.map((r) => `/${r.category}s/${r.slug}`),
  ].map((p) => `${PUBLIC_URL}${p}`);
  for (const url of expected) t.ok(locs.includes(url), url);
  t.equal(locs.length, 13 + courses.totalRecords + robots.totalRecords, 'thirteen pages, then every item once');
  const robotsTxt = (await supertest(shop.app.server).get('/robots.txt').expect(200)).text;
  for (const closed of ['/dashboard', '/admin', '/checkout', '/api/']) has(t, robotsTxt, new RegExp(`^Disallow: ${closed}$`, 'm'));
  has(t, robotsTxt, new RegExp(`^Sitemap: ${PUBLIC_URL}/sitemap.xml$`, 'm'));
});

t.test('a retired course leaves the sitemap and its listing at once, and its page answers 404 (docs/decisions/070-catalogue-status.md)', async (t) => {
  const course = (await listing('courses')).data.at(-1)!;
  const loc = `<loc>${PUBLIC_URL}/${course.category}/${course.slug}</loc>`;
  has(t, (await supertest(shop.app.server).get('/sitemap.xml').expect(200)).text, loc, 'listed while published');
  has(t, (await page(`/${course.category}/${course.slug}`).expect(200)).text, course.title);

  const admin = await adminCookie(shop);
  await call(shop.app, 'post', `${API}/admin/updateCourse`, admin).send({ slug: course.slug, status: 'retired' }).expect(200);
  hasNot(t, (await supertest(shop.app.server).get('/sitemap.xml').expect(200)).text, loc, 'the cached sitemap was forgotten');
  await page(`/${course.category}/${course.slug}`).expect(404);
  t.notOk(
    (await listing('courses')).data.some((c) => c.slug === course.slug),
    'nor in the listing the pages read',
  );

  await call(shop.app, 'post', `${API}/admin/updateCourse`, admin).send({ slug: course.slug, status: 'published' }).expect(200);
  has(t, (await supertest(shop.app.server).get('/sitemap.xml').expect(200)).text, loc, 'back once published again');
});

t.test("rendered pages are cached, and an admin's price change empties the cache at once", async (t) => {
  const course = (await listing('courses')).data[0]!;
  const path = `/${course.category}/${course.slug}`;
  const before = (await page(path).expect(200)).text;
  const reads = upstreamReads('singleCourse');
  t.equal((await page(path).expect(200)).text, before, 'the same page again');
  t.equal(upstreamReads('singleCourse'), reads, 'served from the cache: no upstream read');

  const admin = await adminCookie(shop);
  const usd = course.usd + 11;
  await call(shop.app, 'post', `${API}/admin/updateCourse`, admin).send({ slug: course.slug, usd }).expect(200);
  const after = (await page(path).expect(200)).text;
  t.equal(upstreamReads('singleCourse'), reads + 1, 'rendered again');
  t.equal(metaOf(after, 'property', 'product:price:amount'), usd.toFixed(2), 'with the new price');
  const listed = (await page(`/${course.category}`).expect(200)).text;
  t.match(stateOf(listed).data, { [`courses?page=1&length=12&category=${course.category}&sort=newest`]: { items: [{ slug: course.slug, usd }] } });
});

t.test("a buyer's review renders its page again and shows on it, as text; a refused one empties nothing", async (t) => {
  const course = (await listing('courses')).data[3]!;
  const path = `/${course.category}/${course.slug}`;
  await page(path).expect(200);
  const stranger = await signedInCustomer(shop, 'ssrstranger');
  await call(shop.app, 'post', `${API}/courses/${course.slug}/review`, stranger.cookie).send({ rating: 1, text: 'Not a buyer' }).expect(403);
  const reads = upstreamReads('singleCourse');
  await page(path).expect(200);
  t.equal(upstreamReads('singleCourse'), reads, 'still cached after a refused review');

  const buyer = await signedInCustomer(shop, 'ssrreview');
  await grantItems(shop.up, buyer.email, [{ type: 'course', slug: course.slug }]);
  const text = '<img src=x onerror=alert(1)>';
  await call(shop.app, 'post', `${API}/courses/${course.slug}/review`, buyer.cookie).send({ rating: 5, text }).expect(200);
  const html = (await page(path).expect(200)).text;
  t.equal(upstreamReads('singleCourse'), reads + 1, 'rendered again');
  has(t, html, '5 out of 5, 1 review');
  t.match(jsonLdOf(html)[0], {
    '@type': 'Course',
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1, bestRating: 5, worstRating: 1 },
  });
  has(t, html, '&lt;img src=x onerror=alert(1)&gt;');
  hasNot(t, html, /<img src=x/, 'no element from the review');
  t.match(stateOf(html).data, { [`courses/${course.slug}/reviews?page=1&length=10`]: { items: [{ text, reviewer: 'Ada L.' }], totalRecords: 1 } });
});

t.test("a review renders again its item's page, and the listings only when the rating they show moved", async (t) => {
  const { data } = await listing('courses');
  const [mine, other] = [data[5]!, data[6]!];
  const pathOf = (c: { category: string; slug: string }) => `/${c.category}/${c.slug}`;
  const listed = `/${mine.category}`;
  const buyer = await signedInCustomer(shop, 'ssrscoped');
  await grantItems(shop.up, buyer.email, [{ type: 'course', slug: mine.slug }]);
  for (const path of [pathOf(mine), pathOf(other), listed]) await page(path).expect(200);
  const review = (rating: number, text: string) =>
    call(shop.app, 'post', `${API}/courses/${mine.slug}/review`, buyer.cookie).send({ rating, text }).expect(200);
  const reads = () => ({ item: upstreamReads('singleCourse'), listings: upstreamReads('courses?') });

  await review(4, 'Useful.');
  let before = reads();
  await page(pathOf(other)).expect(200);
  t.same(reads(), before, "another item's page stays cached");
  await page(pathOf(mine)).expect(200);
  t.equal(reads().item, before.item + 1, "the item's page is rendered again");
  await page(listed).expect(200);
  t.ok(reads().listings > before.listings, 'and its listing: the rating moved');

  await review(4, 'Useful, and the quizzes help.');
  before = reads();
  await page(listed).expect(200);
  t.equal(reads().listings, before.listings, 'the same rating: the listing stays cached');
  has(t, (await page(pathOf(mine)).expect(200)).text, 'the quizzes help');
  t.equal(reads().item, before.item + 1, 'only the item is rendered again');
});

t.test('text from the catalogue is shown as text: a title cannot end the data block or add markup', async (t) => {
  const course = (await listing('courses')).data[1]!;
  const admin = await adminCookie(shop);
  const title = 'Evil </script><script>alert(1)</script> <img src=x onerror=alert(2)>';
  await call(shop.app, 'post', `${API}/admin/updateCourse`, admin).send({ slug: course.slug, title }).expect(200);
  const html = (await page(`/${course.category}/${course.slug}`).expect(200)).text;
  hasNot(t, html, /<script>alert/, 'no script element from the title');
  hasNot(t, html, /<img src=x/, 'no element from the title');
  has(t, html, 'Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  t.match(stateOf(html).data, { [`singleCourse?slug=${course.slug}`]: { title } }, 'the data block reads back whole');
  t.equal(jsonLdOf(html)[0]!.name, title, 'so does the JSON-LD');
});

t.test('pages and the build’s assets go compressed to a browser that takes it, the same bytes once decoded', async (t) => {
  const plain = await shop.app.inject({ method: 'GET', url: '/courses', headers: { accept: 'text/html' } });
  t.notOk(plain.headers['content-encoding'], 'a client that asks for no encoding gets none');
  const br = await shop.app.inject({ method: 'GET', url: '/courses', headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } });
  t.equal(br.headers['content-encoding'], 'br');
  t.equal(br.headers.vary, 'accept-encoding');
  t.equal(brotliDecompressSync(br.rawPayload).toString(), plain.body);
  t.ok(br.rawPayload.length * 3 < plain.rawPayload.length, `${br.rawPayload.length} bytes for ${plain.rawPayload.length}`);
  const gzip = await shop.app.inject({ method: 'GET', url: '/courses', headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
  t.equal(gunzipSync(gzip.rawPayload).toString(), plain.body);
  const script = /\/assets\/index-[\w-]+\.js/.exec(plain.body)![0];
  const asset = await shop.app.inject({ method: 'GET', url: script, headers: { 'accept-encoding': 'br' } });
  t.equal(asset.headers['content-encoding'], 'br', 'the build’s brotli copy');
  t.equal(brotliDecompressSync(asset.rawPayload).toString(), (await shop.app.inject({ method: 'GET', url: script })).body);
});

t.test("a visitor's chosen country (its cookie) gets that country's prices from the server; anything else the default", async (t) => {
  const course = (await listing('courses')).data[2]!;
  const path = `/${course.category}/${course.slug}`;
  const usd = (await page(path).set('cookie', 'country=United%20States').expect(200)).text;
  has(t, usd, `$${course.usd.toFixed(2)}`, 'the price in USD');
  hasNot(t, usd, /₦[\d,]+/, 'no naira price');
  t.equal(stateOf(usd).country, 'United States', 'hydration starts from the same country');
  has(t, usd, '<option selected="">United States</option>', 'the selector shows it');
  for (const cookie of ['country=Atlantis', 'country=%3Cscript%3E', '']) {
    const html = (await page(path).set('cookie', cookie).expect(200)).text;
    has(t, html, /₦[\d,]+/, `${cookie || 'no cookie'}: the default country's prices`);
    t.equal(stateOf(html).country, 'Nigeria');
  }
  // Now kept for both countries (sent from memory by the hot path): each visitor still gets their own country's page.
  const again = (await page(path).set('cookie', 'country=United%20States').expect(200)).text;
  t.equal(stateOf(again).country, 'United States', 'asked again: still the United States page');
  hasNot(t, again, /₦[\d,]+/, 'with no naira price');
  t.equal(stateOf((await page(path).expect(200)).text).country, 'Nigeria', 'and without a cookie, still the default');
});

t.test('a page asked for many times at once is rendered once', async (t) => {
  const path = '/stock-trading?page=2';
  const before = upstreamReads('courses?page=2&length=12&category=stock-trading');
  const pages = await Promise.all(Array.from({ length: 12 }, () => page(path).expect(200)));
  t.equal(upstreamReads('courses?page=2&length=12&category=stock-trading') - before, 1, 'one upstream read for 12 requests');
  t.equal(new Set(pages.map((p) => p.text)).size, 1, 'all got the same page');
});

t.test('cached pages and the sitemap expire after PAGE_CACHE_SECONDS, however often they are asked for', async (t) => {
  const short = await buildTestShop(t, { bffEnv: { ...WEB_BUILD, TEST_CLOCK: 'true' } });
  const ttl = short.config.PAGE_CACHE_SECONDS * 1000;
  const reads = (path: string) => short.up.seen.filter((s) => s.method === 'GET' && s.url.startsWith(`${API}/${path}`)).length;
  const ask = (path: string) => pageRequest(short.app.server, path).expect(200);
  // Asked for every 0.3 of the TTL, over 1.5 TTLs (the clock moved, not waited for).
  for (let asked = 0; asked < 5; asked++) {
    await ask('/sitemap.xml');
    await ask('/forex-robots');
    advance(ttl * 0.3, short.app);
  }
  t.ok(reads('robots?page=1&length=100') >= 2, `the sitemap was made again: ${reads('robots?page=1&length=100')} times in 1.5 TTLs`);
  t.ok(reads('robots?page=1&length=12&category=forex') >= 2, `the listing was rendered again: ${reads('robots?page=1&length=12&category=forex')} times`);
});
