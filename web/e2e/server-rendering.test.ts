import type { Page } from 'playwright-core';
import t from 'tap';
import { watchPage } from './screen-watch.ts';
import { startShop } from './shop.ts';
import { arrived, boughtThroughSandbox, follow, heading, home, loginScreen, person, screenIsSound, screenshot, signedUpCustomer, visit } from './steps.ts';

// Public pages come rendered from the server (bff/src/plugins/app/pages.ts): a visitor arriving from
// a search result sees the page before any script runs, React hydrates it without a mismatch, and
// the reads it was rendered with are not fetched again.
const shop = await startShop(t);

// Every kind of public page, as a search engine links them.
const ARRIVALS = [
  { path: '/', heading: 'Meridian Trading Academy Statistics' },
  { path: '/courses', heading: 'All courses' },
  { path: '/forex-trading', heading: 'Forex trading courses' },
  { path: '/crypto-trading?page=2', heading: 'Crypto trading courses' },
  { path: '/stock-trading', heading: 'Stock trading courses' },
  { path: '/commodities-trading', heading: 'Commodities trading courses' },
  { path: '/forex-robots', heading: 'Forex robots' },
  { path: '/commodities-robots', heading: 'Commodities robots' },
  { path: '/crypto-robots?q=grid', heading: 'Crypto robots' },
  { path: '/forex-trading/forex-foundations', heading: 'Forex Foundations' },
  { path: '/forex-robots/forex-trend-rider-ea', heading: 'Forex Trend Rider EA' },
  { path: '/about-us', heading: 'Who We Are' },
  { path: '/contact-us', heading: 'Contact us' },
  { path: '/FTMO', heading: 'Pass the FTMO challenge' },
  { path: '/signals', heading: 'Trading signals' },
  { path: '/cart', heading: 'Your cart is empty' },
];

/** The page's own API reads (not the session check, not images): what hydration must not repeat. */
function apiReads(page: Page) {
  const reads: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/academy/files/')) reads.push(url.pathname + url.search);
  });
  return reads;
}

/** React has taken the page over: the header's menu button answers a click. */
async function hydrated(page: Page) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('button', { name: 'Close menu' }).click();
  } else {
    await page.locator('#country-select').selectOption('United States');
    await page.locator('#country-select').selectOption('Nigeria');
  }
}

for (const width of [375, 1280]) {
  t.test(`at ${width} px, every public page arrives rendered and hydrates without a mismatch or a second read`, async (t) => {
    const page = await shop.newPage({ width });
    const watch = watchPage(page, []);
    const reads = apiReads(page);
    for (const { path, heading } of ARRIVALS) {
      reads.length = 0;
      const res = await visit(page, path, page.getByRole('heading', { level: 1, name: heading }).first());
      t.equal(res?.status(), 200, `${path}: 200`);
      t.ok((await res?.text())?.includes('id="server-state"'), `${path}: rendered by the server`);
      await hydrated(page);
      await watch.quiet();
      t.same(reads, [], `${path}: nothing read again after the page arrived`);
      await screenIsSound(t, page, watch.take());
    }
    await screenshot(page, `server-rendered-listing-${width}`);
  });
}

for (const width of [375, 1280]) {
  t.test(`at ${width} px the tab's title follows the reader: each page names itself, a screen that names none keeps the academy's`, async (t) => {
    const page = await shop.newPage({ width });
    const watch = watchPage(page, []);
    await visit(page, '/forex-trading', heading(page, 'Forex trading courses'));
    t.equal(await page.title(), 'Forex trading courses | Meridian Trading Academy');
    await follow(page, page.locator('main article h2 a', { hasText: 'Forex Foundations' }), heading(page, 'Forex Foundations'));
    await page.waitForFunction(() => document.title === 'Forex Foundations | Meridian Trading Academy');
    t.equal(await page.locator('head link[rel="canonical"]').getAttribute('href'), `${shop.url}/forex-trading/forex-foundations`, 'the canonical URL follows');
    await follow(page, page.getByRole('link', { name: 'Login' }).first(), {
      at: (url) => url.pathname === '/login' && url.searchParams.get('next') === '/forex-trading/forex-foundations',
      shows: loginScreen(page),
    });
    await page.waitForFunction(() => document.title === 'Meridian Trading Academy');
    t.pass('the login screen keeps the academy’s name');
    await screenIsSound(t, page, watch.take());
  });
}

