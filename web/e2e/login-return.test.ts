import t from 'tap';
import type { Page } from 'playwright-core';
import { TEXT } from '@academy/shared/constants';
import { lastMailTo } from '../../upstream/test/outbox.ts';
import { watchPage } from './screen-watch.ts';
import { startShop } from './shop.ts';
import {
  type Address,
  checkoutOf,
  dashboardHome,
  follow,
  heading,
  loginScreen,
  logIn,
  person,
  screenIsSound,
  screenshot,
  seriousViolations,
  signedUpCustomer,
  submitRegisterForm,
  type Sign,
  visit,
} from './steps.ts';

// The group for sale (its invite link set), a clock the last test moves past the sessions' lifetime,
// and more logins a minute than the default limit of 10 lets through (each test signs someone up and in).
const shop = await startShop(t, {
  TELEGRAM_INVITE_URL: 'https://t.me/+MeridianSignalsDemo',
  TEST_CLOCK: 'true',
  SESSION_TTL: String(60 * 24 * 3600),
  AUTH_RATE_LIMIT: '100',
});

const SIGNED_OUT = 'You were signed out, so please log in again to carry on.';
const GROUP = '/checkout?telegram-payment=true';
/** The login screen, leading back to `next`. */
const loginBackTo = (page: Page, next: string): Sign => ({
  at: (url) => url.pathname === '/login' && url.searchParams.get('next') === next,
  shows: loginScreen(page),
});
/** The login screen's word on why the session ended (the dialog before it may say the same). */
const why = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const groupPayment = (page: Page): Sign => ({ at: GROUP, shows: heading(page, 'Join Telegram Group') });

/** Fills the login form on the screen and logs in, to the screen `then` names. */
async function logInHere(page: Page, p: ReturnType<typeof person>, then: Sign) {
  await page.getByLabel('Email', { exact: true }).fill(p.email);
  await page.getByLabel('Password', { exact: true }).fill(p.password);
  await follow(page, page.getByRole('button', { name: 'Log in', exact: true }), then);
}

/** A customer who registered and confirmed their address in a browser of their own, signed out. */
async function knownCustomer(n: string) {
  const p = person(n);
  const own = await shop.newPage();
  await signedUpCustomer(own, shop.dataDir, p);
  await own.context().close();
  return p;
}

for (const width of [375, 1280]) {
  t.test(`at ${width} px a guest who joins the group logs in and is back at the group's payment, not the cart's`, async (t) => {
    const p = await knownCustomer(`group-${width}`);
    const page = await shop.newPage({ width });
    const watch = watchPage(page, []);
    await visit(page, '/signals', heading(page, 'Trading signals'));
    await follow(page, page.getByRole('link', { name: 'Join the group' }), loginBackTo(page, GROUP));
    await logInHere(page, p, groupPayment(page));
    await page.getByRole('button', { name: 'Pay with Crypto' }).waitFor();
    await screenIsSound(t, page, watch.take());
  });
}

t.test('a guest who registers on the way to the group, switching between Log in and Register, comes back to it after the mailed link', async (t) => {
  const page = await shop.newPage({ width: 375 });
  const watch = watchPage(page, []);
  const p = person('group-new');
  await visit(page, '/signals', heading(page, 'Trading signals'));
  await follow(page, page.getByRole('link', { name: 'Join the group' }), loginBackTo(page, GROUP));
  const tabs = page.getByRole('navigation', { name: 'Log in or register' });
  const registerBackTo: Address = (url) => url.pathname === '/register' && url.searchParams.get('next') === GROUP;
  await follow(page, tabs.getByRole('link', { name: 'Register' }), { at: registerBackTo, shows: heading(page, 'Create your account') });
  await follow(page, tabs.getByRole('link', { name: 'Log in' }), { at: (url) => url.pathname === '/login', shows: heading(page, 'Welcome back') });
  t.equal(new URL(page.url()).searchParams.get('next'), GROUP, 'Log in after Register still leads back');
  await follow(page, tabs.getByRole('link', { name: 'Register' }), { at: registerBackTo, shows: heading(page, 'Create your account') });

  await submitRegisterForm(page, p);

  // The mailed link, followed as the mail reads it.
  const mailed = /https?:\/\/\S+\/verify-email\?\S+/.exec((await lastMailTo(shop.dataDir, p.email)).text ?? '')?.[0];
  t.ok(mailed, 'the mail holds the link');
  const link = new URL(mailed!);
  await visit(page, link.pathname + link.search, page.getByText('Your email is verified'));
  await follow(page, page.getByRole('link', { name: 'Log in' }), loginBackTo(page, GROUP));
  await logInHere(page, p, groupPayment(page));
  await screenIsSound(t, page, watch.take());
});

