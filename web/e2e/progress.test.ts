import t from 'tap';
import { startShop } from './shop.ts';
import {
  boughtThroughSandbox,
  dashboardHome,
  follow,
  heading,
  person,
  reload,
  screenIsSound,
  screenshot,
  seriousViolations,
  signedUpCustomer,
  pageProblems,
} from './steps.ts';

// Progress everywhere: the learner marks chapters complete in the player, and Your Courses and the
// dashboard home show the percent and Continue, which opens the first unfinished chapter.
const shop = await startShop(t);
const COURSE = 'forex-foundations'; // Three lessons, a live session and a quiz: five chapters.
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

const page = await shop.newPage();
const problems = pageProblems(page);
await page.setViewportSize(PHONE);
await signedUpCustomer(page, shop.dataDir, person('progress'));
await boughtThroughSandbox(page, shop.url, { courses: [COURSE], robots: [] });
const nav = page.getByRole('navigation', { name: 'Dashboard' });
const current = () => page.locator('[aria-current="true"]').textContent();

t.test('Your Courses shows an untouched course at 0 % with Continue', async (t) => {
  // Counted once the dashboard shows: the card would come with the greeting (both are the details' read).
  await reload(page, dashboardHome(page));
  t.equal(await page.getByText('Continue learning').count(), 0, 'nothing to continue before a first lesson');
  await follow(page, nav.getByRole('link', { name: 'Your Courses' }), heading(page, 'Your Courses'));
  await page.getByText('0% complete').waitFor();
  t.equal(await page.getByRole('progressbar', { name: 'Forex Foundations progress' }).getAttribute('aria-valuenow'), '0');
});

t.test('the learner marks chapters complete in the player, and undoes one', async (t) => {
  await follow(page, page.getByRole('link', { name: 'Forex Foundations' }).first(), heading(page, 'Forex Foundations'));
  await page.getByRole('tab', { name: 'Courses' }).waitFor();
  t.match(await current(), /Chapter 1/);
  const mark = page.getByRole('button', { name: 'Mark complete' });
  const undo = page.getByRole('button', { name: 'Mark unfinished' });
  await mark.click();
  await page.getByText('Chapter marked complete').first().waitFor();
  t.match(await page.getByRole('button', { name: /^Chapter 1/ }).textContent(), /✓/, 'chapter 1 is ticked');
  await undo.click();
  await page.getByText('Chapter marked unfinished').first().waitFor();
  t.notMatch(await page.getByRole('button', { name: /^Chapter 1/ }).textContent(), /✓/, 'and unticked by the undo');
  await mark.click();
  await undo.waitFor();
  for (const n of [2, 3]) {
    await page.getByRole('button', { name: new RegExp(`^Chapter ${n}`) }).click();
    await mark.click();
    await undo.waitFor();
    t.match(await page.getByRole('button', { name: new RegExp(`^Chapter ${n}`) }).textContent(), /✓/, `chapter ${n} is ticked`);
  }
  await undo.scrollIntoViewIfNeeded();
  await screenshot(page, 'player-marked-phone', { fullPage: false });
  await screenIsSound(t, page, problems);
});

t.test('Your Courses shows 60 % and Continue opens the first unfinished chapter: the live session', async (t) => {
  await follow(page, nav.getByRole('link', { name: 'Your Courses' }), heading(page, 'Your Courses'));
  await page.getByText('60% complete').waitFor();
  t.ok(await page.getByText('(3 of 5 chapters)').isVisible());
  t.equal(await page.getByRole('progressbar', { name: 'Forex Foundations progress' }).getAttribute('aria-valuenow'), '60');
  await screenshot(page, 'your-courses-phone');
  await screenIsSound(t, page, problems);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'your-courses-desktop');
  await screenIsSound(t, page, problems);
  t.same(await seriousViolations(page), [], 'Your Courses passes axe');

  await follow(page, page.getByRole('link', { name: 'Continue Forex Foundations' }), {
    at: `/dashboard/course/${COURSE}?list=live_session&chapter=1`,
    shows: page.getByRole('tab', { name: 'Live Sessions', selected: true }),
  });
  t.match(await current(), /Chapter 1/, 'the live session is playing');
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.5, undefined, { timeout: 15_000 });
  await page.evaluate(() => document.querySelector('video')?.pause());
});

t.test('the dashboard home shows Continue learning with the course watched last', async (t) => {
  await follow(page, nav.getByRole('link', { name: 'Overview' }), dashboardHome(page));
  const card = page.getByRole('heading', { name: 'Continue learning' });
  await card.waitFor();
  t.ok(await page.getByText('60% complete').isVisible());
  t.equal(await page.getByRole('link', { name: 'Continue Forex Foundations' }).getAttribute('href'), `/dashboard/course/${COURSE}?list=live_session&chapter=1`);
  await screenshot(page, 'home-desktop');
  await screenIsSound(t, page, problems);
  await page.setViewportSize(PHONE);
  await screenshot(page, 'home-phone');
  await screenIsSound(t, page, problems);
  t.same(await seriousViolations(page), [], 'the dashboard home passes axe');
});
