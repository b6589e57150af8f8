import t from 'tap';
import { ADMIN, startShop } from './shop.ts';
import { adminSignedIn, seriousViolations } from './steps.ts';

const shop = await startShop(t);

t.test('admin: a wrong password says Invalid email or password; the right one opens the dashboard; logout', async (t) => {
  const page = await shop.newPage();
  await page.goto('/admin/login');
  t.same(await seriousViolations(page), [], 'admin login passes axe');
  await page.getByLabel('Email', { exact: true }).fill(`  ${ADMIN.email}  `);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('alert').getByText('Invalid email or password').waitFor();

  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Show password' }).click();
  t.equal(await page.getByLabel('Password', { exact: true }).getAttribute('type'), 'text', 'the password can be shown');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByText(`Signed in as ${ADMIN.email}`).waitFor();
  t.same(await seriousViolations(page), [], 'admin dashboard passes axe');
  t.equal(await page.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'), 'page', 'the active link is marked');

  await page.getByRole('button', { name: 'Close sidebar' }).click();
  await page.reload();
  t.equal(await page.getByRole('navigation', { name: 'Admin' }).count(), 0, 'the closed sidebar is remembered');
  await page.getByRole('button', { name: 'Open sidebar' }).click();

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/admin/login');
  await page.goto('/admin');
  await page.waitForURL((url) => url.pathname === '/');
});

t.test('admin profile shows the details; a saved edit says so and logs out to /admin/login', async (t) => {
  const page = await shop.newPage();
  await adminSignedIn(page, ADMIN);

  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('heading', { name: 'Account Details' }).waitFor();
  t.equal(await page.getByLabel('Email', { exact: true }).inputValue(), ADMIN.email);
  t.same(await seriousViolations(page), [], 'admin profile passes axe');

  await page.getByRole('link', { name: 'Edit Details' }).click();
  await page.waitForURL('**/admin/edit-profile');
  await page.getByRole('heading', { level: 1, name: 'Edit Profile' }).waitFor();
  t.same(await seriousViolations(page), [], 'edit profile passes axe');
  await page.getByLabel('First name', { exact: true }).fill('Grace');
  await page.getByLabel('Last name', { exact: true }).fill('Hopper');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Admin updated successfully. Please log in again.').waitFor();
  await page.waitForURL('**/admin/login');

  await page.goto('/admin/profile');
  await page.waitForURL((url) => url.pathname === '/', undefined);
});
