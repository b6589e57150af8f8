import t from 'tap';
import type { Page } from 'playwright-core';
import { SESSION_TIME } from '@academy/shared/live-session-times';
import { ADMIN, startShop } from './shop.ts';
import { moveClock, shopNow, typedIn } from './shop-clock.ts';
import {
  adminSignedIn,
  back,
  follow,
  fromAdminSidebar,
  heading,
  home,
  pageProblems,
  person,
  reload,
  screenIsSound,
  screenshot,
  signedUpCustomer,
  visit,
} from './steps.ts';

// A course run in cohorts (docs/decisions/097-cohorts.md) as its admin and two buyers use it: the admin
// in Lagos adds a one-seat spring intake and a two-seat summer one, typed in their own time; a buyer on
// a phone is told the spring one is next, buys and is in it; the admin schedules a session for the
// spring intake only and one for every buyer; a second buyer, at a desktop's width, is told the summer
// one is next (spring is full), buys and is in it, and sees only the session for every buyer; the admin
// sees the seats taken. Once both cohorts have started (the shop's clock moved, never waited for), a
// visitor is told so on its page and its card, and offered no price. The admin's change between the two buyers empties the BFF's
// cache of the course page, so the second buyer reads the seats as they are.
const shop = await startShop(t);
const COURSE = { slug: 'forex-foundations', title: 'Forex Foundations' };
const ADMIN_ZONE = 'Africa/Lagos';
const FIRST_ZONE = 'America/New_York';
const SECOND_ZONE = 'Asia/Tokyo';
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const MEETING = 'https://meet.example.com';
const SPRING = { name: 'Spring intake', days: 10, seats: 1, startsAt: new Date(0) };
const SUMMER = { name: 'Summer intake', days: 40, seats: 2, startsAt: new Date(0) };
const SPRING_SESSION = 'Spring kick-off';
const OPEN_SESSION = 'Open Q&A';

/** "20 Jan 2027, 09:00 UTC": how the course page, which the server renders too, writes a cohort's start. */
const utc = (at: Date) =>
  `${at.toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })} UTC`;
/** A start as the page's reader sees it in their own zone, `timeZone` (the admin's list adds the zone's name). */
const inZoneOf = async (page: Page, at: Date, timeZone: string, named = false) =>
  at.toLocaleString(await page.evaluate(() => navigator.language), { ...SESSION_TIME, timeZone, ...(named && { timeZoneName: 'short' }) });

const admin = await shop.newPage({ ...DESKTOP, timezoneId: ADMIN_ZONE });
const adminProblems = pageProblems(admin);
const first = await shop.newPage({ ...PHONE, timezoneId: FIRST_ZONE });
const firstProblems = pageProblems(first);
const cohortsOf = (page: Page) => page.getByRole('region', { name: 'Cohorts' });
const cohortLine = (page: Page, name: string) => cohortsOf(page).getByRole('listitem').filter({ hasText: name });

/** From the header's Courses menu (in the opened menu on a phone) to the course's page, as a customer goes. */
async function toCoursePage(page: Page, width: number) {
  if (width < 1280) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('summary', { hasText: 'Courses' }).filter({ visible: true }).first().click();
  await follow(page, page.getByRole('link', { name: 'Forex trading', exact: true }).filter({ visible: true }).first(), heading(page, 'Forex trading courses'));
  await follow(page, page.getByRole('link', { name: COURSE.title }).first(), heading(page, COURSE.title));
}

