import { readFile } from 'node:fs/promises';
import t from 'tap';
import { strFromU8, unzipSync } from 'fflate';
import { ACCOUNT_CLOSED } from '@academy/shared/account-closing';
import { WIRE } from '@academy/shared/constants';
import { watchPage } from './screen-watch.ts';
import { ADMIN, startShop } from './shop.ts';
import {
  adminSignedIn,
  boughtThroughSandbox,
  follow,
  home,
  logIn,
  loginScreen,
  person,
  rowAction,
  screenIsSound,
  screenshot,
  seriousViolations,
  signedUpCustomer,
} from './steps.ts';

// A customer's data in their own hands (decision 086): Account Details downloads it, and closes the account.
const shop = await startShop(t);
const COURSE = 'forex-foundations';
const EXPECTED = [
  { status: 403, path: /^\/api\/academy\/user\/close$/, why: 'a mistyped password first: told beside the field' },
  { status: 401, path: /^\/api\/academy\/auth\/login$/, why: 'the closed account tried again' },
];

for (const width of [375, 1280]) {
  t.test(`at ${width} px: a buyer downloads their data, then closes their account with their password and cannot log in again`, async (t) => {
    const p = person(`privacy${width}`);
    const page = await shop.newPage({ width });
    await signedUpCustomer(page, shop.dataDir, p);
    await boughtThroughSandbox(page, shop.url, { courses: [COURSE], robots: [] });
    const watch = watchPage(page, EXPECTED);

    await follow(page, page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Account Details' }), {
      at: /^\/dashboard\/account-details\b/,
      shows: page.getByRole('heading', { name: 'Your data' }),
    });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
    t.match(download.suggestedFilename(), /^academy-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(await readFile(await download.path()));
    const json = (name: string) => JSON.parse(strFromU8(files[name]!)) as unknown;
    t.match(json('account.json'), { email: p.email, first_name: p.first, last_name: p.last }, 'her details');
    t.match(json('orders.json'), [{ status: 'paid', items: [{ slug: COURSE }] }], 'the course she bought');
    t.same(await seriousViolations(page), [], 'the account page passes axe');
    await watch.quiet();
    await screenIsSound(t, page, watch.take());
    await screenshot(page, `privacy-account-${width}`);

    await page.getByRole('button', { name: 'Close my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close your account?' });
    await dialog.getByText('because the law requires us to keep financial records').waitFor();
    t.same(await seriousViolations(page), [], 'the dialog passes axe');
    await screenshot(page, `privacy-close-dialog-${width}`, { fullPage: false });

    const password = dialog.getByLabel('Your password', { exact: true });
    await password.fill('not-my-password');
    await dialog.getByRole('button', { name: 'Close my account' }).click();
    await dialog.getByText('The password is not correct').waitFor();
    t.equal(await password.getAttribute('aria-invalid'), 'true', 'told beside the field; nothing closed');

    await password.fill(p.password);
    await follow(page, dialog.getByRole('button', { name: 'Close my account' }), home(page));
    await page.getByText(ACCOUNT_CLOSED).waitFor();
    t.same((await (await page.request.get('/bff/session')).json()).data, { customer: null, admin: null, ended: null }, 'signed out: the cookie is gone');
    t.equal(await page.getByRole('banner').getByRole('link', { name: 'Login' }).count(), 1, 'the header offers Login again');

    await logIn(page, p.email, p.password, loginScreen(page).getByText(WIRE.invalidCredentials));
    await watch.quiet();
    await screenIsSound(t, page, watch.take());
    await screenshot(page, `privacy-closed-login-${width}`);
  });
}

t.test("on a customer's request an admin downloads their data and closes their account from User Records, asked first", async (t) => {
  const p = person('privacy-admin');
  const customer = await shop.newPage();
  await signedUpCustomer(customer, shop.dataDir, p);
  const admin = await shop.newPage();
  await adminSignedIn(admin, ADMIN);
  const watch = watchPage(admin, []);
  const records = admin.getByRole('region', { name: 'User Records' });
  await records.getByText(p.email).waitFor();
  const menu = `Actions for ${p.email}`;

  const [download] = await Promise.all([admin.waitForEvent('download'), rowAction(admin, menu, 'Download data')]);
  t.match(download.suggestedFilename(), /^academy-data-[0-9a-f]{8}-\d{4}-\d{2}-\d{2}\.zip$/);
  t.match(JSON.parse(strFromU8(unzipSync(await readFile(await download.path()))['account.json']!)), { email: p.email });

  const closedBefore = await records.getByText('Closed account').count();
  await rowAction(admin, menu, 'Close account');
  const confirm = admin.getByRole('alertdialog', { name: 'Close this account?' });
  await confirm.getByText(/Orders and refunds are kept, without their name/).waitFor();
  t.same(await seriousViolations(admin), [], 'the confirmation passes axe');
  await screenshot(admin, 'privacy-admin-close-1280', { fullPage: false });
  await confirm.getByRole('button', { name: 'Yes, close it' }).click();
  const done = admin.getByRole('alertdialog', { name: 'Account closed' });
  await done.getByRole('button', { name: 'OK' }).click();
  await records.getByText(p.email).waitFor({ state: 'detached' });
  t.equal(await records.getByText('Closed account').count(), closedBefore + 1, 'the row names nobody and says closed');
  await watch.quiet();
  await screenIsSound(t, admin, watch.take());
  await screenshot(admin, 'privacy-admin-closed-1280');
  // Their own browser is signed out at its next step (the dashboard's guard finds no session: home), and the account lets nobody in again.
  await follow(customer, customer.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Your Courses' }), home(customer));
  t.same((await (await customer.request.get('/bff/session')).json()).data.customer, null, 'its cookie is gone');
  await logIn(customer, p.email, p.password, loginScreen(customer).getByText(WIRE.invalidCredentials));
});
