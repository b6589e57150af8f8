import t from 'tap';
import type { Page } from 'playwright-core';
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
  itsOwnReload,
  mailedToken,
  person,
  reload,
  screenIsSound,
  screenshot,
  seriousViolations,
  signedUpCustomer,
  visit,
} from './steps.ts';

// A support member (docs/decisions/087-staff-roles.md): the super-admin invites them with the
// Support role, they set up from the mailed link and sign in, and their admin area holds users,
// orders, licences and learning with nothing that changes them; a screen of another role, typed as
// an address, says it is not allowed. Made an admin, they find the admin's screens in their sidebar.
t.setTimeout(300_000);
// Two staff logins per width, more than a person's limit from one address in a minute.
const shop = await startShop(t, { AUTH_RATE_LIMIT: '100' });

/** The sidebar's links as a person reads them (on a phone it is opened, then closed again). */
async function sidebarLinks(page: Page, width: number) {
  if (width < 768) await page.getByRole('button', { name: 'Open sidebar' }).click();
  const links = await page.getByRole('navigation', { name: 'Admin' }).getByRole('link').allTextContents();
  if (width < 768) await page.getByRole('complementary').getByRole('button', { name: 'Close sidebar' }).click();
  return links;
}

for (const width of [375, 1280] as const) {
  t.test(`at ${width} px a support member sees users, orders, licences, learning, questions, changes nothing, is told a screen is not theirs`, async (t) => {
    const helper = { email: `helpdesk-${width}@e2e.test`, password: `helpdesk-pass-${width}` };
    const p = person(`supported${width}`);
    const customer = await shop.newPage({ width });
    await signedUpCustomer(customer, shop.dataDir, p);
    await boughtThroughSandbox(customer, shop.url, { courses: ['forex-foundations'], robots: ['forex-trend-rider-ea'] });

    // The super-admin invites them as Support.
    const root = await shop.newPage({ width });
    const rootWatch = watchPage(root, []);
    await adminSignedIn(root, ADMIN);
    await fromAdminSidebar(root, width, 'Create Admin', heading(root, 'Admins'));
    const form = root.getByRole('form', { name: 'Create Admin' });
    t.equal(await form.getByLabel('Role').inputValue(), 'admin', 'an admin unless chosen otherwise');
    await form.getByLabel('Email').fill(helper.email);
    await form.getByLabel('Role').selectOption({ label: 'Support (sees, changes nothing)' });
    await follow(root, form.getByRole('button', { name: 'Create Admin' }), root.getByText('Admin created successfully'));
    await arrived(root, itsOwnReload(root, 5_000));
    const row = root.getByRole('row').filter({ hasText: helper.email });
    await row.getByRole('cell', { name: 'Support', exact: true }).waitFor();
    t.same(await seriousViolations(root), [], 'the Admins list with a role choice passes axe');
    await screenshot(root, `support-invited-${width}`);

    // They set up from the mailed link and sign in.
    const page = await shop.newPage({ width });
    const watch = watchPage(page, []);
    await visit(page, `/admin/set-up?token=${await mailedToken(shop.dataDir, helper.email)}`, heading(page, 'Set up your admin account'));
    const setUp = page.getByRole('form', { name: 'Set up your admin account' });
    await setUp.getByLabel('First name', { exact: true }).fill('Hana');
    await setUp.getByLabel('Last name', { exact: true }).fill('Helpdesk');
    await setUp.getByLabel('New password', { exact: true }).fill(helper.password);
    await setUp.getByLabel('Confirm password', { exact: true }).fill(helper.password);
    await setUp.getByRole('button', { name: 'Set up my account' }).click();
    await page.getByText('Your admin account is ready. You can now log in.').waitFor();
    await follow(page, page.getByRole('link', { name: 'Log in' }), { at: '/admin/login', shows: heading(page, 'Admin Login') });
    await page.getByLabel('Email', { exact: true }).fill(helper.email);
    await page.getByLabel('Password', { exact: true }).fill(helper.password);
    await follow(page, page.getByRole('button', { name: 'Login' }), adminDashboard(page));
    await page.getByText('Welcome, Hana Helpdesk').waitFor();

    // Their sidebar: the users (the dashboard's User Records), licences, learning, learners' questions, orders, and their own profile and sign-in security.
    t.same(
      await sidebarLinks(page, width),
      ['Dashboard', 'Licences', 'Learning', 'Questions', 'Orders', 'Profile', 'Security'],
      'no catalogue, coupons, settings, revenue or staff',
    );
    await page.getByTestId('card-Users').filter({ hasText: /^\d+$/ }).waitFor();
    t.equal(await page.getByTestId('card-Total Revenue (USD)').count(), 0, 'no revenue card');

    // A customer opened from User Records: what they bought and learn, and no ban.
    const menu = `Actions for ${p.email}`;
    await page.getByRole('button', { name: menu, exact: true }).click();
    const items = page.getByRole('menu', { name: menu }).getByRole('menuitem');
    t.same(await items.allTextContents(), ['Licences', 'Learning'], 'no Ban, no End all sessions, no data download, no closing');
    t.same(await seriousViolations(page), [], 'the dashboard with its row menu passes axe');
    await screenshot(page, `support-user-menu-${width}`, { fullPage: false });
    await follow(page, items.filter({ hasText: 'Learning' }), heading(page, `Learning of ${p.first} ${p.last}`));
    await page.getByText('Forex Foundations').first().waitFor();
    t.equal(await page.getByRole('button', { name: /ban/i }).count(), 0, 'the user’s page has no ban button');
    await screenshot(page, `support-user-learning-${width}`);

    await fromAdminSidebar(page, width, 'Orders', heading(page, 'Orders'));
    const order = page.getByRole('row').filter({ hasText: p.email });
    await order.getByText('Paid', { exact: true }).waitFor();
    t.equal(await page.getByRole('button', { name: /^Refund/ }).count(), 0, 'a paid order, and no refund for support');
    await screenshot(page, `support-orders-${width}`);

    await fromAdminSidebar(page, width, 'Licences', heading(page, 'Licences'));
    const licence = page.getByRole('row').filter({ hasText: p.email });
    await licence.getByText('Active', { exact: true }).waitFor();
    t.equal(await page.getByRole('button', { name: /^(Revoke|Restore|Reset activations) / }).count(), 0, 'a licence, and no way to change it');
    t.equal(await page.getByLabel('Activation limit').count(), 0, 'nor its limit');
    await screenshot(page, `support-licences-${width}`);

    // An address of another role's screen, typed.
    await visit(page, '/admin/coupons', heading(page, 'Not allowed'));
    await page.getByText('This screen is not open to your role (Support).').waitFor();
    t.same(await seriousViolations(page), [], 'the not-allowed screen passes axe');
    await screenshot(page, `support-not-allowed-${width}`);
    await follow(page, page.getByRole('main').getByRole('link', { name: 'Go to Dashboard' }), adminDashboard(page));

    // Made an admin by the super-admin, from their next screen: the same session, the admin's sidebar.
    await reload(root, heading(root, 'Admins'));
    await row.getByRole('button', { name: `Make admin: ${helper.email}` }).click();
    const ask = root.getByRole('alertdialog', { name: 'Make them an admin?' });
    await ask.getByRole('button', { name: 'Yes, make admin' }).click();
    const done = root.getByRole('alertdialog', { name: 'Done' });
    await done.getByText('The role is now Admin.').waitFor();
    await done.getByRole('button', { name: 'OK' }).click();
    await row.getByRole('cell', { name: 'Admin', exact: true }).waitFor();
    await reload(page, adminDashboard(page));
    t.ok((await sidebarLinks(page, width)).includes('Coupons'), 'an admin now, with the admin’s screens');
    await fromAdminSidebar(page, width, 'Coupons', heading(page, 'Coupons'));

    await rootWatch.quiet();
    await screenIsSound(t, root, rootWatch.take());
    await watch.quiet();
    await screenIsSound(t, page, watch.take());
  });
}
