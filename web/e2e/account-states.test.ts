import t from 'tap';
import { ADMIN, startShop } from './shop.ts';
import { watchPage } from './screen-watch.ts';
import { adminSignedIn, logIn, mailedToken, person, registerThroughForm, screenIsSound, screenshot, signedUpCustomer } from './steps.ts';

// Issue 14's account states: an unverified customer, the verify link while signed in, an invited admin, the admin's name.
// Eleven sign-ups, logins and resets from one address in a few minutes, more than the per-address limit a person meets.
const shop = await startShop(t, { AUTH_RATE_LIMIT: '100' });

t.test('an unverified customer gets the modal without a success toast, can have the link sent again, and Ok leads to the login form', async (t) => {
  for (const width of [375, 1280]) {
    const page = await shop.newPage({ width });
    const p = person(`unverified-${width}`);
    await registerThroughForm(page, p);
    await logIn(page, p.email, p.password);
    // Watched from the login on: the steps above load pages by address, cutting the last page's favicon short.
    const watch = watchPage(page, []);
    const dialog = page.getByRole('alertdialog', { name: 'Complete Your Registration' });
    await dialog.waitFor();
    await page.getByText('Logged in successfully').waitFor({ state: 'hidden', timeout: 1500 });
    await screenshot(page, `complete-registration-${width}`, { fullPage: false });

    await dialog.getByRole('button', { name: 'Send the link again' }).click();
    await page.getByText(`A new link is on its way to ${p.email}.`).waitFor();
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('form', { name: 'Log in' }).waitFor();
    t.equal(await dialog.count(), 0, 'the modal does not come back on /login');
    await screenIsSound(t, page, watch.take());
    await page.context().close();
  }
});

t.test('a signed-in customer who opens /login goes to the dashboard', async () => {
  const page = await shop.newPage({ width: 375 });
  await signedUpCustomer(page, shop.dataDir, person('signed-in-login'));
  await page.goto('/login');
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: 'Welcome back, Ada' }).waitFor();
});

t.test('the mailed link opened while signed in says the email is verified and offers the dashboard, not a login', async (t) => {
  const page = await shop.newPage({ width: 375 });
  const p = person('verify-signed-in');
  await registerThroughForm(page, p);
  await logIn(page, p.email, p.password);
  await page.getByRole('alertdialog', { name: 'Complete Your Registration' }).waitFor();
  await page.goto(`/verify-email?token=${await mailedToken(shop.dataDir, p.email)}`);
  await page.getByText('Your email is verified.').waitFor();
  await screenshot(page, 'verified-signed-in-375', { fullPage: false });
  t.equal(await page.getByText('You can now log in').count(), 0);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await page.getByRole('heading', { name: 'Welcome back, Ada' }).waitFor();
});

t.test("an invited admin sets a password (not 'reset') and logs in at the admin login; the dashboard greets the admin by name", async (t) => {
  const page = await shop.newPage({ width: 1280 });
  await adminSignedIn(page, ADMIN);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  await page.getByText('Welcome, Super Admin').waitFor();
  await page.getByRole('link', { name: 'Create Admin' }).click();
  await page.getByRole('form', { name: 'Create Admin' }).getByLabel('Email').fill('invited@e2e.test');
  await page.getByRole('form', { name: 'Create Admin' }).getByRole('button').click();
  await page.getByText('Admin created successfully').first().waitFor();

  const invited = await shop.newPage({ width: 375 });
  const watch = watchPage(invited, []);
  await invited.goto(`/reset-password?token=${await mailedToken(shop.dataDir, 'invited@e2e.test')}`);
  await invited.getByLabel('New password', { exact: true }).fill('invited-pass-123');
  await invited.getByLabel('Confirm password', { exact: true }).fill('invited-pass-123');
  await invited.getByRole('button', { name: 'Set new password' }).click();
  await invited.getByText('Your password is set. You can now log in.').waitFor();
  t.equal(await invited.getByText('Your password has been reset').count(), 0);
  await screenshot(invited, 'invited-admin-set-375', { fullPage: false });
  await invited.getByRole('link', { name: 'Log in' }).click();
  await invited.waitForURL('**/admin/login');
  await screenIsSound(t, invited, watch.take());
});

// Last: it changes the super-admin's password.
t.test('the admin changes the password only typed twice and with the current one, then logs in with the new one', async (t) => {
  const page = await shop.newPage({ width: 375 });
  await adminSignedIn(page, ADMIN);
  const watch = watchPage(page, [{ status: 422, path: /super-admin\/update$/, why: 'the wrong current password, answered beside its field' }]);
  await page.getByRole('button', { name: 'Open sidebar' }).click();
  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('link', { name: 'Edit Details' }).click();
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
  await save.click();
  await page.waitForURL('**/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('rotated-admin-pass');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await screenIsSound(t, page, watch.take());
});
