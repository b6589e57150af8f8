import t from 'tap';
import { authenticatorCode } from './second-factor.ts';
import { ADMIN, ADMIN_TOTP_SECRET, startShop } from './shop.ts';
import { watchPage } from './screen-watch.ts';
import {
  adminDashboard,
  adminSignedIn,
  follow,
  fromAdminSidebar,
  heading,
  lastMailTo,
  logIn,
  loginScreen,
  mailedToken,
  person,
  registerThroughForm,
  screenIsSound,
  screenshot,
  secondFactorScreen,
  signedUpCustomer,
  visit,
} from './steps.ts';

// Account states: an unverified customer, the verify link while signed in, an invited admin, the admin's name.
// Eleven sign-ups, logins and resets from one address in a few minutes, more than the per-address limit a person meets.
const shop = await startShop(t, { AUTH_RATE_LIMIT: '100' });

t.test('an unverified customer gets the modal without a success toast, can have the link sent again, and Ok leads to the login form', async (t) => {
  for (const width of [375, 1280]) {
    const page = await shop.newPage({ width });
    const p = person(`unverified-${width}`);
    await registerThroughForm(page, p);
    const dialog = page.getByRole('alertdialog', { name: 'Complete Your Registration' });
    await logIn(page, p.email, p.password, dialog);
    // Watched from the login on: the steps above load pages by address, cutting the last page's favicon short.
    const watch = watchPage(page, []);
    await page.getByText('Logged in successfully').waitFor({ state: 'hidden', timeout: 1500 });
    await screenshot(page, `complete-registration-${width}`, { fullPage: false });

    await dialog.getByRole('button', { name: 'Send the link again' }).click();
    await page.getByText(`A new link is on its way to ${p.email}.`).waitFor();
    // Ok, or Escape, which closes as Ok does (it used to send the link again, and the modal stayed).
    await follow(page, width === 375 ? dialog.getByRole('button', { name: 'Ok' }) : () => page.keyboard.press('Escape'), {
      at: '/login',
      shows: loginScreen(page),
    });
    t.equal(await dialog.count(), 0, 'the modal does not come back on /login');
    await screenIsSound(t, page, watch.take());
    await page.context().close();
  }
});

t.test('a long name, as a Yorùbá one may be, fits the dashboard on a phone', async (t) => {
  const page = await shop.newPage({ width: 375 });
  const watch = watchPage(page, []);
  const p = { ...person('long-name'), first: 'Oluwadamilareoluwatobilobaayomikun', last: 'Adebayo-Ogunbanjo-Olawaleoluwaseun' };
  await signedUpCustomer(page, shop.dataDir, p);
  await page.getByRole('heading', { name: `Welcome back, ${p.first}` }).waitFor();
  await screenshot(page, 'dashboard-long-name-375');
  await screenIsSound(t, page, watch.take());
});

t.test('a signed-in customer who opens /login goes to the dashboard', async () => {
  const page = await shop.newPage({ width: 375 });
  await signedUpCustomer(page, shop.dataDir, person('signed-in-login'));
  await visit(page, '/login', { at: '/dashboard', shows: heading(page, 'Welcome back, Ada') });
});

t.test('the mailed link opened while signed in says the email is verified and offers the dashboard, not a login', async (t) => {
  const page = await shop.newPage({ width: 375 });
  const p = person('verify-signed-in');
  await registerThroughForm(page, p);
  await logIn(page, p.email, p.password, page.getByRole('alertdialog', { name: 'Complete Your Registration' }));
  await visit(page, `/verify-email?token=${await mailedToken(shop.dataDir, p.email)}`, page.getByText('Your email is verified.'));
  await screenshot(page, 'verified-signed-in-375', { fullPage: false });
  t.equal(await page.getByText('You can now log in').count(), 0);
  await follow(page, page.getByRole('link', { name: 'Go to your dashboard' }), heading(page, 'Welcome back, Ada'));
});

