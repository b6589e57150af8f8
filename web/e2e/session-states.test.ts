import t from 'tap';
import { ACADEMY_NAME } from '@academy/shared/constants';
import { authenticatorCode } from './second-factor.ts';
import { ADMIN, ADMIN_TOTP_SECRET, startShop } from './shop.ts';
import { dashboardHome, follow, home, logIn, loginScreen, person, registerThroughForm, reload, seriousViolations, signedUpCustomer } from './steps.ts';

// A clock the last test moves (TEST_CLOCK), and cookies that outlive the refresh tokens' 30 days, so a
// session can run out on the server while the browser still holds its cookie.
const shop = await startShop(t, { TEST_CLOCK: 'true', SESSION_TTL: String(60 * 24 * 3600) });

t.test('an inactive customer sees Complete Your Registration, and its Ok leads to /login after 3 s', async (t) => {
  const page = await shop.newPage();
  const p = person('inactive');
  await registerThroughForm(page, p);
  const dialog = page.getByRole('alertdialog', { name: 'Complete Your Registration' });
  await logIn(page, p.email, p.password, dialog);
  t.same(await seriousViolations(page), [], 'the modal passes axe');
  const clicked = Date.now();
  await follow(page, dialog.getByRole('button', { name: 'Ok' }), { at: '/login', shows: loginScreen(page) });
  await dialog.waitFor({ state: 'detached' });
  t.ok(Date.now() - clicked >= 2900, `went to /login after ${Date.now() - clicked} ms`);
});

t.test('a banned customer gets the unauthorized user alert and lands on /', async (t) => {
  const page = await shop.newPage();
  const p = person('banned');
  await signedUpCustomer(page, shop.dataDir, p);

  // The admin bans them meanwhile, from another browser.
  const admin = (await shop.newPage()).request;
  const headers = { 'x-csrf': '1', origin: shop.url };
  await admin.post('/api/academy/admin/login', { headers, data: ADMIN });
  const code = await authenticatorCode({ request: admin, origin: shop.url }, ADMIN_TOTP_SECRET);
  await admin.post('/api/academy/admin/security/second-factor', { headers, data: { code } });
  const banned = (await admin.post('/api/academy/admin/users/ban', { headers, data: { email: p.email } })).status();
  t.equal(banned, 200);

  const alert = page.getByRole('alertdialog');
  await follow(page, page.getByRole('link', { name: 'Account Details' }).first(), alert.getByText('unauthorized user'));
  await follow(page, alert.getByRole('button', { name: 'OK' }), home(page));
  await page.getByRole('link', { name: 'Login' }).waitFor();
});

t.test('a signed-in screen opens knowing who is signed in and their details (its page says them); coming back to it asks', async (t) => {
  const page = await shop.newPage();
  const p = person('known');
  await signedUpCustomer(page, shop.dataDir, p);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/bff/session' || pathname === '/api/academy/details') asked.push(pathname);
  });
  await reload(page, dashboardHome(page));
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
  t.same(asked, [], "the dashboard, its guard, its loader and its header took the session and the customer's details from the page");
  // To the home page and back, at once: the dashboard's guard runs again, and asks.
  const banner = page.getByRole('banner');
  await follow(page, banner.getByRole('link', { name: ACADEMY_NAME }), home(page));
  await follow(page, banner.getByRole('link', { name: 'Dashboard' }), dashboardHome(page));
  t.ok(asked.includes('/bff/session'), `the guard asked the BFF (${asked.join(', ')})`);
});

t.test('an expired session shows the toast and the Session Expired dialog, then /login', async (t) => {
  const page = await shop.newPage();
  const p = person('expired');
  await signedUpCustomer(page, shop.dataDir, p);
  const moved = await page.request.post('/bff/test-clock', { headers: { 'x-csrf': '1' }, data: { advance_seconds: 31 * 24 * 3600 } });
  t.equal(moved.status(), 200, 'the shop’s clock moves past the tokens’ 15 minutes and 30 days');

  await follow(page, page.getByRole('link', { name: 'Account Details' }).first(), page.getByText('Your session has expired.', { exact: true }));
  const dialog = page.getByRole('alertdialog', { name: 'Session Expired' });
  await dialog.getByText('Your session has expired. Please log in again.').waitFor();
  t.same(await seriousViolations(page), [], 'the dialog passes axe');
  // The login leads back to the page the session ran out on.
  await follow(page, dialog.getByRole('button', { name: 'Login' }), {
    at: (url) => url.pathname === '/login' && url.searchParams.get('next') === `/dashboard/account-details?id=${encodeURIComponent(p.email)}`,
    shows: loginScreen(page),
  });
});

t.test('a page opened after the session expired says so as it opens, and its login leads back there', async (t) => {
  const page = await shop.newPage();
  const p = person('expired-reload');
  await signedUpCustomer(page, shop.dataDir, p);
  const moved = await page.request.post('/bff/test-clock', { headers: { 'x-csrf': '1' }, data: { advance_seconds: 31 * 24 * 3600 } });
  t.equal(moved.status(), 200);
  const dialog = page.getByRole('alertdialog', { name: 'Session Expired' });
  await reload(page, { at: '/dashboard', shows: dialog.getByText('Your session has expired. Please log in again.') });
  await follow(page, dialog.getByRole('button', { name: 'Login' }), {
    at: (url) => url.pathname === '/login' && url.searchParams.get('next') === '/dashboard',
    shows: loginScreen(page),
  });
});
