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
  // Toasts stacked behind the front one are dimmed on purpose while they leave; the front one is checked.
  const { violations } = await new AxeBuilder({ page }).exclude('[data-sonner-toast]:not([data-index="0"])').analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
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
