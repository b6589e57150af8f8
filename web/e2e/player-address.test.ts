import t from 'tap';
import type { Page, Request } from 'playwright-core';
import { startShop } from './shop.ts';
import { watchedByReports } from './watching.ts';
import {
  back,
  boughtThroughSandbox,
  dashboardHome,
  follow,
  forward,
  heading,
  pageProblems,
  person,
  reload,
  screenIsSound,
  screenshot,
  seriousViolations,
  signedUpCustomer,
  visit,
} from './steps.ts';

// The player's address holds the chapter on screen and its tab: a reload, Back and Forward, and the
// address sent to a classmate who owns the course open that chapter. A finished course offers
// Rewatch and its certificate where an unfinished one offers Continue.
const shop = await startShop(t);
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
// Each has three lessons, a live session and a quiz; one course per width, so each run starts untouched.
const WATCHED = {
  phone: { slug: 'forex-foundations', title: 'Forex Foundations', viewport: PHONE },
  desktop: { slug: 'forex-price-action-mastery', title: 'Forex Price Action Mastery', viewport: DESKTOP },
};
const FINISHED = { slug: 'forex-risk-management-blueprint', title: 'Forex Risk Management Blueprint' };
const NOT_OWNED = 'forex-scalping-intensive';
const player = (slug: string, query = '') => `/dashboard/course/${slug}${query}`;

const learner = await shop.newPage();
const learnerProblems = pageProblems(learner);
await signedUpCustomer(learner, shop.dataDir, person('address'));
await boughtThroughSandbox(learner, shop.url, { courses: [WATCHED.phone.slug, WATCHED.desktop.slug, FINISHED.slug], robots: [] });
const classmate = await shop.newPage();
const classmateProblems = pageProblems(classmate);
await signedUpCustomer(classmate, shop.dataDir, person('classmate'));
await boughtThroughSandbox(classmate, shop.url, { courses: [WATCHED.phone.slug, WATCHED.desktop.slug], robots: [] });

/** The chapter the player shows as playing, by its place in the Chapters list. */
const playing = (page: Page, n: number) => page.locator('[aria-current="true"]', { hasText: `Chapter ${n}` });
const chapterOf = (url: string) => Number(new URL(url).searchParams.get('chapter'));

for (const [device, course] of Object.entries(WATCHED)) {
  t.test(`on a ${device}, a reload, Back, Forward and a classmate's copy of the address open the chapter it names`, async (t) => {
    await learner.setViewportSize(course.viewport);
    await visit(learner, '/dashboard/courses', heading(learner, 'Your Courses'));
    const opening = new RegExp(`^${player(course.slug)}\\?list=course&chapter=\\d$`);
    await follow(learner, learner.getByRole('link', { name: course.title, exact: true }), {
      at: opening,
      shows: learner.getByRole('tab', { name: 'Courses', selected: true }),
    });
    const arrivedAt = learner.url();
    t.match(
      await learner.locator('[aria-current="true"]').textContent(),
      `Chapter ${chapterOf(arrivedAt)}`,
      'the address names the chapter the player opened at',
    );

    // Picking a chapter is the screen's own navigation: it asks nothing of the session, so the address follows the pick at once.
    const asked: string[] = [];
    const onRequest = (r: Request) => new URL(r.url()).pathname === '/bff/session' && asked.push(r.url());
    learner.on('request', onRequest);
    const third = player(course.slug, '?list=course&chapter=3');
    await follow(learner, learner.getByRole('button', { name: /^Chapter 3/ }), { at: third, shows: playing(learner, 3) });
    learner.off('request', onRequest);
    t.same(asked, [], 'no session read for a chapter picked');
    await screenshot(learner, `player-chapter-3-${device}`, { fullPage: false });
    await screenIsSound(t, learner, learnerProblems);

    await reload(learner, { at: third, shows: playing(learner, 3) });
    t.pass('a reload stays on chapter 3');
    await back(learner, { at: (url) => url.href === arrivedAt, shows: playing(learner, chapterOf(arrivedAt)) });
    t.pass('Back returns to the chapter before');
    await forward(learner, { at: third, shows: playing(learner, 3) });
    t.pass('and Forward to chapter 3 again');

    const live = player(course.slug, '?list=live_session&chapter=1');
    await follow(learner, learner.getByRole('tab', { name: 'Live Sessions' }), {
      at: live,
      shows: learner.getByRole('tab', { name: 'Live Sessions', selected: true }),
    });
    await reload(learner, { at: live, shows: learner.getByRole('tab', { name: 'Live Sessions', selected: true }) });
    t.match(await learner.locator('[aria-current="true"]').textContent(), /Chapter 1/, 'the tab, too, survives a reload');
    await back(learner, { at: third, shows: learner.getByRole('tab', { name: 'Courses', selected: true }) });
    await screenIsSound(t, learner, learnerProblems);

    // The address as copied from the bar, opened in the classmate's own signed-in browser.
    await classmate.setViewportSize(course.viewport);
    await visit(classmate, learner.url(), { at: third, shows: playing(classmate, 3) });
    t.pass("the classmate's browser opens chapter 3 too");
    await screenshot(classmate, `player-shared-chapter-3-${device}`, { fullPage: false });
    await screenIsSound(t, classmate, classmateProblems);
  });
}

