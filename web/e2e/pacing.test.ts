import t from 'tap';
import type { Page } from 'playwright-core';
import { SESSION_TIME } from '@academy/shared/live-session-times';
import { ADMIN, startShop } from './shop.ts';
import { moveClock, shopNow, typedIn } from './shop-clock.ts';
import {
  adminDashboard,
  adminSignedIn,
  boughtThroughSandbox,
  follow,
  fromAdminSidebar,
  heading,
  pageProblems,
  person,
  reload,
  rowAction,
  screenIsSound,
  screenshot,
  seriousViolations,
  signedUpCustomer,
  videoPlays,
} from './steps.ts';

// A course's pacing (docs/decisions/094-pacing.md) as its admin and a buyer use it: the admin, on a
// phone, has lesson 2 open in two days; the buyer's player (375 and 1280 px) shows the date in their
// own time and plays it once the shop's clock has passed it; then lesson 3 opens a month after the
// purchase, and the admin opens it early for this buyer from their learning. The clock is moved, never waited for.
const shop = await startShop(t);
const COURSE = { slug: 'forex-price-action-mastery', title: 'Forex Price Action Mastery' };
const ADMIN_ZONE = 'Africa/Lagos';
const BUYER_ZONE = 'Asia/Tokyo';
const DAY = 24 * 3600_000;
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

const learner = person('paced');
const buyer = await shop.newPage({ ...PHONE, timezoneId: BUYER_ZONE });
const buyerProblems = pageProblems(buyer);
await signedUpCustomer(buyer, shop.dataDir, learner);
await boughtThroughSandbox(buyer, shop.url, { courses: [COURSE.slug], robots: [] });

/** The admin on the course's update page, its Pacing section in view. */
async function pacingForm(page: Page, width: number) {
  await fromAdminSidebar(page, width, 'Courses', heading(page, 'Courses Dashboard'));
  await follow(page, page.getByRole('link', { name: `Update ${COURSE.title}` }), heading(page, 'Update Course'));
  const form = page.getByRole('form', { name: 'Pacing' });
  await form.getByLabel('How the lessons open').waitFor();
  return form;
}
const chapter = (page: Page, n: number) =>
  page.getByRole('complementary', { name: 'Course content' }).getByRole('button', { name: new RegExp(`^Chapter ${n}`) });

t.test('on a phone, the admin has lesson 2 open in two days, typed in their own time', async (t) => {
  const admin = await shop.newPage({ ...PHONE, timezoneId: ADMIN_ZONE });
  const problems = pageProblems(admin);
  await adminSignedIn(admin, ADMIN);
  const form = await pacingForm(admin, PHONE.width);
  t.equal(await form.getByLabel('How the lessons open').inputValue(), 'all', 'all at once until the admin says otherwise');
  await form.getByLabel('How the lessons open').selectOption('dates');
  const opens = new Date(Math.ceil((await shopNow(admin)) / 60_000) * 60_000 + 2 * DAY);
  await form.getByLabel('Lesson 2: Lesson 2 opens').fill(typedIn(opens, ADMIN_ZONE));
  await form.getByRole('button', { name: 'Save pacing' }).click();
  await admin.getByText('Pacing saved').first().waitFor();
  t.same(await seriousViolations(admin), [], 'the pacing form passes axe');
  await screenshot(admin, 'pacing-form-375');
  await screenIsSound(t, admin, problems);
  await reload(admin, heading(admin, 'Update Course'));
  t.equal(await admin.getByLabel('Lesson 2: Lesson 2 opens').inputValue(), typedIn(opens, ADMIN_ZONE), 'kept as typed');
  await admin.context().close();
});

