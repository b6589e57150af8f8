import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { watchPage } from './screen-watch.ts';
import { ADMIN, startShop } from './shop.ts';
import { lastMailTo } from '../../upstream/test/outbox.ts';
import {
  adminSignedIn,
  boughtThroughSandbox,
  dashboardHome,
  follow,
  heading,
  person,
  screenIsSound,
  screenshot,
  seriousViolations,
  signedUpCustomer,
  visit,
} from './steps.ts';

// A robot buyer's page: the licence key, the trading accounts the robot activated (and freeing
// one), a link for another device, the download history, and a new version reaching them.
const shop = await startShop(t);
const ROBOT = 'crypto-grid-master-ea';

/** What MetaTrader's WebRequest sends: JSON, no cookie, no x-csrf, no Origin. */
const robotCalls = async (action: 'activate' | 'verify', body: object) =>
  (
    await (
      await fetch(`${shop.url}/api/academy/licences/${action}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    ).json()
  ).data.status as string;

for (const width of [375, 1280]) {
  t.test(`at ${width} px, the buyer sees their key and accounts, frees a slot, downloads, and gets a new version`, async (t) => {
    const page = await shop.newPage({ width });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const p = person(`licence${width}`);
    await signedUpCustomer(page, shop.dataDir, p);
    await boughtThroughSandbox(page, shop.url, { courses: [], robots: [ROBOT] });
    const watch = watchPage(page, []);

    const open = async () => {
      await visit(page, '/dashboard', dashboardHome(page));
      await follow(page, page.getByRole('link', { name: 'Your Robots' }).first(), heading(page, 'Your Robots'));
      await follow(page, page.getByRole('link', { name: 'Crypto Grid Master EA' }), heading(page, 'Crypto Grid Master EA'));
      await page.getByLabel('Licence key').waitFor();
    };
    await open();
    const key = await page.getByLabel('Licence key').inputValue();
    t.match(key, /^[0-9A-Z]{5}(-[0-9A-Z]{5}){4}$/, 'the key is shown');
    await page.getByRole('button', { name: 'Copy key' }).click();
    await page.getByText('Licence key copied').waitFor();
    t.equal(await page.evaluate(() => navigator.clipboard.readText()), key, 'and copied');
    await page.getByText('0 of 5 used, 5 slots left').waitFor();
    t.same(await seriousViolations(page), [], 'the robot page passes axe');

    // The robot runs on two accounts.
    t.equal(await robotCalls('verify', { key, account: '51234567', server: 'ICMarketsSC-Live', robot: ROBOT }), 'inactive');
    t.equal(await robotCalls('activate', { key, account: '51234567', server: 'ICMarketsSC-Live', robot: ROBOT }), 'active');
    t.equal(await robotCalls('activate', { key, account: '8800123', server: 'Pepperstone-Demo', robot: ROBOT }), 'active');
    await open();
    await page.getByText('2 of 5 used, 3 slots left').waitFor();
    await page.getByText('51234567').waitFor();
    await screenshot(page, `robot-licence-${width}`);
    await page.getByRole('button', { name: 'Deactivate account 8800123 on Pepperstone-Demo' }).click();
    await page.getByText('Account deactivated: its slot is free').waitFor();
    await page.getByText('1 of 5 used, 4 slots left').waitFor();
    t.equal(await page.getByText('8800123').count(), 0, 'the account is gone');
    t.equal(await robotCalls('verify', { key, account: '8800123', server: 'Pepperstone-Demo', robot: ROBOT }), 'inactive', 'and no longer runs');

    // Downloading, then the history.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download robot/ }).click()]);
    t.match(download.suggestedFilename(), /^crypto-grid-master-ea-\d+\.\d+\.zip$/, 'named with its version');
    await page.getByRole('heading', { name: 'Download history' }).scrollIntoViewIfNeeded();
    await page.locator('section[aria-labelledby="downloads-title"] li').first().waitFor();
    t.equal(await page.locator('section[aria-labelledby="downloads-title"] li').count(), 1, 'the download is in the history');

    // A link for a phone: it works with no session at all.
    await page.getByRole('button', { name: 'Copy a download link' }).click();
    await page.getByText('Download link copied').waitFor();
    const link = await page.getByLabel(/For a phone or a download manager/).inputValue();
    t.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
    const viaLink = await fetch(link);
    t.equal(viaLink.status, 200);
    const files = unzipSync(new Uint8Array(await viaLink.arrayBuffer()));
    t.ok(files['LICENSE.txt'] && files[`${ROBOT}.set`], 'the licensed zip, with its preset, without a cookie');

    // An admin publishes a new version; the buyer hears of it and sees it.
    const version = `9.${width}`;
    await writeFile(join(shop.dataDir, 'robots', `grid-${version}.zip`), zipSync({ 'GridMaster.mq5': strToU8(`#property version "${version}"\n`) }));
    const admin = await shop.newPage();
    await adminSignedIn(admin, ADMIN);
    const published = await admin.request.post(`/api/academy/admin/robots/${ROBOT}/versions`, {
      headers: { 'x-csrf': '1', origin: shop.url },
      data: { version, changelog: `Smarter grid spacing in ${version}.`, zip_file_name: `grid-${version}.zip` },
    });
    t.same(await published.json(), { code: 201, message: `Version ${version} published` });
    const mail = await lastMailTo(shop.dataDir, p.email, { subject: new RegExp(`updated to ${version.replace('.', '\\.')}`) });
    t.ok(mail.text?.includes(`Smarter grid spacing in ${version}.`), 'the buyer is mailed what changed');
    await open();
    await page.getByText(`Updated to ${version}`).waitFor();
    await page.getByText(`Smarter grid spacing in ${version}.`).waitFor();
    t.equal(await robotCalls('verify', { key, account: '51234567', server: 'ICMarketsSC-Live', robot: ROBOT }), 'active');
    await screenshot(page, `robot-licence-updated-${width}`);
    await screenIsSound(t, page, watch.take());
  });
}
