import t from 'tap';
import { logIn, person, registerThroughForm, seriousViolations, verifyByMail } from './steps.ts';
import { startShop } from './shop.ts';

const shop = await startShop(t);

t.test('register -> mail -> link -> log in -> greeted with 0 and 0 -> account details -> edit saves -> logout', async (t) => {
  const page = await shop.newPage();
  const bodies: string[] = [];
  page.on('response', async (res) => {
    const text = await res.text().catch(() => '');
    bodies.push(`${JSON.stringify(res.headers())}\n${text}`);
  });
  const p = person('journey');

  await registerThroughForm(page, p);
  t.match(await page.textContent('main'), new RegExp(p.email.replace('.', '\\.')));
  t.same(await seriousViolations(page), [], 'registration proceed page passes axe');
  await verifyByMail(page, shop.dataDir, p.email);

  await logIn(page, p.email, p.password);
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: 'Welcome back, Ada' }).waitFor();
  t.equal(await page.getByText('Robots purchased').locator('..').locator('p').nth(1).textContent(), '0');
  t.equal(await page.getByText('Courses purchased').locator('..').locator('p').nth(1).textContent(), '0');
  t.same(await seriousViolations(page), [], 'dashboard passes axe');

  const storage = await page.evaluate(() => ({ local: JSON.stringify(localStorage), session: JSON.stringify(sessionStorage), cookie: document.cookie }));
  t.notMatch(storage.local + storage.session + storage.cookie, /eyJ|rToken|token/i, 'no token in storage or readable cookies');
  t.equal(storage.cookie, '');

  await page.getByRole('link', { name: 'Account Details' }).first().click();
  await page.waitForURL(/account-details\?id=/);
  t.equal(await page.getByLabel('Email', { exact: true }).inputValue(), p.email);
  t.ok((await page.getByLabel('First name').getAttribute('readonly')) !== null, 'read-only');
  t.same(await seriousViolations(page), [], 'account details pass axe');

  await page.getByRole('link', { name: 'Edit Details' }).click();
  await page.waitForURL(/edit-details\?id=/);
  await page.getByLabel('Address').fill('7 Broad Street, Lagos');
  await page.getByLabel('Middle name').fill('Byron');
  t.same(await seriousViolations(page), [], 'edit details passes axe');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.waitForURL(/account-details/);
  await page.getByLabel('Address').and(page.locator('[value="7 Broad Street, Lagos"]')).waitFor();
  t.equal(await page.getByLabel('Middle name').inputValue(), 'Byron');

  // Offline, Logout cannot reach the shop: the customer is told and stays signed in where they are.
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.getByText('We could not reach the server. Check your connection and try again.').waitFor();
  t.match(page.url(), /\/dashboard\/account-details/, 'still on the page');
  await page.context().setOffline(false);
  // Back online, the page reads its data again (SWR revalidates on reconnect); a read still in
  // flight when the logout lands is answered 401 and would send the page to /login instead.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.getByText('you have been logged out').waitFor();
  await page.waitForURL((url) => url.pathname === '/');
  t.notMatch(bodies.join('\n'), /eyJ[\w-]+\.eyJ|"rToken"|"token"/, 'no response the page received carried a token');
});

t.test('the register form explains what is wrong, field by field', async (t) => {
  const page = await shop.newPage();
  await page.goto('/register');
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('First name is required').waitFor();
  await page.getByText('Enter a valid email address').waitFor();
  await page.getByText('Password must be at least 8 characters').waitFor();
  t.equal(new URL(page.url()).pathname, '/register');
  t.same(await seriousViolations(page), [], 'register with errors passes axe');
});

t.test('pages behind a session send visitors away: dashboard -> /, checkout and redirect-to-dashboard -> /login', async (t) => {
  const page = await shop.newPage();
  await page.goto('/dashboard/account-details');
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/checkout');
  await page.waitForURL((url) => url.pathname === '/login');
  t.same(await seriousViolations(page), [], 'login passes axe');
  await page.goto('/redirect-to-dashboard');
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/dashboard');
  await page.goto('/admin/profile');
  await page.waitForURL((url) => url.pathname === '/');
  t.same(await seriousViolations(page), [], 'home passes axe');
});

t.test('an unknown route shows the router error heading', async (t) => {
  const page = await shop.newPage();
  await page.goto('/no-such-page');
  await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
  t.match(await page.textContent('main'), /404 Not Found/);
});