t.test('an address naming a chapter the course lacks opens the first chapter, without an error', async (t) => {
  const fresh = await shop.newPage(PHONE);
  const problems = pageProblems(fresh);
  await signedUpCustomer(fresh, shop.dataDir, person('fresh'));
  await boughtThroughSandbox(fresh, shop.url, { courses: [WATCHED.phone.slug], robots: [] });
  for (const query of ['?list=course&chapter=99', '?list=nothing&chapter=1', '?list=course&chapter=two']) {
    await visit(fresh, player(WATCHED.phone.slug, query), { at: player(WATCHED.phone.slug, '?list=course&chapter=1'), shows: playing(fresh, 1) });
    t.pass(`${query} opens chapter 1, and the address says so`);
    await screenIsSound(t, fresh, problems);
  }

  // Owning one course opens no other: the address of a chapter of one not bought shows the usual refusal.
  await visit(fresh, player(NOT_OWNED, '?list=course&chapter=3'), fresh.getByText('This course is not in your library yet.'));
  t.equal(await fresh.locator('video').count(), 0, 'and no video');
  await screenIsSound(t, fresh, problems);
  await fresh.context().close();
});

t.test('a finished course offers Rewatch and its certificate, on the dashboard home and Your Courses, at both widths', async (t) => {
  // Off the player the first tests left playing, whose saves (every 5 s, and one as the page goes) would otherwise land
  // after the marks below and make that course the latest one: on a quiet machine they did.
  await visit(learner, '/dashboard/courses', heading(learner, 'Your Courses'));
  // The learner watches all five chapters by the player's own calls (watching.ts): the last progress they make.
  await watchedByReports(learner, shop.url, FINISHED.slug, [
    ['course', 0],
    ['course', 1],
    ['course', 2],
    ['live_session', 0],
    ['quiz', 0],
  ]);
  const rewatch = learner.getByRole('link', { name: `Rewatch ${FINISHED.title}` });
  const nav = learner.getByRole('navigation', { name: 'Dashboard' });
  await learner.setViewportSize(PHONE);
  await visit(learner, '/dashboard', dashboardHome(learner));
  await learner.getByRole('heading', { name: 'Your latest course' }).waitFor();
  t.ok(await learner.getByText(FINISHED.title).isVisible(), 'the course watched last');
  t.equal(await learner.getByRole('heading', { name: 'Continue learning' }).count(), 0, 'nothing left to continue');
  t.equal(await learner.getByRole('link', { name: `Continue ${FINISHED.title}` }).count(), 0, 'so no Continue');
  t.equal(await rewatch.getAttribute('href'), player(FINISHED.slug, '?list=course&chapter=1'), 'Rewatch opens the first chapter');
  t.ok(await learner.getByRole('link', { name: `Download certificate for ${FINISHED.title}` }).isVisible(), 'the certificate beside it');
  for (const [width, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await learner.setViewportSize(viewport);
    await screenshot(learner, `home-finished-${width}`);
    await screenIsSound(t, learner, learnerProblems);
  }
  t.same(await seriousViolations(learner), [], 'the dashboard home passes axe');

  await follow(learner, nav.getByRole('link', { name: 'Your Courses' }), heading(learner, 'Your Courses'));
  const finished = learner.getByRole('listitem').filter({ has: learner.getByRole('link', { name: FINISHED.title, exact: true }) });
  await finished.getByText('100% complete').waitFor();
  t.ok(await finished.getByRole('link', { name: `Rewatch ${FINISHED.title}` }).isVisible());
  t.ok(await finished.getByRole('link', { name: `Certificate for ${FINISHED.title}`, exact: true }).isVisible());
  t.ok(await learner.getByRole('link', { name: `Continue ${WATCHED.phone.title}` }).isVisible(), 'an unfinished course still offers Continue');
  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await learner.setViewportSize(viewport);
    await screenshot(learner, `your-courses-finished-${width}`);
    await screenIsSound(t, learner, learnerProblems);
  }
  t.same(await seriousViolations(learner), [], 'Your Courses passes axe');

  await follow(learner, finished.getByRole('link', { name: `Rewatch ${FINISHED.title}` }), {
    at: player(FINISHED.slug, '?list=course&chapter=1'),
    shows: learner.getByRole('region', { name: 'Course completed' }),
  });
  t.match(await learner.locator('[aria-current="true"]').textContent(), /Chapter 1/, 'Rewatch plays the first chapter');
  await screenIsSound(t, learner, learnerProblems);
});
