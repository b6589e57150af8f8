import type { Test } from 'tap';
import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { mailedToken } from '../../upstream/test/helper.ts';

export { mailedToken };

export const person = (n: string) => ({
  first: 'Ada',
  last: `Lovelace${n}`,
  email: `ada.${n}@example.com`,
  password: 'correct-horse-1',
});

/** Registers through the form, as a customer would. */
export async function registerThroughForm(page: Page, p: ReturnType<typeof person>) {
  await page.goto('/register');
  await page.getByLabel('First name').fill(p.first);
  await page.getByLabel('Last name').fill(p.last);
  await page.getByLabel('Email', { exact: true }).fill(p.email);
  await page.getByLabel('Password', { exact: true }).fill(p.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(p.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/registration\/proceed/);
  // The address changes before the screen does: on a busy machine the form still showed "Creating your account…".
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
}

/**
 * From a listing, opens an item's page and waits to see it: its Add to cart has the listing card's
 * name, and on a busy machine a click while the page was changing went to neither.
 */
export async function openItem(page: Page, title: string) {
  await page.getByRole('link', { name: title }).first().click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

export async function verifyByMail(page: Page, dataDir: string, email: string) {
  const token = await mailedToken(dataDir, email);
  await page.goto(`/verify-email?token=${token}`);
  await page.getByText('Your email is verified').waitFor();
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** axe's serious and critical findings on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A toast fading in or out is dim for a moment, and axe would judge that moment: wait until each
  // shows fully (or has gone), as a person reads it.
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll('[data-sonner-toast]')).every(
          (el) => el.getAttribute('data-removed') === 'true' || getComputedStyle(el).opacity === '1',
        ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  // Toasts stacked behind the front one are dimmed on purpose while they leave; the front one is checked.
  const { violations } = await new AxeBuilder({ page })
    .exclude('[data-sonner-toast]:not([data-index="0"])')
    .exclude('[data-sonner-toast][data-removed="true"]')
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A new customer on this page: registered through the form, verified by the mailed link, signed in, on the dashboard. */
export async function signedUpCustomer(page: Page, dataDir: string, p: ReturnType<typeof person>) {
  await registerThroughForm(page, p);
  await verifyByMail(page, dataDir, p.email);
  await logIn(page, p.email, p.password);
  await page.waitForURL('**/dashboard');
}

/** The super-admin signed in through the admin login form, on the admin dashboard. */
export async function adminSignedIn(page: Page, admin: { email: string; password: string }) {
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

/** Follows a link of the admin's sidebar as a person does: on a phone the sidebar is opened first. */
export async function fromAdminSidebar(page: Page, width: number, link: string) {
  if (width < 768) await page.getByRole('button', { name: 'Open sidebar' }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: link, exact: true }).click();
}

/** Buys through the real flow, by API from the signed-in page: cart, initialize, then Pay on the sandbox invoice. */
export async function boughtThroughSandbox(page: Page, origin: string, items: { courses: string[]; robots: string[] }) {
  const headers = { 'x-csrf': '1', origin };
  for (const [type, slugs] of [
    ['course', items.courses],
    ['robot', items.robots],
  ] as const) {
    for (const slug of slugs) await page.request.post('/api/academy/cart/add', { headers, data: { slug, type } });
  }
  const cart = (await (await page.request.get('/api/academy/cart/fetch', { headers })).json()).data;
  const metadata = JSON.stringify(items);
  const init = await (
    await page.request.post('/api/academy/payments/sandbox/initialize', { headers, data: { amount: cart.total_usd, currency: 'USD', metadata } })
  ).json();
  const id = (init.data.invoice_url as string).split('/').pop();
  const paid = await page.request.post(`/api/academy/payments/sandbox/invoice/${id}/pay`, { headers, data: {} });
  if (!paid.ok()) throw new Error(`payment failed: ${await paid.text()}`);
}

/** Fills the admin's Create Robot form as an admin types and picks files; sending it is the caller's. */
export async function fillRobotForm(page: Page, robot: { title: string; usd: string; description: string; type: string; image: string; zip: string }) {
  await page.getByLabel('Title', { exact: true }).fill(robot.title);
  await page.getByLabel('Price (USD)', { exact: true }).fill(robot.usd);
  await page.getByLabel('Description', { exact: true }).fill(robot.description);
  await page.getByLabel('Category', { exact: true }).selectOption('robots');
  await page.getByLabel('Type', { exact: true }).selectOption(robot.type);
  await page.locator('input[aria-label="Image"]').setInputFiles(robot.image);
  await page.locator('input[aria-label="ZIP file"]').setInputFiles(robot.zip);
}

/** What goes wrong on a page as it is used (uncaught errors, console errors), for screenIsSound. */
export function pageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  return problems;
}

/** Saves what the page shows when E2E_SCREENSHOTS names a folder (to look at, not to compare). */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage });
}

/**
 * React has taken over a page the server rendered: the header's country selector, disabled until
 * then, is enabled. Before it, a link is an ordinary page load, not the SPA's navigation.
 */
export const untilHydrated = (page: Page) =>
  page.waitForFunction(() => (document.getElementById('country-select') as HTMLSelectElement | null)?.disabled === false);

/** Whether the page fits its window, as a phone needs: nothing scrolls sideways. */
export const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** What a person would see go wrong on this screen: an error screen, sideways scroll, or anything the browser reported. */
export async function screenIsSound(t: Test, page: Page, problems: string[]) {
  t.equal(await page.getByText('Unexpected Application Error!').count(), 0, 'no error screen');
  t.ok(await noSidewaysScroll(page), 'no sideways scroll');
  t.same(problems, [], 'no failed request, no request for the page URL, no console or page error');
}
