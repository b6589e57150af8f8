import type { Test } from 'tap';
import type { Locator, Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { ACADEMY_NAME } from '@academy/shared/constants';
import { lastMailTo, mailedToken } from '../../upstream/test/outbox.ts';
import { pageErrorText } from './screen-watch.ts';
import { authenticatorCode } from './second-factor.ts';
import { ADMIN, ADMIN_TOTP_SECRET } from './shop.ts';

export { lastMailTo, mailedToken };

export const person = (n: string) => ({
  first: 'Ada',
  last: `Lovelace${n}`,
  email: `ada.${n}@example.com`,
  password: 'correct-horse-1',
});

/** Where a screen is: its path and query exactly ('/admin/coupons'), a pattern for them, or a test of the whole URL. */
export type Address = string | RegExp | ((url: URL) => boolean);
type Shows = Locator | (() => Promise<unknown>);
/**
 * What tells a step that the screen it waits for has come, and not the one it left: what only that
 * screen shows (its heading, mostly), its address where the test holds the address to account (a
 * redirect, a query), or both. A wait of its own stands in where no locator can say it.
 */
export type Sign = Locator | { at: Address; shows?: Shows } | { at?: Address; shows: Shows };

const isLocator = (x: unknown): x is Locator => typeof (x as Partial<Locator> | undefined)?.waitFor === 'function';
const partsOf = (sign: Sign): { at?: Address; shows?: Shows } => (isLocator(sign) ? { shows: sign } : sign);
const isAt = (url: URL, at: Address) =>
  typeof at === 'function' ? at(url) : typeof at === 'string' ? url.pathname + url.search === at : at.test(url.pathname + url.search);
const told = (sign: Sign) => {
  const { at, shows } = partsOf(sign);
  return [at && `at ${String(at)}`, shows && `showing ${String(shows)}`].filter(Boolean).join(', ');
};

/**
 * React has taken over the page: no country selector in the header is disabled any more. They are
 * until hydration (header.tsx); a screen the browser rendered alone has them enabled at once, the
 * admin's has none. Before it, a link on a server-rendered page is an ordinary page load, not the
 * SPA's navigation, and a tap on a control may be lost.
 */
const untilHydrated = (page: Page) => page.waitForFunction(() => document.querySelector('#country-select:disabled, #country-select-mobile:disabled') === null);

export interface Reach {
  /**
   * false: React is not waited for, nor a visit's page load past its commit: the page is read as the
   * server sent it (its scripts held or off), or only over CDP, where a Playwright evaluation would
   * be the visitor's gesture and lift the autoplay rule under test (player.test.ts).
   */
  hydrated?: boolean;
}

/** Waits for the screen `sign` names, then for React to have taken it over: what a person sees before acting on it. */
export async function arrived(page: Page, sign: Sign, { hydrated = true }: Reach = {}) {
  const { at, shows } = partsOf(sign);
  if (at !== undefined) await page.waitForURL((url) => isAt(url, at));
  if (shows) await (isLocator(shows) ? shows.waitFor() : shows());
  if (hydrated) await untilHydrated(page);
}

/**
 * Opens an address as typed, or as a link from elsewhere (a mail, a search result) opens it, and
 * waits for that screen's sign and its hydration. Answers the page load's response.
 */
export async function visit(page: Page, path: string, sign: Sign, reach: Reach = {}) {
  const response = await page.goto(path, reach.hydrated === false ? { waitUntil: 'commit' } : {});
  await arrived(page, sign, reach);
  return response;
}

/** Whether the sign holds already, as far as it can be told before a step (a wait of its own cannot). */
async function holds(page: Page, sign: Sign) {
  const { at, shows } = partsOf(sign);
  if (at === undefined && !isLocator(shows)) return false;
  return (at === undefined || isAt(new URL(page.url()), at)) && (!isLocator(shows) || (await shows.isVisible()));
}

/**
 * Does what changes the screen, as a person does it (clicks `trigger`, or runs it: a choice in a
 * select, a key), then waits for the next screen's sign. A sign the screen already shows would pass
 * before the next screen came and the test would act on the old one: the step refuses it.
 */
export async function follow(page: Page, trigger: Locator | (() => Promise<unknown>), sign: Sign, reach: Reach = {}) {
  if (await holds(page, sign)) throw new Error(`follow: the sign (${told(sign)}) shows before the step, so it cannot tell the next screen came`);
  await (isLocator(trigger) ? trigger.click() : trigger());
  await arrived(page, sign, reach);
}

/** The browser's reload, then the new document's sign. Answers the page load's response. */
export async function reload(page: Page, sign: Sign) {
  const response = await page.reload();
  await arrived(page, sign);
  return response;
}

/** The browser's Back, then the sign of the screen it returns to (which the one left must not show). */
export async function back(page: Page, sign: Sign) {
  if (await holds(page, sign)) throw new Error(`back: the sign (${told(sign)}) shows before the step, so it cannot tell the screen changed`);
  await page.goBack();
  await arrived(page, sign);
}

/** The browser's Forward, then the sign of the screen it returns to (which the one left must not show). */
export async function forward(page: Page, sign: Sign) {
  if (await holds(page, sign)) throw new Error(`forward: the sign (${told(sign)}) shows before the step, so it cannot tell the screen changed`);
  await page.goForward();
  await arrived(page, sign);
}

/** The sign of a screen that reloads itself (create-admin-form.tsx does, after a new admin): its next page load. */
export const itsOwnReload = (page: Page, timeout: number): Sign => ({ shows: () => page.waitForEvent('load', { timeout }) });

/** The screen whose h1 reads `name` (all of it). */
export const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name, exact: true });

