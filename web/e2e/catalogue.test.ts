import t, { type Test } from 'tap';
import type { Page } from 'playwright-core';
import { watchPage } from './screen-watch.ts';
import { startShop } from './shop.ts';
import { back, boughtThroughSandbox, follow, heading, person, reload, screenIsSound, screenshot, signedUpCustomer, visit } from './steps.ts';

// Two widths of four screens each, a sign-up and a purchase among them.
t.setTimeout(300_000);
const shop = await startShop(t);
const WIDTHS = [375, 1280];

const cards = (page: Page) => page.locator('main article');
const cardTitles = (page: Page) => cards(page).locator('h2').allInnerTexts();
/** The prices cards show, as numbers (₦ or $, with thousands grouping). */
const pricesIn = (texts: string[]) => texts.map((text) => Number(/[₦$]\s?([\d,]+(?:\.\d+)?)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN));
const cardPrices = async (page: Page) => pricesIn(await cards(page).allInnerTexts());
const rising = (xs: number[]) => xs.every((x, i) => !Number.isNaN(x) && (i === 0 || xs[i - 1]! <= x));
/** Runs in the page: whether the cards read otherwise than `before`. */
const cardsChanged = (before: string) => Array.from(document.querySelectorAll<HTMLElement>('main article'), (a) => a.innerText).join('\n') !== before;
/**
 * The cards' prices once they are what `settled` expects (the previous page stays on screen while
 * the next loads), or as they are after 10 s. Read again each time the cards change, not on a timer.
 */
async function pricesOnceSettled(page: Page, settled: (prices: number[]) => boolean) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const texts = await cards(page).allInnerTexts();
    const prices = pricesIn(texts);
    if (settled(prices)) return prices;
    const timeout = Math.max(1, deadline - Date.now());
    const changed = await page.waitForFunction(cardsChanged, texts.join('\n'), { timeout }).then(
      () => true,
      () => false,
    );
    if (!changed) return prices;
  }
}

/**
 * A new screen, watched. Each step below waits for the screen to go quiet first, as a person
 * looks before clicking: a card replaced while its cover loads cancels that load, which the watch
 * would count as a failed request.
 */
async function screen(width: number) {
  const page = await shop.newPage({ width });
  return { page, watch: watchPage(page, []) };
}

/** The screen is as a person would want it, and saved to look at. */
async function sound(t: Test, page: Page, watch: ReturnType<typeof watchPage>, name: string) {
  await watch.quiet();
  await screenshot(page, name);
  await screenIsSound(t, page, watch.take());
}