t.test('a page whose server HTML differs from what the browser renders is reported (the check above can fail)', async (t) => {
  const page = await shop.newPage();
  const watch = watchPage(page, []);
  await page.route('**/about-us', async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, body: (await res.text()).replace('Our mission</h2>', 'Our vision</h2>') });
  });
  await visit(page, '/about-us', page.getByRole('heading', { name: 'Our mission' }));
  await watch.quiet();
  const problems = watch.take();
  t.ok(
    problems.some((p) => /hydrat|418|425/i.test(p)),
    `React reports the mismatch: ${problems.join('; ')}`,
  );
});

t.test('the stored country and a guest cart show once hydrated, with no mismatch', async (t) => {
  const page = await shop.newPage();
  const watch = watchPage(page, []);
  await visit(page, '/forex-trading/forex-foundations', heading(page, 'Forex Foundations'));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
  await page.locator('#country-select').selectOption('United States');
  await visit(page, '/forex-trading', heading(page, 'Forex trading courses'));
  await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
  await page.getByText(/\$\d/).first().waitFor();
  t.equal(await page.getByText(/₦\d/).count(), 0, 'prices in USD, as chosen');
  await screenIsSound(t, page, watch.take());
});

t.test("a customer's own parts fill in after hydration: the page is everyone's, the owned badge is theirs", async (t) => {
  const page = await shop.newPage();
  const watch = watchPage(page, []);
  await signedUpCustomer(page, shop.dataDir, person('ssr-owner'));
  await boughtThroughSandbox(page, shop.url, { courses: ['forex-foundations'], robots: [] });
  const reads = apiReads(page);
  const res = await visit(page, '/forex-trading', heading(page, 'Forex trading courses'));
  t.notOk((await res?.text())?.includes('Open in dashboard'), 'the server renders the public page, nothing of theirs');
  await page.getByRole('link', { name: 'Open in dashboard: Forex Foundations' }).waitFor();
  await page.getByRole('link', { name: 'Dashboard' }).first().waitFor();
  t.same(
    reads.filter((r) => r.startsWith('/api/academy/courses')),
    ['/api/academy/courses?page=1&length=12&category=forex-trading&sort=newest'],
    'the listing read once more, with their session',
  );
  await screenIsSound(t, page, watch.take());
});

t.test("a customer's Add to cart on a page that arrived before their session was known lands in their cart", async (t) => {
  const page = await shop.newPage();
  await signedUpCustomer(page, shop.dataDir, person('ssr-early'));
  // A slow answer to "who is signed in", held until the rendered page, hydrated, has been seen without it.
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/bff/session', async (route) => {
    await held;
    await route.continue();
  });
  await visit(page, '/forex-trading/forex-trading-psychology', heading(page, 'Forex Trading Psychology'));
  const add = page.getByRole('button', { name: 'Add to cart: Forex Trading Psychology' });
  t.ok(await add.isDisabled(), 'the button waits for the session');
  answer();
  await add.click();
  await page.getByText('Item added to cart').waitFor();
  await page.unroute('**/bff/session');
  const cart = await (await page.request.get('/api/academy/cart/fetch', { headers: { 'x-csrf': '1' } })).json();
  t.same(
    cart.data.products.map((p: { slug: string }) => p.slug),
    ['forex-trading-psychology'],
    'in the server cart, not a guest cart',
  );
});

/**
 * The entry script (which hydrates) arrives only once `release` is called, as on a slow phone: the
 * server's page is there first. Module scripts hold DOMContentLoaded back, so the page is waited for
 * by its HTML.
 */
async function arriveBeforeScript(page: Page, path: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await visit(page, path, { shows: () => page.locator('footer').waitFor({ state: 'attached' }) }, { hydrated: false });
  return release;
}

t.test('what a visitor types into the search box before the page is hydrated is what they search for', async (t) => {
  const page = await shop.newPage();
  const release = await arriveBeforeScript(page, '/crypto-robots');
  await page.getByLabel('Search crypto robots').fill('grid');
  release();
  await arrived(page, heading(page, 'Crypto robots'));
  await follow(page, page.getByRole('button', { name: 'Search', exact: true }), page.getByText('1 item matching “grid”'));
  t.equal(new URL(page.url()).search, '?q=grid');
});