t.test("the buyer's lesson 2 shows its date in their time at 375 and 1280 px, and plays once the clock passes it", async (t) => {
  await follow(buyer, buyer.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Your Courses' }), heading(buyer, 'Your Courses'));
  await follow(buyer, buyer.getByRole('link', { name: COURSE.title, exact: true }), heading(buyer, COURSE.title));
  const opensAt = Date.parse(
    (await (await buyer.request.get(`/api/academy/singleCourse?slug=${COURSE.slug}`, { headers: { 'x-csrf': '1' } })).json()).data.course_videos[1].locked
      .opens_at,
  );
  const inTokyo = new Date(opensAt).toLocaleString(await buyer.evaluate(() => navigator.language), { ...SESSION_TIME, timeZone: BUYER_ZONE });
  await chapter(buyer, 2).getByText(`Opens ${inTokyo}`).waitFor();
  t.pass(`the list says when it opens, in Tokyo's time (${inTokyo})`);
  await chapter(buyer, 2).click();
  const notice = buyer.getByText(`Chapter 2 opens on ${inTokyo}.`);
  await notice.waitFor();
  t.equal(await buyer.locator('video').count(), 0, 'nothing plays in its place');
  for (const [width, viewport] of [
    [375, PHONE],
    [1280, DESKTOP],
  ] as const) {
    await buyer.setViewportSize(viewport);
    await buyer.evaluate(() => window.scrollTo(0, 0));
    await screenshot(buyer, `pacing-shut-${width}`, { fullPage: false });
    await screenIsSound(t, buyer, buyerProblems);
  }

  await moveClock(buyer, opensAt - (await shopNow(buyer)) + 60_000);
  await reload(buyer, heading(buyer, COURSE.title));
  t.equal(
    await chapter(buyer, 2)
      .getByText(/^Opens /)
      .count(),
    0,
    'no date once open',
  );
  await videoPlays(buyer);
  t.match(buyer.url(), /chapter=2/, 'lesson 2 plays');
  await screenshot(buyer, 'pacing-open-1280', { fullPage: false });
  await screenIsSound(t, buyer, buyerProblems);
});

t.test('lesson 3 a month after purchase; the admin opens it early for this buyer from their learning', async (t) => {
  const admin = await shop.newPage({ ...DESKTOP, timezoneId: ADMIN_ZONE });
  const problems = pageProblems(admin);
  await adminSignedIn(admin, ADMIN);
  const form = await pacingForm(admin, DESKTOP.width);
  await form.getByLabel('How the lessons open').selectOption('days');
  await form.getByLabel('Lesson 3: Lesson 3, days after purchase').fill('30');
  await form.getByRole('button', { name: 'Save pacing' }).click();
  await admin.getByText('Pacing saved').first().waitFor();

  await buyer.setViewportSize(PHONE);
  await reload(buyer, heading(buyer, COURSE.title));
  await chapter(buyer, 3)
    .getByText(/^Opens /)
    .waitFor();
  t.pass('lesson 3 is shut for a month');
  // The buyer's player went on from lesson 2 to lesson 3 (six seconds each) and may have been playing it as the
  // admin shut it: its media is refused from then on (403), as it should be. Nothing else is let through.
  const shutWhilePlaying = 'console error: Failed to load resource: the server responded with a status of 403 (Forbidden)';
  buyerProblems.splice(0, buyerProblems.length, ...buyerProblems.filter((p) => p !== shutWhilePlaying));

  await fromAdminSidebar(admin, DESKTOP.width, 'Dashboard', adminDashboard(admin));
  await admin.getByRole('heading', { name: 'User Records' }).waitFor();
  await follow(admin, () => rowAction(admin, `Actions for ${learner.email}`, 'Learning'), heading(admin, `Learning of ${learner.first} ${learner.last}`));
  const row = admin.getByRole('table', { name: 'Their courses' }).getByRole('row').filter({ hasText: COURSE.title });
  await row.getByText('Lesson 3: Lesson 3').waitFor();
  await row.getByRole('button', { name: `Open lesson 3 of ${COURSE.title} now` }).click();
  await admin.getByText(`Lesson 3 of ${COURSE.title} is open to ${learner.email}`).waitFor();
  await row.getByRole('button', { name: `Open lesson 3 of ${COURSE.title} now` }).waitFor({ state: 'detached' });
  await screenshot(admin, 'pacing-unlock-1280');
  await screenIsSound(t, admin, problems);

  await reload(buyer, heading(buyer, COURSE.title));
  await chapter(buyer, 3).click();
  await videoPlays(buyer);
  t.equal(
    await chapter(buyer, 3)
      .getByText(/^Opens /)
      .count(),
    0,
    'lesson 3 is open to this buyer',
  );
  await screenIsSound(t, buyer, buyerProblems);
});