/** A signed-in customer's dashboard home: its greeting is theirs (the login screen's h1 is a bare "Welcome back"). */
export const dashboardHome = (page: Page): Sign => ({ at: '/dashboard', shows: heading(page, /^Welcome back, /) });

/** The home page, where the shop sends whom a screen refuses. */
export const home = (page: Page): Sign => ({ at: '/', shows: heading(page, `${ACADEMY_NAME} Statistics`) });

/** The admin's dashboard. */
export const adminDashboard = (page: Page): Sign => ({ at: '/admin', shows: heading(page, 'Dashboard') });

/** The customer's login screen, by its form. */
export const loginScreen = (page: Page) => page.getByRole('form', { name: 'Log in' });

/** Registers through the form, as a customer would. */
export async function registerThroughForm(page: Page, p: ReturnType<typeof person>) {
  await visit(page, '/register', heading(page, 'Create your account'));
  await submitRegisterForm(page, p);
}

/** Fills the register form on screen and sends it, to the "Check your email" screen. */
export async function submitRegisterForm(page: Page, p: ReturnType<typeof person>) {
  await page.getByLabel('First name').fill(p.first);
  await page.getByLabel('Last name').fill(p.last);
  await page.getByLabel('Email', { exact: true }).fill(p.email);
  await page.getByLabel('Password', { exact: true }).fill(p.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(p.password);
  // The address changes before the screen does: on a busy machine the form still showed "Creating your account…".
  await follow(page, page.getByRole('button', { name: 'Create account' }), { at: /^\/registration\/proceed/, shows: heading(page, 'Check your email') });
}

/**
 * From a listing, opens an item's page and waits to see it: its Add to cart has the listing card's
 * name, and on a busy machine a click while the page was changing went to neither.
 */
export async function openItem(page: Page, title: string) {
  await follow(page, page.getByRole('link', { name: title }).first(), heading(page, title));
}

/** From a listing: the item's page, Add to cart, the cart, then Proceed to checkout; on the checkout. */
export async function checkoutOf(page: Page, title: string) {
  await openItem(page, title);
  await page.getByRole('button', { name: `Add to cart: ${title}` }).click();
  await page.getByText('Item added to cart').first().waitFor();
  await follow(page, page.getByRole('link', { name: /^Cart, 1 item/ }), heading(page, 'Your cart'));
  await follow(page, page.getByRole('link', { name: 'Proceed to checkout' }), { at: '/checkout', shows: heading(page, 'Checkout') });
}

export async function verifyByMail(page: Page, dataDir: string, email: string) {
  const token = await mailedToken(dataDir, email);
  await visit(page, `/verify-email?token=${token}`, page.getByText('Your email is verified'));
}

/** Logs in through the customer's form; `then` is the sign of where that leads (the dashboard, a refusal, a dialog). */
export async function logIn(page: Page, email: string, password: string, then: Sign) {
  await visit(page, '/login', loginScreen(page));
  await submitLogin(page, email, password, then);
}

/** Fills the login form on screen and sends it; `then` is the sign of where that leads. */
async function submitLogin(page: Page, email: string, password: string, then: Sign) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await follow(page, page.getByRole('button', { name: 'Log in', exact: true }), then);
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
  // Legacy mode runs axe in the page itself: the default finishes each run in a new blank page (a
  // renderer process each time), which made a check 1.2-2.2 s where this takes 0.5-0.7 s, with the
  // same findings (frames included). Only violations are collected: passes are read by no one.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
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
  // On from the verified screen, as a person goes: its Log in, not a new page load.
  await follow(page, page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }), loginScreen(page));
  await submitLogin(page, p.email, p.password, dashboardHome(page));
}

