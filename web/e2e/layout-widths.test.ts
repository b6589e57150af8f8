import t from 'tap';
import type { Locator } from 'playwright-core';
import { ADMIN, startShop } from './shop.ts';
import { watchPage } from './screen-watch.ts';
import {
  adminSignedIn,
  boughtThroughSandbox,
  dashboardHome,
  follow,
  fromAdminSidebar,
  heading,
  home,
  inPlainSight,
  noSidewaysScroll,
  person,
  screenIsSound,
  screenshot,
  signedUpCustomer,
  visit,
} from './steps.ts';

// Layout points: what broke between a phone and 1280 px, seen at the widths it broke.
// Eleven screens at their widths, on a busy machine: more than tap's default two minutes.
t.setTimeout(300_000);
const shop = await startShop(t);
const customer = person('layout-widths');
const buyer = await shop.newPage();
await signedUpCustomer(buyer, shop.dataDir, customer);
await boughtThroughSandbox(buyer, shop.url, { courses: ['forex-foundations'], robots: [] });
// One more course waits in the cart, for checkout.
await buyer.request.post('/api/academy/cart/add', {
  headers: { 'x-csrf': '1', origin: shop.url },
  data: { slug: 'forex-price-action-mastery', type: 'course' },
});
const signedIn = await buyer.context().storageState();

async function signedInAt(width: number) {
  const context = await shop.browser.newContext({ storageState: signedIn, baseURL: shop.url, viewport: { width, height: 800 } });
  const page = await context.newPage();
  return { page, watch: watchPage(page, []) };
}

/** How many lines an element's text takes on screen. */
const linesOf = (l: Locator) =>
  l.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
  });

const overlap = async (a: Locator, b: Locator) => {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  return Boolean(x && y && x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height);
};

t.test('signed in, the header keeps the name on one line and Logout in the window from 1024 px up', async (t) => {
  for (const width of [1024, 1100, 1180, 1280]) {
    const { page, watch } = await signedInAt(width);
    await visit(page, '/', home(page));
    const header = page.locator('header').first();
    t.equal(await linesOf(header.getByText('Meridian Trading Academy', { exact: true })), 1, `${width} px: the name is one line`);
    t.ok(await inPlainSight(header.getByRole('button', { name: 'Logout' })), `${width} px: Logout is whole and in the window`);
    await screenshot(page, `header-signed-in-${width}`, { fullPage: false });
    await screenIsSound(t, page, watch.take());
    await page.context().close();
  }
});

t.test('on a phone the header opens its menu with Dashboard and Logout, and nothing scrolls sideways', async (t) => {
  const { page, watch } = await signedInAt(375);
  await visit(page, '/', home(page));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await screenshot(page, 'header-signed-in-375', { fullPage: false });
  t.ok(await inPlainSight(page.getByRole('button', { name: 'Logout' }).last()), 'Logout is in the opened menu');
  await screenIsSound(t, page, watch.take());
});

t.test('checkout keeps the email whole and, on a phone, the reminder beside the total instead of over it', async (t) => {
  for (const width of [375, 1024, 1280]) {
    const { page, watch } = await signedInAt(width);
    await visit(page, '/', home(page));
    await follow(page, page.getByRole('link', { name: /^Cart, 1 item/ }), heading(page, 'Your cart'));
    await follow(page, page.getByRole('link', { name: 'Proceed to checkout' }), { at: '/checkout', shows: heading(page, 'Checkout') });
    const reminder = page.getByRole('status').filter({ hasText: 'Please ensure you pay the exact amount of your purchase' });
    await reminder.waitFor();
    await screenshot(page, `checkout-${width}`);
    t.equal(await linesOf(page.locator('dd', { hasText: customer.email })), 1, `${width} px: the email is not broken mid-word`);
    if (width === 375) t.notOk(await overlap(reminder, page.getByText('Total price').locator('..')), 'the reminder does not cover the total');
    await screenIsSound(t, page, watch.take());
    await page.context().close();
  }
});

t.test("on a phone the dashboard's menu shows every entry and the player's tabs stay on one line", async (t) => {
  const { page, watch } = await signedInAt(375);
  await visit(page, '/dashboard', dashboardHome(page));
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await menu.getByRole('link', { name: 'Change Password' }).waitFor();
  await screenshot(page, 'dashboard-375', { fullPage: false });
  for (const link of await menu.getByRole('link').all()) t.ok(await inPlainSight(link), `${await link.textContent()} is whole on screen`);
  await follow(page, menu.getByRole('link', { name: 'Your Courses' }), heading(page, 'Your Courses'));
  await follow(page, page.getByRole('link', { name: 'Forex Foundations', exact: true }), heading(page, 'Forex Foundations'));
  const live = page.getByRole('tab', { name: 'Live Sessions' });
  await live.waitFor();
  await screenshot(page, 'player-375');
  t.equal(await linesOf(live), 1, 'Live Sessions is one line');
  await screenIsSound(t, page, watch.take());
});

async function adminAt(width: number) {
  const context = await shop.browser.newContext({ baseURL: shop.url, viewport: { width, height: 800 } });
  const page = await context.newPage();
  const watch = watchPage(page, []);
  await adminSignedIn(page, ADMIN);
  return { page, watch };
}

t.test("the admin's Courses and Robots tables keep each row's Update in sight, reached from the sidebar", async (t) => {
  for (const width of [375, 1024, 1280]) {
    const { page, watch } = await adminAt(width);
    for (const [table, title, item] of [
      ['Courses', 'Courses Dashboard', 'Forex Foundations'],
      ['Robots', 'Robots', 'Forex Trend Rider EA'],
    ] as const) {
      // On a phone the sidebar starts closed, and following a link closes it again.
      await fromAdminSidebar(page, width, table, heading(page, title));
      const update = page.getByRole('link', { name: `Update ${item}` });
      await update.waitFor();
      await screenshot(page, `admin-${table.toLowerCase()}-${width}`);
      t.ok(await inPlainSight(update), `${width} px: ${table}' Update is in sight`);
      t.ok(await noSidewaysScroll(page), `${width} px: the page itself does not scroll sideways`);
    }
    await watch.quiet();
    await screenIsSound(t, page, watch.take());
    await page.context().close();
  }
});
