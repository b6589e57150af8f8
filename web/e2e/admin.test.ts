import t from 'tap';
import { authenticatorCode } from './second-factor.ts';
import { ADMIN, ADMIN_TOTP_SECRET, startShop } from './shop.ts';
import { adminSignedIn, arrived, follow, fromAdminSidebar, heading, home, reload, secondFactorScreen, seriousViolations, visit } from './steps.ts';

const shop = await startShop(t);

t.test('admin: a wrong password says Invalid email or password; the right one opens the dashboard; logout', async (t) => {
  const page = await shop.newPage();
  await visit(page, '/admin/login', heading(page, 'Admin Login'));
  t.same(await seriousViolations(page), [], 'admin login passes axe');
  await page.getByLabel('Email', { exact: true }).fill(`  ${ADMIN.email}  `);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('alert').getByText('Invalid email or password').waitFor();

  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Show password' }).click();
  t.equal(await page.getByLabel('Password', { exact: true }).getAttribute('type'), 'text', 'the password can be shown');
  // The password is half of the super-admin's sign-in: then the code their authenticator app shows.
  await follow(page, page.getByRole('button', { name: 'Login' }), secondFactorScreen(page, /^\/admin\/login\/verify\b/));
  await page.getByLabel('Code', { exact: true }).fill(await authenticatorCode(page, ADMIN_TOTP_SECRET));
  await follow(page, page.getByRole('button', { name: 'Verify' }), {
    at: (url) => url.pathname === '/admin',
    shows: page.getByText(`Signed in as ${ADMIN.email}`),
  });
  t.same(await seriousViolations(page), [], 'admin dashboard passes axe');
  t.equal(await page.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'), 'page', 'the active link is marked');

  await page.getByRole('button', { name: 'Close sidebar' }).click();
  // Counted once the reloaded dashboard shows: before it, no sidebar is there either.
  await reload(page, heading(page, 'Dashboard'));
  t.equal(await page.getByRole('navigation', { name: 'Admin' }).count(), 0, 'the closed sidebar is remembered');
  await page.getByRole('button', { name: 'Open sidebar' }).click();

  await follow(page, page.getByRole('button', { name: 'Logout' }), { at: '/admin/login', shows: heading(page, 'Admin Login') });
  await visit(page, '/admin', home(page));
});

t.test('admin profile shows the details; a saved edit says so and logs out to /admin/login', async (t) => {
  const page = await shop.newPage();
  await adminSignedIn(page, ADMIN);

  await fromAdminSidebar(page, 1280, 'Profile', heading(page, 'Account Details'));
  t.equal(await page.getByLabel('Email', { exact: true }).inputValue(), ADMIN.email);
  t.same(await seriousViolations(page), [], 'admin profile passes axe');

  await follow(page, page.getByRole('link', { name: 'Edit Details' }), { at: '/admin/edit-profile', shows: heading(page, 'Edit Profile') });
  t.same(await seriousViolations(page), [], 'edit profile passes axe');
  await page.getByLabel('First name', { exact: true }).fill('Grace');
  await page.getByLabel('Last name', { exact: true }).fill('Hopper');
  await follow(page, page.getByRole('button', { name: 'Save changes' }), page.getByText('Admin updated successfully. Please log in again.'));
  await arrived(page, { at: '/admin/login', shows: heading(page, 'Admin Login') });

  await visit(page, '/admin/profile', home(page));
});
