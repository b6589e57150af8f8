import { readFile } from 'node:fs/promises';
import t from 'tap';
import { strToU8, zipSync } from 'fflate';
import type { Request } from 'playwright-core';
import { watchPage } from './screen-watch.ts';
import { ADMIN, startShop } from './shop.ts';
import {
  adminDashboard,
  adminSignedIn,
  arrived,
  boughtThroughSandbox,
  follow,
  fromAdminSidebar,
  heading,
  person,
  reload,
  rowAction,
  screenIsSound,
  screenshot,
  seriousViolations,
  signedUpCustomer,
  visit,
} from './steps.ts';

// The admin's side of robot licences: a buyer's licence found from the robot and from the buyer,
// revoked, restored, re-limited and reset while a robot checks it, and a new version published.
t.setTimeout(300_000);
const shop = await startShop(t);
// One robot per width, each on the first page of the admin's Robots table.
const ROBOTS = {
  375: { slug: 'forex-grid-master-ea', title: 'Forex Grid Master EA' },
  1280: { slug: 'gold-and-oil-scalper-pro-ea', title: 'Gold & Oil Scalper Pro EA' },
} as const;
const headers = { 'x-csrf': '1' };

/** What MetaTrader's WebRequest sends: JSON, no cookie, no x-csrf, no Origin. Answers the verdict's status. */
const robotCalls = async (action: 'activate' | 'verify', body: { key: string; account: string; server: string; robot: string }) =>
  (
    await (
      await fetch(`${shop.url}/api/academy/licences/${action}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    ).json()
  ).data.status as string;

for (const width of [375, 1280] as const) {
  t.test(`at ${width} px, the admin finds a buyer's licence, revokes, restores, limits and resets it, and publishes a version`, async (t) => {
    const robot = ROBOTS[width];
    const p = person(`licences${width}`);
    const buyerName = `${p.first} ${p.last}`;
    const customer = await shop.newPage({ width });
    await signedUpCustomer(customer, shop.dataDir, p);
    await boughtThroughSandbox(customer, shop.url, { courses: [], robots: [robot.slug] });
    const { key } = (await (await customer.request.get(`/api/academy/robots/${robot.slug}/licence`, { headers })).json()).data;
    const account = (n: string, server: string) => ({ key, account: n, server, robot: robot.slug });
    t.equal(await robotCalls('activate', account('51234567', 'ICMarketsSC-Live')), 'active');
    t.equal(await robotCalls('activate', account('8800123', 'Pepperstone-Demo')), 'active');

    const page = await shop.newPage({ width });
    const watch = watchPage(page, [{ status: 409, path: /\/admin\/robots\/[\w-]+\/versions$/, why: 'a version published twice is refused' }]);
    await adminSignedIn(page, ADMIN);

    // From the Robots table to the robot's licences: the buyer, the key and both accounts.
    await fromAdminSidebar(page, width, 'Robots', heading(page, 'Robots'));
    await follow(page, page.getByRole('link', { name: `Licences of ${robot.title}` }), {
      at: `/admin/licences?robot=${robot.slug}`,
      shows: heading(page, 'Licences'),
    });
    const row = page.getByRole('row').filter({ hasText: key });
    await row.getByText(p.email).waitFor();
    await row.getByText(buyerName).waitFor();
    await row.getByText('2 / 5 used').waitFor();
    t.match(await row.getByRole('list', { name: `Trading accounts on ${key}` }).textContent(), /51234567 on ICMarketsSC-Live.*8800123 on Pepperstone-Demo/);
    t.equal(await page.getByLabel('Robot', { exact: true }).inputValue(), robot.slug, 'the filter shows the robot');
    await screenshot(page, `admin-licences-${width}`);
    t.same(await seriousViolations(page), [], 'the licences screen passes axe');

    // Revoked, the robot is told so; restored, it runs again.
    await row.getByRole('button', { name: `Revoke ${key}` }).click();
    await page.getByText('Licence revoked').waitFor();
    await row.getByText('Revoked', { exact: true }).waitFor();
    t.equal(await robotCalls('verify', account('51234567', 'ICMarketsSC-Live')), 'revoked');
    await row.getByRole('button', { name: `Restore ${key}` }).click();
    await page.getByText('Licence restored').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    t.equal(await robotCalls('verify', account('51234567', 'ICMarketsSC-Live')), 'active');

    // A limit of its own, 2: a third account is refused.
    await row.getByLabel('Activation limit').selectOption('2');
    await row.getByRole('button', { name: `Change limit of ${key}` }).click();
    await page.getByText('Activation limit saved').waitFor();
    await row.getByText('2 / 2 used').waitFor();
    await row.getByText('(own limit)').waitFor();
    t.equal(await robotCalls('activate', account('3100999', 'Exness-Real7')), 'limit_reached');

    // Reset, after saying what it does: no account holds a slot.
    await row.getByRole('button', { name: `Reset activations of ${key}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Reset activations?' });
    await confirm.getByRole('button', { name: 'Yes, reset' }).click();
    await page.getByText('Activations reset').waitFor();
    await row.getByText('0 / 2 used').waitFor();
    t.equal(await row.getByRole('list', { name: `Trading accounts on ${key}` }).count(), 0, 'no account is listed');
    t.equal(await robotCalls('verify', account('51234567', 'ICMarketsSC-Live')), 'inactive');
    await screenshot(page, `admin-licences-reset-${width}`);

    // Back to the robot's limit.
    await row.getByLabel('Activation limit').selectOption({ label: 'Follow robot' });
    await row.getByRole('button', { name: `Change limit of ${key}` }).click();
    await row.getByText("(robot's limit)").waitFor();
    await row.getByText('0 / 5 used').waitFor();

    // From User Records, the buyer's licences.
    await fromAdminSidebar(page, width, 'Dashboard', adminDashboard(page));
    await follow(page, () => rowAction(page, `Actions for ${p.email}`, 'Licences'), {
      at: /\/admin\/licences\?user=[\da-f-]{36}$/,
      shows: heading(page, 'Licences'),
    });
    await page.getByText(`Licences of ${buyerName} (${p.email})`).waitFor();
    await page.getByRole('row').filter({ hasText: key }).getByText(robot.title).waitFor();
    t.equal(await page.getByTestId('licences-count').textContent(), '1 licence');
    await screenshot(page, `admin-licences-buyer-${width}`);

    // A key from a support mail, pasted as it came.
    await follow(page, page.getByRole('link', { name: 'Show every buyer' }), {
      at: (url) => url.pathname === '/admin/licences' && !url.searchParams.has('user'),
    });
    await page.getByLabel('Licence key').fill(key.toLowerCase().replace(/-/g, ' '));
    // A filter is the screen's own navigation: it asks neither the session nor the admin's profile again.
    const guardReads: string[] = [];
    const onRequest = (r: Request) => /^\/(bff\/session|api\/academy\/admin\/super-admin\/fetch)$/.test(new URL(r.url()).pathname) && guardReads.push(r.url());
    page.on('request', onRequest);
    await follow(page, page.getByRole('button', { name: 'Find' }), { at: /[?&]key=/ });
    // Every buyer's list (the other width's buyer too) gives way to the one licence once it has arrived.
    await page
      .getByTestId('licences-count')
      .filter({ hasText: /^1 licence$/ })
      .waitFor();
    await page.getByRole('row').filter({ hasText: key }).waitFor();
    t.equal(await page.getByTestId('licences-count').textContent(), '1 licence', 'found by its key');
    page.off('request', onRequest);
    t.same(guardReads, [], 'no session or profile read for a filter');

    // Refunded, the licence says so and offers no Restore: the robot is nobody's now.
    const orders = (await (await page.request.get(`/api/academy/admin/orders?page=1&email=${encodeURIComponent(p.email)}`, { headers })).json()).data;
    const refunded = await page.request.post(`/api/academy/admin/orders/${orders[0].order_id}/refund`, {
      headers: { ...headers, origin: shop.url },
      data: { reason: 'Bought the wrong robot', method: 'USDT TRC20 to TXyz, tx 5e1d' },
    });
    t.equal(refunded.status(), 201, await refunded.text());
    await reload(page, page.getByRole('row').filter({ hasText: key }).getByText('Refunded', { exact: true }));
    const refundedRow = page.getByRole('row').filter({ hasText: key });
    await refundedRow.getByText('Refunded: it cannot be restored.').waitFor();
    t.equal(await refundedRow.getByRole('button', { name: `Restore ${key}` }).count(), 0, 'no Restore for a refunded licence');
    await screenshot(page, `admin-licences-refunded-${width}`);
    t.equal(await robotCalls('verify', account('51234567', 'ICMarketsSC-Live')), 'revoked');

    // The robot's limit, on its update form: a wrong one is explained, the rest is kept.
    await fromAdminSidebar(page, width, 'Robots', heading(page, 'Robots'));
    await follow(page, page.getByRole('link', { name: `Update ${robot.title}` }), {
      at: `/admin/update/robot/${robot.slug}`,
      shows: heading(page, 'Update Robot'),
    });
    const limit = page.getByLabel('Activations per licence');
    t.equal(await limit.inputValue(), '5', "the robot's current limit");
    await limit.fill('25');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByText('Activations must be a whole number from 1 to 20').waitFor();
    await limit.fill('4');
    await follow(page, page.getByRole('button', { name: 'Update', exact: true }), page.getByText('robot updated successfully'));
    await arrived(page, { at: '/admin/robots', shows: heading(page, 'Robots') });
    await follow(page, page.getByRole('link', { name: `Licences of ${robot.title}` }), {
      at: `/admin/licences?robot=${robot.slug}`,
      shows: heading(page, 'Licences'),
    });
    await page.getByRole('row').filter({ hasText: key }).getByText('0 / 4 used').waitFor();

    // A new version, from a zip: published once, refused the second time.
    const robotNow = async () => (await (await page.request.get(`/api/academy/singleRobot?slug=${robot.slug}`, { headers })).json()).data;
    const before = (await robotNow()).version as string;
    await visit(page, `/admin/update/robot/${robot.slug}`, heading(page, 'Update Robot'));
    const publish = page.getByRole('form', { name: `Publish a new version of ${robot.title}` });
    await page.getByText(`Current version: ${before}.`).waitFor();
    // The licence check its author compiles in: the same for every buyer, so no key in it.
    const [include] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download the licence check/ }).click()]);
    t.equal(include.suggestedFilename(), 'MeridianLicence.mqh');
    const check = await readFile(await include.path(), 'utf8');
    t.match(check, `#define MERIDIAN_LICENCE_ROBOT  "${robot.slug}"`, "this robot's check");
    t.notMatch(check, key, "no buyer's key");
    const zip = Buffer.from(zipSync({ 'Robot.mq5': strToU8('#property version "9.1"\n') }));
    const publishVersion = async () => {
      await publish.getByLabel('Version').fill('9.1');
      await publish.getByLabel('Changelog').fill('Tighter stops around the London open.');
      await publish.locator('input[aria-label="New ZIP file"]').setInputFiles({ name: 'robot-9.1.zip', mimeType: 'application/zip', buffer: zip });
      await publish.getByRole('button', { name: 'Publish' }).click();
    };
    await publishVersion();
    await page.getByText('Version 9.1 published').waitFor();
    await page.getByText('Current version: 9.1.').waitFor();
    t.equal((await robotNow()).version, '9.1', 'singleRobot says 9.1');
    await screenshot(page, `admin-robot-version-${width}`);
    t.same(await seriousViolations(page), [], 'the update page passes axe');
    await publishVersion();
    await publish.getByRole('alert').getByText('Version 9.1 already exists').waitFor();
    await watch.quiet();
    await screenIsSound(t, page, watch.take());
  });
}
