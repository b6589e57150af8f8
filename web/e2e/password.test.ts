import t from 'tap';
import { startShop } from './shop.ts';
import {
  dashboardHome,
  follow,
  heading,
  logIn,
  loginScreen,
  mailedToken,
  person,
  registerThroughForm,
  seriousViolations,
  signedUpCustomer,
  verifyByMail,
  visit,
} from './steps.ts';

const shop = await startShop(t);

t.test('forgot password -> mail -> reset -> log in with the new password', async (t) => {
  const page = await shop.newPage();
  const p = person('forgot');
  await registerThroughForm(page, p);
  await verifyByMail(page, shop.dataDir, p.email);

  await visit(page, '/login', loginScreen(page));
  // The login form has an Email field too: the new screen is seen first.
  await follow(page, page.getByRole('link', { name: 'Forgot your password?' }), { at: '/forgot-password', shows: heading(page, 'Forgot your password?') });
  t.same(await seriousViolations(page), [], 'forgot password passes axe');
  await page.getByLabel('Email', { exact: true }).fill(p.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByText('a reset link is on its way').waitFor();

  const token = await mailedToken(shop.dataDir, p.email, /Reset your/);
  await visit(page, `/reset-password?token=${token}`, heading(page, 'Choose a new password'));
  t.same(await seriousViolations(page), [], 'reset password passes axe');
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-pass');
  await page.getByLabel('Confirm password', { exact: true }).fill('a-brand-new-pass');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.getByText('Your password has been reset').waitFor();

  await logIn(page, p.email, p.password, page.getByText('Invalid email or password'));
  await logIn(page, p.email, 'a-brand-new-pass', dashboardHome(page));
});

t.test('change password from the dashboard, then log in with the new one', async (t) => {
  const page = await shop.newPage();
  const p = person('change');
  await signedUpCustomer(page, shop.dataDir, p);
  await follow(page, page.getByRole('link', { name: 'Change Password' }).first(), {
    at: '/dashboard/change-password',
    shows: heading(page, 'Change Password'),
  });
  t.same(await seriousViolations(page), [], 'change password passes axe');
  await page.getByLabel('Current password', { exact: true }).fill(p.password);
  await page.getByLabel('New password', { exact: true }).fill('changed-pass-456');
  await page.getByLabel('Confirm new password', { exact: true }).fill('changed-pass-456');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Your password has been changed.').waitFor();
  const other = await shop.newPage();
  await logIn(other, p.email, 'changed-pass-456', dashboardHome(other));
});
