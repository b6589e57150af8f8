import t from 'tap';
import { watchPage } from './screen-watch.ts';
import { ADMIN, startShop } from './shop.ts';
import {
  adminDashboard,
  adminSignedIn,
  boughtThroughSandbox,
  follow,
  fromAdminSidebar,
  heading,
  inPlainSight,
  noSidewaysScroll,
  person,
  rowAction,
  screenIsSound,
  screenshot,
  signedUpCustomer,
} from './steps.ts';

const shop = await startShop(t);
const p = person('row-menu');
const buyer = await shop.newPage();
await signedUpCustomer(buyer, shop.dataDir, p);
await boughtThroughSandbox(buyer, shop.url, { courses: ['forex-foundations'], robots: ['crypto-grid-master-ea'] });

for (const width of [375, 1024, 1280]) {
  t.test(`at ${width} px, User Records keep every column in reach with one Actions menu per row, and each action works through it`, async (t) => {
    const page = await shop.newPage({ width });
    const watch = watchPage(page, []);
    await adminSignedIn(page, ADMIN);
    const menu = `Actions for ${p.email}`;
    const button = page.getByRole('button', { name: menu, exact: true });
    await button.waitFor();
    await screenshot(page, `admin-user-records-${width}`);
    t.ok(await inPlainSight(button), 'the row menu is in sight');
    t.ok(await noSidewaysScroll(page), 'the page itself does not scroll sideways');
    const row = page.getByRole('row').filter({ hasText: p.email });
    // From a laptop up the table fits: Status is whole and not under the sticky menu column, and the row is not stacked tall.
    if (width >= 1024) {
      t.ok(await inPlainSight(row.getByText('active', { exact: true })), 'Status is in sight');
      // Four stacked buttons made it 120 px.
      t.ok((await row.boundingBox())!.height < 100, 'the row is not stacked tall');
    }

    // By keyboard: Enter opens on the first item, the arrows move, Escape closes back onto the button.
    await button.focus();
    await page.keyboard.press('Enter');
    const items = page.getByRole('menu', { name: menu }).getByRole('menuitem');
    t.same(await items.allTextContents(), ['Ban', 'End all sessions', 'Licences', 'Learning', 'Download data', 'Close account'], 'every action is in the menu');
    t.equal(await button.getAttribute('aria-haspopup'), 'menu');
    t.equal(await button.getAttribute('aria-expanded'), 'true');
    await screenshot(page, `admin-user-records-menu-${width}`, { fullPage: false });
    t.ok(await items.first().evaluate((el) => el === document.activeElement), 'the first item has focus');
    await page.keyboard.press('ArrowDown');
    t.ok(await items.nth(1).evaluate((el) => el === document.activeElement), 'ArrowDown moves to End all sessions');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    t.ok(await button.evaluate((el) => el === document.activeElement), 'Escape closes the menu, focus back on its button');

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const end = page.getByRole('alertdialog', { name: 'End all sessions?' });
    await end.getByText(`${p.email} will be signed out on every device and will need to log in again.`).waitFor();
    await end.getByRole('button', { name: 'Cancel' }).click();

    // Each action with its confirmation, through the menu by mouse; Cancel keeps the customer for the next width.
    await rowAction(page, menu, 'Ban');
    const ban = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await ban.getByText("You won't be able to revert this!").waitFor();
    await ban.getByRole('button', { name: 'Cancel' }).click();
    await follow(page, () => rowAction(page, menu, 'Licences'), { at: /\/admin\/licences\?user=[\da-f-]{36}$/, shows: heading(page, 'Licences') });
    await fromAdminSidebar(page, width, 'Dashboard', adminDashboard(page));
    await follow(page, () => rowAction(page, menu, 'Learning'), heading(page, `Learning of ${p.first} ${p.last}`));
    await watch.quiet();
    await screenIsSound(t, page, watch.take());
  });
}

t.test("at 375 px, Orders' items are readable, not under the sticky Actions column", async (t) => {
  const page = await shop.newPage({ width: 375 });
  const watch = watchPage(page, []);
  await adminSignedIn(page, ADMIN);
  await fromAdminSidebar(page, 375, 'Orders', heading(page, 'Orders'));
  const row = page.getByRole('row').filter({ hasText: p.email });
  await row.getByText('Forex Foundations').waitFor();
  await screenshot(page, 'admin-orders-items-375');
  for (const title of ['Forex Foundations', 'Crypto Grid Master EA']) t.ok(await inPlainSight(row.getByText(title)), `${title} is whole on screen`);
  t.ok(await noSidewaysScroll(page), 'the page itself does not scroll sideways');
  await screenIsSound(t, page, watch.take());
});
