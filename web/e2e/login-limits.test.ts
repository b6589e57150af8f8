import t from 'tap';
import type { Page } from 'playwright-core';
import { WIRE } from '@academy/shared/constants';
import { watchPage } from './screen-watch.ts';
import { ADMIN, startShop } from './shop.ts';
import { heading, loginScreen, screenIsSound, visit } from './steps.ts';

// A lock-out is said as one: a person told "wrong password" after too many attempts would only guess
// again. Two attempts a minute per address here (AUTH_RATE_LIMIT), and a clock the test moves; both
// forms at both widths.
const shop = await startShop(t, { AUTH_RATE_LIMIT: '2', TEST_CLOCK: 'true' });
const TOO_MANY = { status: 429, path: /\/(auth|admin)\/login$/, why: 'the third attempt in a minute is refused' };
const REFUSED = { status: 401, path: /\/(auth|admin)\/login$/, why: 'a wrong password' };

/** Sends the form's email and a wrong password; answers once the login's answer is on the page (`expected`). */
async function attempt(form: ReturnType<Page['getByRole']>, email: string, expected: string) {
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill('not-the-password');
  const answered = form.page().waitForResponse((r) => r.request().method() === 'POST' && /\/(auth|admin)\/login$/.test(new URL(r.url()).pathname));
  await form.getByRole('button', { name: /^Log ?in$/ }).click();
  await answered;
  await form.getByRole('alert').getByText(expected, { exact: true }).waitFor();
}

const forms = [
  {
    who: 'admin',
    path: '/admin/login',
    form: (page: Page) => page.getByRole('form', { name: 'Admin login' }),
    sign: (page: Page) => heading(page, 'Admin Login'),
  },
  { who: 'customer', path: '/login', form: loginScreen, sign: loginScreen },
] as const;

for (const width of [375, 1280]) {
  for (const { who, path, form, sign } of forms)
    t.test(`at ${width} px, the ${who} login says "wrong password" twice, then that there were too many attempts`, async (t) => {
      const page = await shop.newPage({ width });
      const watch = watchPage(page, [TOO_MANY, REFUSED]);
      // Fresh windows for these attempts: the minute per address, and the 15 minutes per email.
      await page.request.post('/bff/test-clock', { headers: { 'x-csrf': '1' }, data: { advance_seconds: 16 * 60 } });
      await visit(page, path, sign(page));
      const alert = form(page).getByRole('alert');
      for (let n = 1; n <= 2; n++) await attempt(form(page), ADMIN.email, WIRE.invalidCredentials);
      await attempt(form(page), ADMIN.email, WIRE.tooManyRequests);
      t.equal(await alert.textContent(), WIRE.tooManyRequests, 'the third attempt is said to be one too many, not a wrong password');
      await screenIsSound(t, page, watch.take());
    });
}
