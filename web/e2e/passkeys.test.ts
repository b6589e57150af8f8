import t from 'tap';
import type { Page } from 'playwright-core';
import { TEXT } from '@academy/shared/constants';
import { PASSKEY_TEXT } from '@academy/shared/passkeys';
import { watchPage } from './screen-watch.ts';
import { startShop } from './shop.ts';
import { dashboardHome, follow, loginScreen, person, screenIsSound, screenshot, seriousViolations, signedUpCustomer, visit } from './steps.ts';

// Passkeys (docs/decisions/088-passkeys.md) in Chromium with its virtual authenticator (over CDP).
// WebAuthn wants a secure context and an RP ID that is a domain, never an address: this shop is
// reached at http://localhost:PORT, and its PUBLIC_URL says so (the relying party's name and origin).
const shop = await startShop(t, {}, { host: 'localhost' });

/** A platform authenticator in this page's browser that keeps passkeys and verifies its user (a fingerprint, say). */
async function withAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

const accountDetails = (page: Page) =>
  follow(page, page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Account Details' }), {
    at: /^\/dashboard\/account-details\b/,
    shows: page.getByRole('heading', { name: 'Passkeys' }),
  });

for (const width of [375, 1280]) {
  t.test(`at ${width} px: a customer adds a passkey on Account Details, logs out, and signs in with it from the login screen`, async (t) => {
    const p = person(`passkey${width}`);
    const page = await shop.newPage({ width });
    const authenticator = await withAuthenticator(page);
    await signedUpCustomer(page, shop.dataDir, p);
    const watch = watchPage(page, []);

    await accountDetails(page);
    const passkeys = page.getByRole('region', { name: 'Passkeys' });
    await passkeys.getByText('You have no passkeys yet.').waitFor();
    await passkeys.getByLabel('Name (optional)').fill('This laptop');
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText('Passkey added. You can use it to sign in.').first().waitFor();
    const list = passkeys.getByRole('list', { name: 'Your passkeys' });
    await list.getByText('This laptop').waitFor();
    t.match(await list.innerText(), /Added \d{1,2} \w{3} \d{4} · Not used yet/, 'when it was added, and that it is not used yet');
    const [credential] = await authenticator.credentials();
    t.ok(credential?.isResidentCredential, 'the browser keeps a discoverable passkey: it signs in without an email');
    t.equal(await passkeys.getByLabel('Name (optional)').inputValue(), '', 'the name field is cleared for the next one');
    t.same(await seriousViolations(page), [], 'the passkeys section passes axe');
    await watch.quiet();
    await screenIsSound(t, page, watch.take());
    await screenshot(page, `passkeys-account-${width}`);

    // Logout is in the header, in its opened menu on a phone.
    if (width < 640) await page.getByRole('button', { name: 'Open menu' }).click();
    const logout = page.getByRole('button', { name: 'Logout' });
    await follow(page, width < 640 ? logout.last() : logout.first(), page.getByText('you have been logged out'));
    await follow(page, page.getByRole('banner').getByRole('link', { name: 'Login' }), loginScreen(page));
    const button = loginScreen(page).getByRole('button', { name: 'Sign in with a passkey' });
    t.same(await seriousViolations(page), [], 'the login screen with its passkey button passes axe');
    await screenshot(page, `passkeys-login-${width}`);

    // No email, no password: the browser's passkey answers, and the customer lands where the password login lands.
    await follow(page, button, dashboardHome(page));
    await page.getByText(TEXT.loggedIn).first().waitFor();
    t.same((await (await page.request.get('/bff/session')).json()).data.customer.name, p.email, 'signed in, in the sealed cookie');
    const storage = await page.evaluate(() => JSON.stringify(localStorage) + JSON.stringify(sessionStorage) + document.cookie);
    t.notMatch(storage, /eyJ|rToken|token/i, 'no token reaches the page');
    await watch.quiet();
    await screenIsSound(t, page, watch.take());
    await screenshot(page, `passkeys-signed-in-${width}`);

    // The list says it was used; removing it is asked first.
    await accountDetails(page);
    await list.getByText(/Last used/).waitFor();
    await passkeys.getByRole('button', { name: 'Remove passkey This laptop' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove this passkey?' });
    await confirm.getByText('“This laptop” will no longer sign you in.').waitFor();
    t.same(await seriousViolations(page), [], 'the question passes axe');
    await screenshot(page, `passkeys-remove-${width}`, { fullPage: false });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await passkeys.getByText('You have no passkeys yet.').waitFor();
    await watch.quiet();
    await screenIsSound(t, page, watch.take());
  });
}

t.test('a browser without WebAuthn is told so beside the login form, and nothing breaks', async (t) => {
  const page = await shop.newPage({ width: 375 });
  // As an old browser: no PublicKeyCredential at all.
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'PublicKeyCredential');
  });
  const watch = watchPage(page, []);
  await visit(page, '/login', loginScreen(page));
  await loginScreen(page).getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.getByText(PASSKEY_TEXT.unsupported).first().waitFor();
  t.ok(await loginScreen(page).isVisible(), 'still on the login form, which still works by password');
  t.same(await seriousViolations(page), [], 'the message passes axe');
  await screenshot(page, 'passkeys-unsupported-375', { fullPage: false });
  await watch.quiet();
  await screenIsSound(t, page, watch.take());
});