t.test('an invited admin follows the link to the admin set-up page, gives a name with the password, and the dashboard greets them by it', async (t) => {
  const page = await shop.newPage({ width: 1280 });
  await adminSignedIn(page, ADMIN);
  await page.getByText('Welcome, Super Admin').waitFor();
  await fromAdminSidebar(page, 1280, 'Create Admin', heading(page, 'Admins'));
  await page.getByRole('form', { name: 'Create Admin' }).getByLabel('Email').fill('invited@e2e.test');
  await page.getByRole('form', { name: 'Create Admin' }).getByRole('button').click();
  await page.getByText('Admin created successfully').first().waitFor();

  const invited = await shop.newPage({ width: 375 });
  const watch = watchPage(invited, []);
  const link = new URL(/https?:\/\/\S+token=[\w-]+/.exec((await lastMailTo(shop.dataDir, 'invited@e2e.test')).text ?? '')![0]);
  t.equal(link.pathname, '/admin/set-up', "the mail links to the admin area's set-up page, not the storefront's password reset");
  await visit(invited, link.pathname + link.search, heading(invited, 'Set up your admin account'));
  const form = invited.getByRole('form', { name: 'Set up your admin account' });
  await form.getByLabel('First name', { exact: true }).fill('Ines');
  await form.getByLabel('Last name', { exact: true }).fill('Invited');
  await form.getByLabel('New password', { exact: true }).fill('invited-pass-123');
  await form.getByLabel('Confirm password', { exact: true }).fill('invited-pass-123');
  await form.getByRole('button', { name: 'Set up my account' }).click();
  await invited.getByText('Your admin account is ready. You can now log in.').waitFor();
  await screenshot(invited, 'invited-admin-set-375', { fullPage: false });
  await follow(invited, invited.getByRole('link', { name: 'Log in' }), { at: '/admin/login', shows: heading(invited, 'Admin Login') });
  await invited.getByLabel('Email', { exact: true }).fill('invited@e2e.test');
  await invited.getByLabel('Password', { exact: true }).fill('invited-pass-123');
  await follow(invited, invited.getByRole('button', { name: 'Login' }), adminDashboard(invited));
  await invited.getByText('Welcome, Ines Invited').waitFor();
  await screenIsSound(t, invited, watch.take());
});

// Last: it changes the super-admin's password.
t.test('the admin changes the password only typed twice and with the current one, then logs in with the new one', async (t) => {
  const page = await shop.newPage({ width: 375 });
  await adminSignedIn(page, ADMIN);
  const watch = watchPage(page, [{ status: 422, path: /super-admin\/update$/, why: 'the wrong current password, answered beside its field' }]);
  await fromAdminSidebar(page, 375, 'Profile', heading(page, 'Account Details'));
  await follow(page, page.getByRole('link', { name: 'Edit Details' }), heading(page, 'Edit Profile'));
  const form = page.getByRole('form', { name: 'Edit profile' });
  const save = form.getByRole('button', { name: 'Save changes' });
  await form.getByLabel('New password', { exact: true }).fill('rotated-admin-pass');
  await save.click();
  await form.getByText('The passwords do not match').waitFor();
  await form.getByText('Enter your current password to change it').waitFor();
  await form.getByLabel('Confirm new password', { exact: true }).fill('rotated-admin-pass');
  await form.getByLabel('Current password', { exact: true }).fill('not-the-password');
  await save.click();
  await form.getByText('The current password is not correct').waitFor();
  await screenshot(page, 'admin-edit-profile-375');
  await form.getByLabel('Current password', { exact: true }).fill(ADMIN.password);
  await follow(page, save, { at: '/admin/login', shows: heading(page, 'Admin Login') });
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('rotated-admin-pass');
  // The new password is half of the sign-in: the app's code follows.
  await follow(page, page.getByRole('button', { name: 'Login' }), secondFactorScreen(page, /^\/admin\/login\/verify\b/));
  await page.getByLabel('Code', { exact: true }).fill(await authenticatorCode(page, ADMIN_TOTP_SECRET));
  await follow(page, page.getByRole('button', { name: 'Verify' }), { at: (url) => url.pathname === '/admin', shows: heading(page, 'Dashboard') });
  await screenIsSound(t, page, watch.take());
});