/** From the course's page: into the cart, the checkout, Pay on the sandbox's invoice, then Start course; in the course player. */
async function boughtFromCoursePage(page: Page) {
  await page.getByRole('button', { name: `Add to cart: ${COURSE.title}` }).click();
  await page.getByText('Item added to cart').first().waitFor();
  await follow(page, page.getByRole('link', { name: /^Cart, 1 item/ }), heading(page, 'Your cart'));
  await follow(page, page.getByRole('link', { name: 'Proceed to checkout' }), { at: '/checkout', shows: heading(page, 'Checkout') });
  await follow(page, page.getByRole('button', { name: 'Pay with Crypto' }), { at: /\/sandbox\/invoice\//, shows: heading(page, 'Crypto invoice') });
  await follow(page, page.getByRole('button', { name: /^Pay \$/ }), {
    at: /\/checkout\?status=success/,
    shows: page.getByRole('link', { name: 'Start course' }),
  });
  await follow(page, page.getByRole('link', { name: 'Start course' }), { at: `/dashboard/course/${COURSE.slug}`, shows: heading(page, COURSE.title) });
}

/** The titles the player's Live Sessions tab lists under "Scheduled sessions", once `shown` is among them. */
async function scheduled(page: Page, shown: string) {
  await page.getByRole('tab', { name: 'Live Sessions' }).click();
  const list = page.getByRole('region', { name: 'Scheduled sessions' });
  await list.getByRole('listitem').filter({ hasText: shown }).waitFor();
  await list.scrollIntoViewIfNeeded();
  return (await list.getByRole('listitem').allInnerTexts()).map((text) => text.split('\n')[0]);
}

t.test('1280 px: the admin adds two cohorts in their own time', async (t) => {
  await adminSignedIn(admin, ADMIN);
  const now = Math.ceil((await shopNow(admin)) / MINUTE) * MINUTE;
  await fromAdminSidebar(admin, DESKTOP.width, 'Courses', heading(admin, 'Courses Dashboard'));
  await follow(admin, admin.getByRole('link', { name: `Update ${COURSE.title}` }), heading(admin, 'Update Course'));
  await cohortsOf(admin).getByText('No cohorts: the course is sold to anyone, any time.').waitFor();
  for (const cohort of [SPRING, SUMMER]) {
    cohort.startsAt = new Date(now + cohort.days * DAY);
    await cohortsOf(admin).getByRole('button', { name: 'Add a cohort' }).click();
    const form = admin.getByRole('form', { name: 'New cohort' });
    await form.getByLabel('Cohort name').fill(cohort.name);
    await form.getByLabel('Starts (your time)').fill(typedIn(cohort.startsAt, ADMIN_ZONE));
    await form.getByLabel('Seats').fill(String(cohort.seats));
    if (cohort === SPRING) await screenshot(admin, 'cohort-form-1280');
    await form.getByRole('button', { name: 'Save cohort' }).click();
    await form.waitFor({ state: 'detached' });
    await cohortLine(admin, cohort.name).waitFor();
  }
  t.same(
    await cohortsOf(admin).getByRole('listitem').allInnerTexts(),
    [
      `${SPRING.name}\nStarts ${await inZoneOf(admin, SPRING.startsAt, ADMIN_ZONE, true)} · 0 of 1 seat taken\nEdit\nRemove`,
      `${SUMMER.name}\nStarts ${await inZoneOf(admin, SUMMER.startsAt, ADMIN_ZONE, true)} · 0 of 2 seats taken\nEdit\nRemove`,
    ],
    'both, soonest first, at the time typed in Lagos, no seat taken',
  );
  await cohortLine(admin, SPRING.name)
    .getByRole('button', { name: `Edit ${SPRING.name}` })
    .waitFor();
  await cohortLine(admin, SUMMER.name)
    .getByRole('button', { name: `Remove ${SUMMER.name}` })
    .waitFor();
  await screenshot(admin, 'cohorts-added-1280');
  await screenIsSound(t, admin, adminProblems);
});

t.test('375 px: a buyer is told Spring is next and joins it', async (t) => {
  await signedUpCustomer(first, shop.dataDir, person('spring'));
  await toCoursePage(first, PHONE.width);
  const panel = first.getByRole('status', { name: 'Cohort' });
  t.equal(await panel.textContent(), `Buying joins the next cohort: ${SPRING.name}, from ${utc(SPRING.startsAt)} (1 seat left).`);
  await screenshot(first, 'cohort-next-spring-375', { fullPage: false });
  await screenIsSound(t, first, firstProblems);

  await boughtFromCoursePage(first);
  await first.getByText(`Your cohort: ${SPRING.name}, from ${await inZoneOf(first, SPRING.startsAt, FIRST_ZONE, true)}.`).waitFor();
  t.pass("the player says their cohort, in New York's time");
  await screenshot(first, 'cohort-player-spring-375', { fullPage: false });
  await screenIsSound(t, first, firstProblems);
});

t.test('1280 px: the admin schedules a session for Spring only', async (t) => {
  const section = admin.getByRole('region', { name: 'Live sessions' });
  // The day after Spring starts, and the day after that.
  for (const [title, day, forWhom] of [
    [SPRING_SESSION, 1, `${SPRING.name} only`],
    [OPEN_SESSION, 2, 'Every buyer'],
  ] as const) {
    await section.getByRole('button', { name: 'Schedule a session' }).click();
    const form = admin.getByRole('form', { name: 'New live session' });
    await form.getByLabel('Session title').fill(title);
    await form.getByLabel('Starts (your time)').fill(typedIn(new Date(SPRING.startsAt.getTime() + day * DAY), ADMIN_ZONE));
    await form.getByLabel('Join link').fill(`${MEETING}/${day}`);
    t.same(await form.getByLabel('For').locator('option').allTextContents(), ['Every buyer', `${SPRING.name} only`, `${SUMMER.name} only`], 'For offers each');
    await form.getByLabel('For').selectOption({ label: forWhom });
    if (title === SPRING_SESSION) await screenshot(admin, 'cohort-session-form-1280');
    await form.getByRole('button', { name: 'Save session' }).click();
    await admin.getByText('Live session scheduled').first().waitFor();
    await section.getByRole('listitem').filter({ hasText: title }).waitFor();
  }
  t.match(await section.getByRole('listitem').filter({ hasText: SPRING_SESSION }).textContent(), `60 min · 0 joined · ${SPRING.name} only`);
  t.notMatch(await section.getByRole('listitem').filter({ hasText: OPEN_SESSION }).textContent(), / only/);
  await screenIsSound(t, admin, adminProblems);

  // The Spring buyer's Live Sessions tab lists both.
  await reload(first, heading(first, COURSE.title));
  t.same(await scheduled(first, SPRING_SESSION), [SPRING_SESSION, OPEN_SESSION], 'the Spring session and the one for every buyer');
  await screenshot(first, 'cohort-sessions-spring-375', { fullPage: false });
  await screenIsSound(t, first, firstProblems);
});

t.test('1280 px: a second buyer is told Summer is next and joins it', async (t) => {
  const second = await shop.newPage({ ...DESKTOP, timezoneId: SECOND_ZONE });
  const problems = pageProblems(second);
  await signedUpCustomer(second, shop.dataDir, person('summer'));
  await toCoursePage(second, DESKTOP.width);
  t.equal(
    await second.getByRole('status', { name: 'Cohort' }).textContent(),
    `Buying joins the next cohort: ${SUMMER.name}, from ${utc(SUMMER.startsAt)} (2 seats left).`,
    'Spring is full',
  );
  await screenshot(second, 'cohort-next-summer-1280');
  await screenIsSound(t, second, problems);

  await boughtFromCoursePage(second);
  await second.getByText(`Your cohort: ${SUMMER.name}, from ${await inZoneOf(second, SUMMER.startsAt, SECOND_ZONE, true)}.`).waitFor();
  t.same(await scheduled(second, OPEN_SESSION), [OPEN_SESSION], 'not the Spring session');
  await screenshot(second, 'cohort-sessions-summer-1280');
  await screenIsSound(t, second, problems);

  // The course's page, from a link the buyer kept, says their cohort in UTC (the server renders it too).
  await visit(second, `/forex-trading/${COURSE.slug}`, heading(second, COURSE.title));
  // The server's copy is the visitors' (pages.ts); the signed-in read after hydration says theirs.
  await second
    .getByRole('status', { name: 'Cohort' })
    .filter({ hasText: `Your cohort: ${SUMMER.name}, from ${utc(SUMMER.startsAt)}.` })
    .waitFor();
  await second.getByRole('link', { name: /^Open in dashboard/ }).waitFor();
  t.equal(await second.getByRole('button', { name: `Add to cart: ${COURSE.title}` }).count(), 0, 'nothing to buy again');
  await screenIsSound(t, second, problems);
  await second.context().close();
});

t.test('the admin sees the seats taken at 1280 and 375 px, and adds one', async (t) => {
  await reload(admin, heading(admin, 'Update Course'));
  await cohortLine(admin, SPRING.name)
    .getByText(/ · 1 of 1 seat taken$/)
    .waitFor();
  await cohortLine(admin, SUMMER.name)
    .getByText(/ · 1 of 2 seats taken$/)
    .waitFor();
  t.pass('one in each');
  await screenIsSound(t, admin, adminProblems);
  await admin.setViewportSize(PHONE);
  await admin.locator('aside').getByRole('button', { name: 'Close sidebar' }).click();
  await cohortsOf(admin).scrollIntoViewIfNeeded();
  await screenshot(admin, 'cohorts-taken-375', { fullPage: false });
  await screenIsSound(t, admin, adminProblems);

  // On the phone, Summer gets a third seat through its Edit form.
  await cohortLine(admin, SUMMER.name)
    .getByRole('button', { name: `Edit ${SUMMER.name}` })
    .click();
  const form = admin.getByRole('form', { name: `Edit cohort: ${SUMMER.name}` });
  await form.getByLabel('Seats').fill('3');
  await form.getByRole('button', { name: 'Save cohort' }).click();
  await form.waitFor({ state: 'detached' });
  await cohortLine(admin, SUMMER.name)
    .getByText(/ · 1 of 3 seats taken$/)
    .waitFor();
  t.pass('Summer has three seats');
  await screenIsSound(t, admin, adminProblems);
});

t.test('375 px: once both have started, no price and no Add to cart', async (t) => {
  await moveClock(first, SUMMER.startsAt.getTime() - (await shopNow(first)) + MINUTE);
  const visitor = await shop.newPage(PHONE);
  const problems = pageProblems(visitor);
  await visit(visitor, '/', home(visitor));
  await toCoursePage(visitor, PHONE.width);
  t.equal(
    await visitor.getByRole('status', { name: 'Cohort' }).textContent(),
    'Every cohort has started or is full: the course opens again with its next cohort.',
  );
  t.equal(await visitor.getByRole('button', { name: `Add to cart: ${COURSE.title}` }).count(), 0, 'no Add to cart');
  t.notMatch(
    await visitor
      .locator('aside')
      .filter({ has: heading(visitor, COURSE.title) })
      .innerText(),
    /[$₦]\s?\d/,
    'no price',
  );
  await screenshot(visitor, 'cohort-closed-375', { fullPage: false });
  await screenIsSound(t, visitor, problems);

  // Back on the listing, the course's card says so too, with nothing to add to the cart.
  await back(visitor, heading(visitor, 'Forex trading courses'));
  const card = visitor.getByRole('article').filter({ has: visitor.getByRole('link', { name: COURSE.title }) });
  await card.getByText('No cohort open').waitFor();
  t.equal(await card.getByRole('button', { name: `Add to cart: ${COURSE.title}` }).count(), 0, 'the card offers no Add to cart');
  await screenIsSound(t, visitor, problems);
});