for (const width of [375, 1280]) {
  t.test(`at ${width} px, what works only with JavaScript waits for it, and a country chosen as soon as it can be is kept`, async (t) => {
    const page = await shop.newPage({ width });
    const release = await arriveBeforeScript(page, '/signals');
    const menu = page.locator('button[aria-controls="site-nav"]');
    const countries = page.getByLabel('Country');
    t.ok(await menu.isDisabled(), 'the menu button waits (a tap would be lost)');
    t.same(
      await countries.evaluateAll((all) => all.map((s) => (s as HTMLSelectElement).disabled)),
      [true, true],
      'both country selectors wait (hydration would reset a choice)',
    );
    release();
    // Each step waits for the control to be enabled, as a person waits for it to respond.
    if (width < 640) await menu.click();
    await countries.filter({ visible: true }).selectOption('United States');
    await page.getByText('$25.00', { exact: true }).waitFor();
    t.equal(await page.getByText(/₦/).count(), 0, 'no naira left on the page');

    const later = await shop.newPage({ width });
    const releaseSort = await arriveBeforeScript(later, '/forex-trading');
    t.ok(await later.getByLabel('Sort by').isDisabled(), 'the sort waits');
    releaseSort();
    await follow(later, () => later.getByLabel('Sort by').selectOption('Title (A to Z)'), { at: '/forex-trading?sort=title' });
    // The new page of results replaces the old one once it has arrived.
    await later.getByRole('heading', { level: 2, name: 'Forex Advanced Chart Patterns' }).waitFor();
    // The first sorted card can show while the old page's cards are still leaving (a loaded machine):
    // what counts is the page it settles on, as a person reads it.
    await later
      .waitForFunction(() => {
        const shown = Array.from(document.querySelectorAll('main article h2'), (h) => h.textContent);
        return shown.length > 0 && shown.every((title, i) => i === 0 || shown[i - 1]!.localeCompare(title) <= 0);
      })
      .catch(() => undefined);
    const titles = await later.locator('main article h2').allTextContents();
    t.same(
      titles,
      titles.toSorted((a, b) => a.localeCompare(b)),
      'sorted by title',
    );

    const contact = await shop.newPage({ width });
    const releaseContact = await arriveBeforeScript(contact, '/contact-us');
    const send = contact.getByRole('button', { name: 'Send message' });
    t.ok(await send.isDisabled(), 'sending waits (before hydration the form would be sent as a GET, the message in the URL)');
    releaseContact();
    await send.click();
    await contact.getByText('Name is required').first().waitFor();
    t.equal(new URL(contact.url()).search, '', 'nothing went into the address bar');
  });
}

for (const width of [375, 1280]) {
  t.test(`at ${width} px with JavaScript off, a visitor reads home, browses a listing page by page and reads a detail page`, async (t) => {
    const page = await shop.newPage({ width, javaScriptEnabled: false });
    await visit(page, '/', home(page), { hydrated: false });
    const why = page.getByRole('heading', { name: 'Why Meridian Trading Academy?' });
    await why.scrollIntoViewIfNeeded();
    t.equal(await why.evaluate((h) => getComputedStyle(h.closest('section')!).opacity), '1', 'the section that fades in with JavaScript is shown');
    const noScript = { hydrated: false };
    await follow(
      page,
      page.getByRole('contentinfo').getByRole('link', { name: 'Forex trading' }),
      { at: '/forex-trading', shows: heading(page, 'Forex trading courses') },
      noScript,
    );
    t.equal(await page.locator('main article').count(), 12, '12 courses on page 1');
    await follow(page, page.getByRole('link', { name: 'Page 2' }), { at: '/forex-trading?page=2' }, noScript);
    t.equal(await page.locator('main article').count(), 2, 'the other 2 on page 2');
    await page.getByLabel('Search forex trading courses').fill('scalping');
    await follow(page, () => page.getByLabel('Search forex trading courses').press('Enter'), { at: '/forex-trading?q=scalping' }, noScript);
    const title = await page.locator('main article h2 a').first().textContent();
    t.match(title, /Scalping/i, 'the search narrows the listing');
    await follow(page, page.locator('main article h2 a').first(), heading(page, title!), noScript);
    t.match(await page.locator('main').textContent(), /₦[\d,]+/, 'with its price');
    t.match(await page.locator('main').textContent(), /About this course/, 'and its description');
    await screenshot(page, `no-javascript-detail-${width}`);
  });
}
