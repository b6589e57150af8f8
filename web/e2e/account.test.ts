import t from 'tap';
import { watchPage } from './screen-watch.ts';
import {
  arrived,
  follow,
  heading,
  home,
  logIn,
  loginScreen,
  mailedToken,
  person,
  registerThroughForm,
  seriousViolations,
  verifyByMail,
  visit,
} from './steps.ts';
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
  // The mail's link followed a second time (a second click, a mail client's preview) says what it did.
  await visit(page, `/verify-email?token=${await mailedToken(shop.dataDir, p.email)}`, page.getByText('Your email is already verified. Log in.'));
  await follow(page, page.getByRole('link', { name: 'Log in' }).last(), { at: '/login', shows: loginScreen(page) });

  await logIn(page, p.email, p.password, { at: '/dashboard', shows: heading(page, 'Welcome back, Ada') });
  t.equal(await page.getByText('Robots purchased').locator('..').locator('p').nth(1).textContent(), '0');
  t.equal(await page.getByText('Courses purchased').locator('..').locator('p').nth(1).textContent(), '0');
  t.same(await seriousViolations(page), [], 'dashboard passes axe');

  const storage = await page.evaluate(() => ({ local: JSON.stringify(localStorage), session: JSON.stringify(sessionStorage), cookie: document.cookie }));
  t.notMatch(storage.local + storage.session + storage.cookie, /eyJ|rToken|token/i, 'no token in storage or readable cookies');
  t.equal(storage.cookie, '');

  await follow(page, page.getByRole('link', { name: 'Account Details' }).first(), { at: /account-details\?id=/, shows: heading(page, 'Account Details') });
  t.equal(await page.getByLabel('Email', { exact: true }).inputValue(), p.email);
  t.ok((await page.getByLabel('First name').getAttribute('readonly')) !== null, 'read-only');
  t.same(await seriousViolations(page), [], 'account details pass axe');

  // The account screen has an Address field too: the form is seen before typing.
  await follow(page, page.getByRole('link', { name: 'Edit Details' }), { at: /edit-details\?id=/, shows: heading(page, 'Edit Details') });
  await page.getByLabel('Address').fill('7 Broad Street, Lagos');
  await page.getByLabel('Middle name').fill('Byron');
  t.same(await seriousViolations(page), [], 'edit details passes axe');
  await follow(page, page.getByRole('button', { name: 'Save changes' }), {
    at: /account-details/,
    shows: page.getByLabel('Address').and(page.locator('[value="7 Broad Street, Lagos"]')),
  });
  t.equal(await page.getByLabel('Middle name').inputValue(), 'Byron');

  // Offline, Logout cannot reach the shop: the customer is told and stays signed in where they are.
  // Watched for its requests in flight only: the offline logout's failed call is the point here.
  const watch = watchPage(page, []);
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.getByText('We could not reach the server. Check your connection and try again.').waitFor();
  t.match(page.url(), /\/dashboard\/account-details/, 'still on the page');
  await page.context().setOffline(false);
  // Back online, the page reads its data again (SWR revalidates on reconnect); a read still in
  // flight when the logout lands is answered 401 and would send the page to /login instead. (The
  // page's network-idle load state cannot tell: it was reached at its load and stays reached.)
  await watch.quiet();
  await follow(page, page.getByRole('button', { name: 'Logout' }).first(), page.getByText('you have been logged out'));
  await arrived(page, home(page));
  t.notMatch(bodies.join('\n'), /eyJ[\w-]+\.eyJ|"rToken"|"token"/, 'no response the page received carried a token');
});

t.test('the register form explains what is wrong, field by field', async (t) => {
  const page = await shop.newPage();
  await visit(page, '/register', heading(page, 'Create your account'));
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
  await visit(page, '/dashboard/account-details', home(page));
  await visit(page, '/checkout', { at: (url) => url.pathname === '/login', shows: loginScreen(page) });
  t.same(await seriousViolations(page), [], 'login passes axe');
  await visit(page, '/redirect-to-dashboard', {
    at: (url) => url.pathname === '/login' && url.searchParams.get('next') === '/dashboard',
    shows: loginScreen(page),
  });
  await visit(page, '/admin/profile', home(page));
  t.same(await seriousViolations(page), [], 'home passes axe');
});

t.test('an unknown route shows the router error heading', async (t) => {
  const page = await shop.newPage();
  await visit(page, '/no-such-page', page.getByRole('heading', { name: 'Unexpected Application Error!' }));
  t.match(await page.textContent('main'), /404 Not Found/);
});