for (const width of WIDTHS) {
  t.test(`${width} px: a customer's cards open what they own in the dashboard instead of offering it again`, async (t) => {
    const { page, watch } = await screen(width);
    await signedUpCustomer(page, shop.dataDir, person(`cards-${width}`));
    await boughtThroughSandbox(page, shop.url, { courses: ['forex-foundations'], robots: ['forex-trend-rider-ea'] });
    await watch.quiet();
    watch.take();

    await visit(page, '/forex-trading', heading(page, 'Forex trading courses'));
    await page.getByRole('link', { name: 'Open in dashboard: Forex Foundations' }).waitFor();
    t.equal(await page.getByRole('button', { name: /^(Add to cart|In cart): Forex Foundations$/ }).count(), 0, 'no Add to cart for the owned course');
    t.equal(await page.getByRole('button', { name: 'Add to cart: Forex Price Action Mastery' }).count(), 1, 'the others still sell');
    await sound(t, page, watch, `catalogue-owned-card-${width}`);
    await follow(page, page.getByRole('link', { name: 'Open in dashboard: Forex Foundations' }), {
      at: '/dashboard/course/forex-foundations',
      shows: heading(page, 'Forex Foundations'),
    });
    await watch.quiet();

    await visit(page, '/forex-robots', heading(page, 'Forex robots'));
    await follow(page, page.getByRole('link', { name: 'Open in dashboard: Forex Trend Rider EA' }), {
      at: '/dashboard/robot/forex-trend-rider-ea',
      shows: heading(page, 'Forex Trend Rider EA'),
    });
    await page.getByRole('link', { name: 'Download robot' }).waitFor();
    await sound(t, page, watch, `catalogue-owned-robot-opened-${width}`);
  });

  t.test(`${width} px: listings open newest first and sort by the control, through pages, reload and Back`, async (t) => {
    const { page, watch } = await screen(width);
    await visit(page, '/courses', heading(page, 'All courses'));
    await page.getByText('56 items').waitFor();
    const newest = await cardTitles(page);
    t.same(
      newest.slice(0, 4),
      ['Forex Foundations', 'Crypto Foundations', 'Stock Foundations', 'Commodities Foundations'],
      'the newest of every category first, not all Commodities',
    );
    t.equal(await page.getByLabel('Sort by').inputValue(), 'newest');

    await watch.quiet();
    await follow(page, () => page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' }), { at: (url) => url.search === '?sort=price-asc' });
    const page1 = await pricesOnceSettled(page, (p) => p.length === 12 && rising(p));
    t.ok(page1.length === 12 && rising(page1), `page 1 rises: ${page1.join(', ')}`);
    await sound(t, page, watch, `catalogue-sorted-price-${width}`);

    await watch.quiet();
    await follow(page, page.getByRole('link', { name: 'Page 2' }), { at: (url) => url.search === '?sort=price-asc&page=2' });
    const page2 = await pricesOnceSettled(page, (p) => rising([...page1, ...p]));
    t.ok(rising([...page1, ...page2]), `page 2 goes on from page 1: ${page2.join(', ')}`);

    await watch.quiet();
    await reload(page, heading(page, 'All courses'));
    await page.getByText('56 items').waitFor();
    t.equal(await page.getByLabel('Sort by').inputValue(), 'price-asc', 'a reload keeps the order');
    t.same(await cardPrices(page), page2, 'and the page');

    await watch.quiet();
    await back(page, { at: (url) => url.search === '?sort=price-asc' });
    t.same(await pricesOnceSettled(page, (p) => p.join() === page1.join()), page1, 'Back is page 1 of the same order');
    await watch.quiet();
    // The address changes first; the cards and the select follow when React renders it.
    await back(page, {
      at: (url) => url.pathname === '/courses' && url.search === '',
      shows: () =>
        page.waitForFunction(
          (want) =>
            Array.from(document.querySelectorAll('main article h2'))
              .slice(0, 4)
              .map((h) => h.textContent)
              .join('|') === want,
          newest.slice(0, 4).join('|'),
        ),
    });
    t.equal(await page.getByLabel('Sort by').inputValue(), 'newest', 'and Back again newest first');

    await watch.quiet();
    await follow(page, () => page.getByLabel('Sort by').selectOption({ label: 'Title (A to Z)' }), {
      at: (url) => url.search === '?sort=title',
      shows: () => page.waitForFunction(() => document.querySelector('main article h2')?.textContent === 'Commodities Advanced Chart Patterns'),
    });
    const titles = await cardTitles(page);
    t.same(
      titles,
      [...titles].sort((a, b) => a.localeCompare(b, 'en')),
      'by title',
    );
    await sound(t, page, watch, `catalogue-sorted-title-${width}`);
  });

  t.test(`${width} px: a category listing of robots sorts too`, async (t) => {
    const { page, watch } = await screen(width);
    await visit(page, '/crypto-robots', heading(page, 'Crypto robots'));
    await page.getByText('14 items').waitFor();
    await watch.quiet();
    await follow(page, () => page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' }), { at: (url) => url.search === '?sort=price-desc' });
    const dear = await pricesOnceSettled(page, (p) => p.length === 12 && rising([...p].reverse()));
    t.ok(dear.length === 12 && rising([...dear].reverse()), `prices fall: ${dear.join(', ')}`);
    await sound(t, page, watch, `catalogue-robots-price-desc-${width}`);
  });

  t.test(`${width} px: a detail link under the wrong category goes to the item's own, without a Back trap`, async (t) => {
    const { page, watch } = await screen(width);
    await visit(page, '/crypto-trading', heading(page, 'Crypto trading courses'));
    await page.getByText('14 items').waitFor();
    await watch.quiet();
    // A stale link, followed from elsewhere.
    await visit(page, '/crypto-trading/forex-foundations', {
      at: (url) => url.pathname === '/forex-trading/forex-foundations',
      shows: heading(page, 'Forex Foundations'),
    });
    t.equal(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').innerText(), 'Forex trading courses', 'under its own breadcrumb');
    await sound(t, page, watch, `catalogue-wrong-category-${width}`);
    await back(page, { at: (url) => url.pathname === '/crypto-trading', shows: heading(page, 'Crypto trading courses') });
    t.pass('Back skips the wrong URL');
    await watch.quiet();

    await visit(page, '/crypto-robots/forex-trend-rider-ea', {
      at: (url) => url.pathname === '/forex-robots/forex-trend-rider-ea',
      shows: heading(page, 'Forex Trend Rider EA'),
    });
    t.equal(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').innerText(), 'Forex robots');
    await sound(t, page, watch, `catalogue-wrong-robot-category-${width}`);
  });

  t.test(`${width} px: a robot's page lists what its zip really holds`, async (t) => {
    const { page, watch } = await screen(width);
    await visit(page, '/crypto-robots', heading(page, 'Crypto robots'));
    await follow(page, page.getByRole('link', { name: 'Crypto Grid Master EA' }), {
      at: '/crypto-robots/crypto-grid-master-ea',
      shows: heading(page, 'Crypto Grid Master EA'),
    });
    const included = page.getByRole('heading', { name: 'What is included' }).locator('xpath=..');
    await included.getByText('Version 1.07, and every update after it').waitFor();
    const text = await included.innerText();
    t.match(text, /A licence for 5 trading accounts/);
    t.match(text, /For MetaTrader 4 and MetaTrader 5/);
    t.match(text, /4 files in the zip/);
    for (const file of ['README.txt', 'GridMasterEA.set', 'GridMasterEA.mq4', 'GridMasterEA.mq5']) t.match(text, file);
    t.notMatch(text, /video walkthroughs|tested preset file/, 'no fixed claims');
    await included.scrollIntoViewIfNeeded();
    await sound(t, page, watch, `catalogue-robot-included-${width}`);
  });

  t.test(`${width} px: covers arrive as AVIF in the width the layout draws them, the detail's first`, async (t) => {
    const { page, watch } = await screen(width);
    /** The cover Chromium chose from the srcsets, once it has loaded. */
    const chosen = async (img: ReturnType<Page['locator']>) => {
      await img.evaluate((el: HTMLImageElement) => (el.complete ? undefined : new Promise((done) => el.addEventListener('load', done, { once: true }))));
      return img.evaluate((el: HTMLImageElement) => ({ src: new URL(el.currentSrc).pathname, fetchPriority: el.fetchPriority }));
    };
    await visit(page, '/forex-trading', heading(page, 'Forex trading courses'));
    // A card is a quarter of 1280 px or the whole phone: the 400 px variant either way.
    t.match(await chosen(cards(page).first().locator('img')), { src: /\.400\.avif$/ }, 'a card');
    await visit(page, '/forex-trading/forex-foundations', heading(page, 'Forex Foundations'));
    const detail = await chosen(page.getByRole('img', { name: 'Cover of Forex Foundations' }));
    // 60% of 1280 px is 768 px: the 800 px variant; a phone's 375 px: the 400.
    const drawn = width === 1280 ? 800 : 400;
    t.match(detail, { src: new RegExp(`forex-foundations\\.svg\\.${drawn}\\.avif$`), fetchPriority: 'high' }, 'the detail cover');
    await sound(t, page, watch, `catalogue-covers-${width}`);
  });

  t.test(`${width} px: a search finds words in any order and form, best match first, and another order can be picked`, async (t) => {
    const { page, watch } = await screen(width);
    await visit(page, '/courses', heading(page, 'All courses'));
    await page.getByText('56 items').waitFor();
    t.equal(await page.getByLabel('Sort by').getByRole('option', { name: 'Best match' }).count(), 0, 'nothing to match before a search');
    // An order picked for the listing is not the search's: a search starts at best match.
    await follow(page, () => page.getByLabel('Sort by').selectOption({ label: 'Best rated' }), { at: (url) => url.search === '?sort=rating' });
    await page.getByRole('searchbox').fill('psychology trading');
    await follow(page, page.getByRole('button', { name: 'Search', exact: true }), { at: (url) => url.search === '?q=psychology+trading' });
    await page.getByText('56 items').waitFor({ state: 'detached' });
    t.equal(await page.getByLabel('Sort by').inputValue(), 'relevance', 'a search is ordered by best match');
    const titles = await cardTitles(page);
    t.ok(
      titles.length >= 4 && titles.slice(0, 4).every((title) => title.endsWith('Trading Psychology')),
      `both words in the title first: ${titles.slice(0, 4).join(', ')}`,
    );
    await sound(t, page, watch, `catalogue-search-${width}`);

    await watch.quiet();
    await follow(page, () => page.getByLabel('Sort by').selectOption({ label: 'Newest' }), { at: (url) => url.search === '?q=psychology+trading&sort=newest' });
    t.equal(await page.getByLabel('Sort by').inputValue(), 'newest', 'the order asked for stays named beside the search');
  });
}