/**
 * A staff member signed in through the admin login form, on the admin dashboard: the super-admin (and
 * anyone given `totpSecret`) types the code their authenticator app shows on the screen after it.
 */
export async function adminSignedIn(
  page: Page,
  admin: { email: string; password: string },
  totpSecret = admin.email === ADMIN.email ? ADMIN_TOTP_SECRET : null,
) {
  await visit(page, '/admin/login', heading(page, 'Admin Login'));
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  if (!totpSecret) return follow(page, page.getByRole('button', { name: 'Login' }), adminDashboard(page));
  await follow(page, page.getByRole('button', { name: 'Login' }), secondFactorScreen(page, /^\/admin\/login\/verify\b/));
  await page.getByLabel('Code', { exact: true }).fill(await authenticatorCode(page, totpSecret));
  await follow(page, page.getByRole('button', { name: 'Verify' }), adminDashboard(page));
}

/** The sign-in's second step, at `at` (its query says where it leads on to). */
export const secondFactorScreen = (page: Page, at: RegExp): Sign => ({ at, shows: heading(page, 'Two-factor sign-in') });

/** Follows a link of the admin's sidebar as a person does (on a phone the sidebar is opened first), to the screen `sign` names. */
export async function fromAdminSidebar(page: Page, width: number, link: string, sign: Sign) {
  if (width < 768) await page.getByRole('button', { name: 'Open sidebar' }).click();
  await follow(page, page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: link, exact: true }), sign);
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

/** A call through the BFF from a signed-in page, as the SPA makes it (its CSRF header and origin); answers the envelope's `data`. */
export async function apiCall(page: Page, path: string, data?: object): Promise<unknown> {
  const headers = { 'x-csrf': '1', origin: new URL(page.url()).origin };
  const res = data ? await page.request.post(`/api/academy/${path}`, { headers, data }) : await page.request.get(`/api/academy/${path}`, { headers });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data?: unknown }).data;
}

/** A period of the plan paid by a signed-in customer's page: the checkout's call and the sandbox invoice's Pay, as checkout.test.ts clicks them. */
export async function periodPaidThroughSandbox(page: Page, plan: { id: string; usd: number }) {
  const metadata = JSON.stringify({ telegram: { id: 'signals', plan: plan.id } });
  const { invoice_url } = (await apiCall(page, 'payments/sandbox/initialize', { amount: plan.usd, currency: 'USD', metadata })) as { invoice_url: string };
  await apiCall(page, `payments/sandbox/invoice/${invoice_url.split('/').pop()}/pay`, {});
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

/** Opens a table row's menu (its button and the menu share the label) and picks one of its items, as a person does. */
export async function rowAction(page: Page, menu: string, item: string) {
  await page.getByRole('button', { name: menu, exact: true }).click();
  await page.getByRole('menu', { name: menu }).getByRole('menuitem', { name: item, exact: true }).click();
}

/** Chooses files, or a folder, in the file dialog the button opens, as a person does. */
export async function chooseFiles(page: Page, button: Locator, files: string | string[]) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles(files);
}

/** What goes wrong on a page as it is used (uncaught errors, console errors), for screenIsSound. */
export function pageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(pageErrorText(e, page)));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  return problems;
}

/** Saves what the page shows when E2E_SCREENSHOTS names a folder (to look at, not to compare). */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage });
}

/** Whether a person sees the element where it is: inside the window and not covered by anything else. */
export const inPlainSight = (l: Locator) =>
  l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    window.scrollBy(0, r.top - window.innerHeight / 2); // only up or down, as a person scrolls the page
    const now = el.getBoundingClientRect();
    const hit = document.elementFromPoint(now.left + now.width / 2, now.top + now.height / 2);
    return now.left >= 0 && now.right <= window.innerWidth && hit !== null && el.contains(hit);
  });

/** Resolves once the page's video is playing: not paused, and past its first frame. */
export const videoPlays = (page: Page) =>
  page.waitForFunction(() => {
    const video = document.querySelector('video');
    return video !== null && !video.paused && video.currentTime > 0;
  });

/** Whether the page fits its window, as a phone needs: nothing scrolls sideways. */
export const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** What a person would see go wrong on this screen: an error screen, sideways scroll, or anything the browser reported. */
export async function screenIsSound(t: Test, page: Page, problems: string[]) {
  t.equal(await page.getByText('Unexpected Application Error!').count(), 0, 'no error screen');
  t.ok(await noSidewaysScroll(page), 'no sideways scroll');
  t.same(problems, [], 'no failed request, no request for the page URL, no console or page error');
}
