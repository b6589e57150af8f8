import t from 'tap';
import type { Test } from 'tap';
import jsqr from 'jsqr';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { authenticatorCode } from './second-factor.ts';
import { watchPage } from './screen-watch.ts';
import { ADMIN, startShop } from './shop.ts';
import {
  adminDashboard,
  dashboardHome,
  follow,
  fromAdminSidebar,
  heading,
  loginScreen,
  mailedToken,
  person,
  screenIsSound,
  screenshot,
  secondFactorScreen,
  seriousViolations,
  signedUpCustomer,
  visit,
} from './steps.ts';

// Two-factor sign-in as people use it (docs/decisions/089-second-factors.md): the super-admin sets up
// an authenticator app from its QR code at the first sign-in, signs in with its codes and recovery
// codes, requires it of every admin; an admin is then sent to set one up; a customer turns it on.
// No app is provisioned here (ADMIN_TOTP_SECRET), so the super-admin starts without one.
// A CommonJS module whose function is also its `default`.
const jsQR = jsqr.default;
const shop = await startShop(t, { ADMIN_TOTP_SECRET: '', AUTH_RATE_LIMIT: '100' });
const EXPECTED = [
  { status: 422, path: /\/security\/recovery-code$/, why: 'a recovery code typed a second time' },
  { status: 403, path: /\/user\/security\/totp\/disable$/, why: 'a wrong password before turning it off: told beside the field' },
  { status: 403, path: /\/api\/academy\/(admin|user)\//, why: 'reads of a sign-in short of its second step, sent to it' },
];

/** What the app learns from the QR code on screen: its key, read by decoding the image as a phone's camera does. */
async function scannedKey(t: Test, page: Page): Promise<string> {
  const png = await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const qr = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  t.ok(qr, 'the QR code reads');
  const uri = new URL(qr!.data);
  t.equal(uri.protocol, 'otpauth:');
  t.match(decodeURIComponent(uri.pathname), /Meridian Trading Academy:/);
  const key = uri.searchParams.get('secret')!;
  const typed = await page.getByLabel('Key for your authenticator app').innerText();
  t.equal(typed.replace(/\s/g, ''), key, 'the key to type by hand is the same');
  return key;
}

/** Sets up the app from the QR code on screen: its first code, then the recovery codes shown once (answered), and `done` leads on. */
async function setUpApp(t: Test, page: Page, shot: string, done: string, after: Parameters<typeof follow>[2]) {
  const key = await scannedKey(t, page);
  t.same(await seriousViolations(page), [], 'the set-up passes axe');
  await screenshot(page, `${shot}-qr`);
  await page.getByLabel('Code from the app', { exact: true }).fill(await authenticatorCode(page, key));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await list.waitFor();
  const codes = await list.getByRole('listitem').allInnerTexts();
  t.equal(codes.length, 10, 'ten recovery codes');
  await screenshot(page, `${shot}-recovery-codes`);
  await follow(page, page.getByRole('button', { name: done }), after);
  return { key, codes };
}

/** The admin login's first step, typed. */
async function adminPassword(page: Page, who: { email: string; password: string }, then: Parameters<typeof follow>[2]) {
  await visit(page, '/admin/login', heading(page, 'Admin Login'));
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await follow(page, page.getByRole('button', { name: 'Login' }), then);
}

const setUpScreen = (page: Page) => ({ at: /^\/admin\/login\/two-factor\b/, shows: heading(page, 'Set up two-factor sign-in') });
const adminVerify = (page: Page) => secondFactorScreen(page, /^\/admin\/login\/verify\b/);
/** Logout from the sidebar (opened first on a phone). */
async function adminLogout(page: Page, width: number) {
  if (width < 768) await page.getByRole('button', { name: 'Open sidebar' }).click();
  await follow(page, page.getByRole('button', { name: 'Logout' }), { at: '/admin/login', shows: heading(page, 'Admin Login') });
}

let superAdmin = { key: '', codes: [] as string[] };
const deputy = { email: 'deputy-2fa@e2e.test', password: 'deputy-2fa-password' };
let deputyApp = { key: '', codes: [] as string[] };

t.test('at 375 px the super-admin is sent to set up an app at the first sign-in, from its QR code, and keeps the recovery codes', async (t) => {
  const page = await shop.newPage({ width: 375 });
  const watch = watchPage(page, EXPECTED);
  await adminPassword(page, ADMIN, setUpScreen(page));
  superAdmin = await setUpApp(t, page, 'two-factor-set-up-375', 'Continue to the dashboard', adminDashboard(page));
  await fromAdminSidebar(page, 375, 'Security', heading(page, 'Security'));
  await page.getByText('On: after your password you type a code from your authenticator app. 10 of your recovery codes are left.').waitFor();
  await page.getByText('Your account must keep it on.').waitFor();
  t.equal(await page.getByRole('button', { name: 'Turn off' }).count(), 0, 'the super-admin cannot turn it off');
  await watch.quiet();
  await screenIsSound(t, page, watch.take());
  await screenshot(page, 'security-375');
});

t.test('at 1280 px the super-admin signs in with a code, then requires a second factor of every admin and invites one', async (t) => {
  const page = await shop.newPage({ width: 1280 });
  const watch = watchPage(page, EXPECTED);
  await adminPassword(page, ADMIN, adminVerify(page));
  t.same(await seriousViolations(page), [], 'the code screen passes axe');
  await screenshot(page, 'two-factor-verify-1280');
  await page.getByLabel('Code', { exact: true }).fill(await authenticatorCode(page, superAdmin.key));
  await follow(page, page.getByRole('button', { name: 'Verify' }), adminDashboard(page));

  await fromAdminSidebar(page, 1280, 'Security', heading(page, 'Security'));
  await follow(page, page.getByRole('button', { name: 'Require it for every admin' }), page.getByText('Every admin now signs in with a second factor.'));
  await page.getByText('Required: every admin signs in with a second factor').waitFor();
  await fromAdminSidebar(page, 1280, 'Create Admin', heading(page, 'Admins'));
  const form = page.getByRole('form', { name: 'Create Admin' });
  await form.getByLabel('Email').fill(deputy.email);
  await follow(page, form.getByRole('button', { name: 'Create Admin' }), page.getByText('Admin created successfully'));
  await watch.quiet();
  await screenIsSound(t, page, watch.take());
});

t.test('at 1280 px an admin without a second factor, now required, is sent to set one up at sign-in', async (t) => {
  const page = await shop.newPage({ width: 1280 });
  const watch = watchPage(page, EXPECTED);
  await visit(page, `/admin/set-up?token=${await mailedToken(shop.dataDir, deputy.email)}`, heading(page, 'Set up your admin account'));
  const setUp = page.getByRole('form', { name: 'Set up your admin account' });
  await setUp.getByLabel('First name', { exact: true }).fill('Tess');
  await setUp.getByLabel('Last name', { exact: true }).fill('Twofactor');
  await setUp.getByLabel('New password', { exact: true }).fill(deputy.password);
  await setUp.getByLabel('Confirm password', { exact: true }).fill(deputy.password);
  await setUp.getByRole('button', { name: 'Set up my account' }).click();
  await follow(page, page.getByRole('link', { name: 'Log in' }), { at: '/admin/login', shows: heading(page, 'Admin Login') });
  await page.getByLabel('Email', { exact: true }).fill(deputy.email);
  await page.getByLabel('Password', { exact: true }).fill(deputy.password);
  await follow(page, page.getByRole('button', { name: 'Login' }), setUpScreen(page));
  deputyApp = await setUpApp(t, page, 'two-factor-required-1280', 'Continue to the dashboard', adminDashboard(page));
  await page.getByText('Welcome, Tess Twofactor').waitFor();
  await watch.quiet();
  await screenIsSound(t, page, watch.take());
});

t.test('at 375 px a recovery code signs the admin in once; typed again it is refused, and the app’s code still works', async (t) => {
  const page = await shop.newPage({ width: 375 });
  const watch = watchPage(page, EXPECTED);
  await adminPassword(page, deputy, adminVerify(page));
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code', { exact: true }).fill(deputyApp.codes[0]!.toUpperCase());
  await follow(page, page.getByRole('button', { name: 'Verify' }), adminDashboard(page));
  // The dashboard's reads answered first, as a person's screen has loaded before they log out.
  await watch.quiet();
  await adminLogout(page, 375);

  await adminPassword(page, deputy, adminVerify(page));
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code', { exact: true }).fill(deputyApp.codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByText('That recovery code is not right, or it was used already.').waitFor();
  await screenshot(page, 'two-factor-recovery-used-375');
  await page.getByRole('button', { name: 'Use a code from the app instead' }).click();
  await page.getByLabel('Code', { exact: true }).fill(await authenticatorCode(page, deputyApp.key));
  await follow(page, page.getByRole('button', { name: 'Verify' }), adminDashboard(page));
  await fromAdminSidebar(page, 375, 'Security', heading(page, 'Security'));
  await page.getByText('9 of your recovery codes are left.', { exact: false }).waitFor();
  await watch.quiet();
  await screenIsSound(t, page, watch.take());
});

// Each round takes away the app the round before set up again.
for (const width of [375, 1280]) {
  t.test(`at ${width} px the super-admin resets the lost phone of an admin from the Admins screen, and that admin sets up an app again`, async (t) => {
    const page = await shop.newPage({ width });
    const watch = watchPage(page, EXPECTED);
    await adminPassword(page, ADMIN, adminVerify(page));
    await page.getByLabel('Code', { exact: true }).fill(await authenticatorCode(page, superAdmin.key));
    await follow(page, page.getByRole('button', { name: 'Verify' }), adminDashboard(page));
    await fromAdminSidebar(page, width, 'Create Admin', heading(page, 'Admins'));
    const row = page.getByRole('row').filter({ hasText: deputy.email });
    t.match(await row.innerText(), /\bOn\b/, 'the list says the admin has two-factor sign-in');
    await row.getByRole('button', { name: `Reset two-factor sign-in of ${deputy.email}` }).click();
    const question = page.getByRole('alertdialog', { name: 'Reset two-factor sign-in?' });
    await question.getByText('loses their authenticator app, recovery codes and passkeys').waitFor();
    t.same(await seriousViolations(page), [], 'the question passes axe');
    await screenshot(page, `two-factor-reset-${width}`, { fullPage: false });
    await question.getByRole('button', { name: 'Yes, reset it' }).click();
    const done = page.getByRole('alertdialog', { name: 'Done' });
    await done.getByText('Their two-factor sign-in is reset').waitFor();
    await done.getByRole('button', { name: 'OK' }).click();
    await row.getByText('Off', { exact: true }).waitFor();
    t.equal(await row.getByRole('button', { name: /^Reset two-factor/ }).count(), 0, 'nothing left to reset');
    await watch.quiet();
    await screenIsSound(t, page, watch.take());

    const deputyPage = await shop.newPage({ width });
    const deputyWatch = watchPage(deputyPage, EXPECTED);
    await adminPassword(deputyPage, deputy, setUpScreen(deputyPage));
    deputyApp = await setUpApp(t, deputyPage, `two-factor-after-reset-${width}`, 'Continue to the dashboard', adminDashboard(deputyPage));
    await deputyWatch.quiet();
    await screenIsSound(t, deputyPage, deputyWatch.take());
  });
}

for (const width of [375, 1280]) {
  t.test(`at ${width} px a customer turns on two-factor sign-in from Account Details, then signs in with the app's code`, async (t) => {
    const p = person(`totp${width}`);
    const page = await shop.newPage({ width });
    await signedUpCustomer(page, shop.dataDir, p);
    const watch = watchPage(page, EXPECTED);
    await follow(page, page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Account Details' }), {
      at: /^\/dashboard\/account-details\b/,
      shows: page.getByRole('heading', { name: 'Two-factor sign-in' }),
    });
    await page.getByText('Off: your password alone signs you in.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Turn on' }).click();
    const { key } = await setUpApp(t, page, `customer-two-factor-${width}`, 'Done', page.getByText('10 of your recovery codes are left.', { exact: false }));

    // The header's Logout; on a phone its menu opens first.
    if (width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
    await follow(page, page.getByRole('banner').getByRole('button', { name: 'Logout' }).last(), page.getByText('you have been logged out'));
    await visit(page, '/login', loginScreen(page));
    await loginScreen(page).getByLabel('Email', { exact: true }).fill(p.email);
    await loginScreen(page).getByLabel('Password', { exact: true }).fill(p.password);
    await follow(page, loginScreen(page).getByRole('button', { name: 'Log in' }), secondFactorScreen(page, /^\/login\/verify\b/));
    t.same(await seriousViolations(page), [], 'the code screen passes axe');
    await screenshot(page, `customer-two-factor-verify-${width}`);
    await page.getByLabel('Code', { exact: true }).fill(await authenticatorCode(page, key));
    await follow(page, page.getByRole('button', { name: 'Verify' }), dashboardHome(page));

    // Turned off again, with the password asked first: a wrong one is told beside the field and changes nothing.
    await follow(
      page,
      page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Account Details' }),
      page.getByRole('button', { name: 'Turn off' }),
    );
    await page.getByRole('button', { name: 'Turn off' }).click();
    const dialog = page.getByRole('dialog', { name: 'Turn off two-factor sign-in?' });
    await dialog.getByLabel('Your password', { exact: true }).fill('not-my-password');
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await dialog.getByText('The password is not correct').waitFor();
    await screenshot(page, `customer-two-factor-off-${width}`, { fullPage: false });
    await dialog.getByLabel('Your password', { exact: true }).fill(p.password);
    await follow(page, dialog.getByRole('button', { name: 'Turn off' }), page.getByText('Off: your password alone signs you in.', { exact: false }));
    await watch.quiet();
    await screenIsSound(t, page, watch.take());
  });
}