t.test('Login from a listing comes back to the listing', async (t) => {
  const p = await knownCustomer('listing');
  const page = await shop.newPage({ width: 375 });
  const watch = watchPage(page, []);
  await visit(page, '/forex-trading', heading(page, 'Forex trading courses'));
  await follow(page, page.getByRole('link', { name: 'Login' }), loginBackTo(page, '/forex-trading'));
  await logInHere(page, p, { at: '/forex-trading', shows: heading(page, 'Forex trading courses') });
  await screenIsSound(t, page, watch.take());
});

t.test('a next that leaves the shop is ignored: the login goes to the dashboard, and the Register tab drops it', async (t) => {
  const p = await knownCustomer('elsewhere');
  for (const next of ['//evil.example', 'https://evil.example']) {
    const page = await shop.newPage();
    await visit(page, `/login?next=${encodeURIComponent(next)}`, loginScreen(page));
    t.equal(await page.getByRole('link', { name: 'Register' }).getAttribute('href'), '/register', `${next}: not carried to Register`);
    await logInHere(page, p, dashboardHome(page));
    await page.context().close();
  }
});

t.test('signed out in another tab, Your Courses and Pay lead to a login that says why, and back', async (t) => {
  const p = await knownCustomer('other-tab');
  const page = await shop.newPage();
  // The calls refused once the other tab signed out: what brings the customer to the login.
  const watch = watchPage(page, [{ status: 401, path: /^\/api\/academy\//, why: 'the session ended in the other tab' }]);
  await logIn(page, p.email, p.password, dashboardHome(page));
  const signOutElsewhere = async () => {
    const other = await page.context().newPage();
    // Signed in there too: the header's Logout, which comes once the tab has asked who is signed in.
    await visit(other, '/', { at: '/', shows: other.getByRole('button', { name: 'Logout' }) });
    await follow(other, other.getByRole('button', { name: 'Logout' }), { shows: other.getByRole('link', { name: 'Login' }) });
    await other.close();
  };

  await signOutElsewhere();
  await follow(page, page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Your Courses' }), loginBackTo(page, '/dashboard/courses'));
  await why(page, SIGNED_OUT).waitFor();
  t.same(await seriousViolations(page), [], 'the login with its notice passes axe');
  await screenshot(page, 'login-signed-out-1280');
  await logInHere(page, p, { at: '/dashboard/courses', shows: heading(page, 'Your Courses') });

  await visit(page, '/forex-trading', heading(page, 'Forex trading courses'));
  await checkoutOf(page, 'Forex Foundations');
  await signOutElsewhere();
  await follow(page, page.getByRole('button', { name: 'Pay with Crypto' }), loginBackTo(page, '/checkout'));
  await why(page, SIGNED_OUT).waitFor();
  await logInHere(page, p, { at: '/checkout', shows: heading(page, 'Checkout') });
  await screenIsSound(t, page, watch.take());
});

// Last: the clock it moves ends every session of this shop.
t.test('a session that expired on the way to the checkout says so at the login, which leads back to the checkout', async (t) => {
  const p = await knownCustomer('expired');
  const page = await shop.newPage({ width: 375 });
  await logIn(page, p.email, p.password, dashboardHome(page));
  await visit(page, '/forex-trading', heading(page, 'Forex trading courses'));
  await checkoutOf(page, 'Forex Foundations');
  await follow(page, page.getByRole('link', { name: /^Cart, 1 item/ }), heading(page, 'Your cart'));
  const moved = await page.request.post('/bff/test-clock', { headers: { 'x-csrf': '1' }, data: { advance_seconds: 31 * 24 * 3600 } });
  t.equal(moved.status(), 200, 'the shop’s clock moves past the tokens’ 15 minutes and 30 days');

  const dialog = page.getByRole('alertdialog', { name: 'Session Expired' });
  await follow(page, page.getByRole('link', { name: 'Proceed to checkout' }), dialog);
  await follow(page, dialog.getByRole('button', { name: 'Login' }), loginBackTo(page, '/checkout'));
  await why(page, TEXT.sessionExpiredBody).waitFor();
  await screenshot(page, 'login-expired-375');
  await logInHere(page, p, { at: '/checkout', shows: heading(page, 'Checkout') });
});
