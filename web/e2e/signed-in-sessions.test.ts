import t, { type Test } from 'tap';
import type { Page } from 'playwright-core';
import { watchPage } from './screen-watch.ts';
import { ADMIN, startShop } from './shop.ts';
import {
  adminSignedIn,
  boughtThroughSandbox,
  dashboardHome,
  follow,
  heading,
  inPlainSight,
  logIn,
  loginScreen,
  noSidewaysScroll,
  person,
  reload,
  rowAction,
  screenIsSound,
  screenshot,
  seriousViolations,
  signedUpCustomer,
  videoPlays,
} from './steps.ts';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
// The browser whose session was ended is refused at its next call: that 401 is the point.
const ENDED = [{ status: 401, path: /^\/api\/academy\//, why: 'the session was ended from another browser' }];

// Three customers sign up and in from two or three browsers each, all from one address: more in a
// minute than the default limit of 10 lets through.
const shop = await startShop(t, { AUTH_RATE_LIMIT: '100' });

/** The same customer signing in on their phone, in a browser of its own. */
async function phoneOf(p: ReturnType<typeof person>, width: number) {
  const phone = await shop.newPage({ width, userAgent: IPHONE_SAFARI });
  await logIn(phone, p.email, p.password, dashboardHome(phone));
  return { phone, watch: watchPage(phone, ENDED) };
}

/** At its next navigation, a browser whose session was ended lands on the login, signed out. */
async function signedOutAtNextNavigation(t: Test, page: Page, problems: () => string[]) {
  await follow(page, page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Your Courses' }), {
    at: (url) => url.pathname === '/login',
    shows: loginScreen(page),
  });
  t.same((await (await page.request.get('/bff/session')).json()).data, { customer: null, admin: null, ended: null }, 'its cookie is gone');
  t.same(problems(), [], 'nothing else went wrong there');
}

const sessionRows = (page: Page) => page.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
const sessionsShown = (page: Page) => page.getByRole('heading', { name: "Where you're signed in" });

for (const width of [1280, 375]) {
  t.test(`at ${width} px: two browsers are two rows; Sign out on the other row, or Sign out all other sessions, signs that browser out`, async (t) => {
    const p = person(`sessions${width}`);
    const laptop = await shop.newPage({ width });
    await signedUpCustomer(laptop, shop.dataDir, p);
    const watch = watchPage(laptop, []);
    const first = await phoneOf(p, width);

    await follow(laptop, laptop.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Account Details' }), sessionsShown(laptop));
    await sessionRows(laptop).nth(1).waitFor();
    t.equal(await sessionRows(laptop).count(), 2, 'one row per browser');
    const mine = sessionRows(laptop).filter({ hasText: 'This device' });
    t.match(await mine.textContent(), /^Chrome on Linux/, 'this browser, by name, first');
    t.match(await mine.textContent(), /Active now/);
    t.equal(await mine.getByRole('button', { name: /^Sign out/ }).count(), 0, 'this one ends with Logout');
    const phoneRow = sessionRows(laptop).filter({ hasText: 'Safari on iOS' });
    t.match(await phoneRow.textContent(), /Signed in .* · Last seen just now/);
    t.same(await seriousViolations(laptop), [], 'the account page passes axe');
    await watch.quiet();
    await screenIsSound(t, laptop, watch.take());
    await screenshot(laptop, `signed-in-sessions-${width}`);

    await phoneRow.getByRole('button', { name: /^Sign out Safari on iOS/ }).click();
    await laptop.getByText('That session has been signed out.').waitFor();
    await sessionRows(laptop).filter({ hasText: 'Safari on iOS' }).waitFor({ state: 'detached' });
    t.equal(await sessionRows(laptop).count(), 1, 'only this browser is left');
    t.equal(await laptop.getByRole('button', { name: 'Sign out all other sessions' }).count(), 0, 'nothing else to sign out');
    await signedOutAtNextNavigation(t, first.phone, first.watch.take);

    const second = await phoneOf(p, width);
    // Back to the account page, as a person would: the list is asked for again.
    const tabs = laptop.getByRole('navigation', { name: 'Dashboard' });
    // The tabs stay on screen while the Orders page loads: a click on Account Details before it shows
    // would cancel that navigation, the account page would never leave, and its list never be asked again.
    await follow(laptop, tabs.getByRole('link', { name: 'Orders' }), heading(laptop, 'Orders'));
    await follow(laptop, tabs.getByRole('link', { name: 'Account Details' }), sessionsShown(laptop));
    await sessionRows(laptop).nth(1).waitFor();
    await laptop.getByRole('button', { name: 'Sign out all other sessions' }).click();
    await laptop.getByText('All other sessions have been signed out.').waitFor();
    await sessionRows(laptop).nth(1).waitFor({ state: 'detached' });
    await signedOutAtNextNavigation(t, second.phone, second.watch.take);

    await follow(laptop, laptop.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Your Courses' }), {
      at: '/dashboard/courses',
      shows: heading(laptop, 'Your Courses'),
    });
    await watch.quiet();
    await screenIsSound(t, laptop, watch.take());
  });
}

/**
 * Your Courses, then the course: the player opens where the account left off. The lessons are short,
 * and the devices before may have watched every chapter of the Courses tab by then: the player then
 * opens on the Live Sessions tab's recording, which plays (and counts) the same.
 */
async function lessonOpened(page: Page, course: string) {
  await follow(page, page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Your Courses' }), heading(page, 'Your Courses'));
  await follow(page, page.getByRole('link', { name: course, exact: true }), {
    at: (url) => url.pathname.startsWith('/dashboard/course/'),
    shows: page.getByRole('tab', { selected: true }),
  });
}

t.test('a third device is refused the lessons; Watch here instead plays there and stops the first, which says why', async (t) => {
  const p = person('streams');
  const laptop = await shop.newPage({ width: 1280 });
  await signedUpCustomer(laptop, shop.dataDir, p);
  await boughtThroughSandbox(laptop, shop.url, { courses: ['forex-foundations'], robots: [] });
  // Bought by API behind the dashboard's back: within SWR's two seconds of its first read, Your Courses
  // would show that read (no course) without asking again. A reload reads what was bought.
  await reload(laptop, dashboardHome(laptop));
  // What a stopped or refused device is told comes as 409s, on purpose.
  const refusals = [{ status: 409, path: /^\/api\/academy\/(streams|media\/)/, why: 'this account plays on two devices already' }];
  const laptopWatch = watchPage(laptop, refusals);
  await lessonOpened(laptop, 'Forex Foundations');
  await videoPlays(laptop);
  const tablet = await shop.newPage({ width: 1280 });
  await logIn(tablet, p.email, p.password, dashboardHome(tablet));
  await lessonOpened(tablet, 'Forex Foundations');
  await videoPlays(tablet);

  const phone = await shop.newPage({ width: 375 });
  const phoneWatch = watchPage(phone, refusals);
  await logIn(phone, p.email, p.password, dashboardHome(phone));
  await lessonOpened(phone, 'Forex Foundations');
  const refused = phone.getByRole('alert').filter({ hasText: 'This account is already playing on 2 other devices.' });
  await refused.waitFor();
  t.equal(await phone.locator('video').count(), 0, 'no video plays on the third device');
  t.ok(await inPlainSight(phone.getByRole('button', { name: 'Watch here instead' })), 'the way on is in sight on a phone');
  t.same(await seriousViolations(phone), [], 'the refusal passes axe');
  await screenshot(phone, 'stream-refused-375', { fullPage: false });
  await phoneWatch.quiet();
  await screenIsSound(t, phone, phoneWatch.take());

  await phone.getByRole('button', { name: 'Watch here instead' }).click();
  await videoPlays(phone);
  t.equal(await refused.count(), 0, 'the refusal is gone once the phone plays');
  // The laptop started first: at its next beat it stops, and says why.
  const stopped = laptop
    .getByRole('alert')
    .filter({ hasText: 'Playback stopped: this account started playing on another device, and plays on at most 2 at once.' });
  await stopped.waitFor({ timeout: 45_000 });
  t.equal(await laptop.locator('video').count(), 0, 'the first device no longer plays');
  await screenshot(laptop, 'stream-stopped-1280', { fullPage: false });
  await screenIsSound(t, laptop, laptopWatch.take());
  // Its short lesson may have played through while the laptop waited for its beat: what shows it was not stopped is its video still in place.
  await tablet.locator('video').waitFor();
  t.equal(await tablet.getByRole('alert').filter({ hasText: 'Playback stopped' }).count(), 0, 'the second device plays on');
});

t.test("an admin ends all of a customer's sessions from User Records, after confirming", async (t) => {
  const p = person('endall');
  const laptop = await shop.newPage();
  await signedUpCustomer(laptop, shop.dataDir, p);
  const laptopWatch = watchPage(laptop, ENDED);
  const { phone, watch: phoneWatch } = await phoneOf(p, 375);

  const admin = await shop.newPage();
  await adminSignedIn(admin, ADMIN);
  const adminWatch = watchPage(admin, []);
  await admin.getByRole('heading', { name: 'User Records' }).waitFor();
  await rowAction(admin, `Actions for ${p.email}`, 'End all sessions');
  const confirm = admin.getByRole('alertdialog', { name: 'End all sessions?' });
  await confirm.getByText(`${p.email} will be signed out on every device and will need to log in again.`).waitFor();
  t.same(await seriousViolations(admin), [], 'the confirmation passes axe');
  await screenshot(admin, 'admin-end-sessions-1280', { fullPage: false });
  await admin.setViewportSize({ width: 375, height: 800 });
  t.ok(await noSidewaysScroll(admin), 'the confirmation fits a phone');
  await screenshot(admin, 'admin-end-sessions-375', { fullPage: false });
  await confirm.getByRole('button', { name: 'Yes, end them' }).click();
  const done = admin.getByRole('alertdialog', { name: 'Sessions ended' });
  await done.getByText('All sessions of this user have ended.').waitFor();
  await done.getByRole('button', { name: 'OK' }).click();
  await adminWatch.quiet();
  await screenIsSound(t, admin, adminWatch.take());

  await signedOutAtNextNavigation(t, laptop, laptopWatch.take);
  await signedOutAtNextNavigation(t, phone, phoneWatch.take);
});
