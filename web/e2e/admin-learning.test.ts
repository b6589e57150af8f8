import t from 'tap';
import type { Page } from 'playwright-core';
import { watchPage } from './screen-watch.ts';
import { ADMIN, startShop } from './shop.ts';
import { watchedByReports } from './watching.ts';
import {
  adminDashboard,
  adminSignedIn,
  boughtThroughSandbox,
  follow,
  fromAdminSidebar,
  heading,
  person,
  rowAction,
  screenIsSound,
  screenshot,
  seriousViolations,
  signedUpCustomer,
} from './steps.ts';

// The admin's Learning: two buyers of a course, one through every chapter, one stopped after the
// first. The admin finds the course's figures under Learning, opens it to see the chapter funnel
// and the stuck learner on top, then opens that learner's own learning from User Records.
t.setTimeout(300_000);
const shop = await startShop(t);
const COURSE = { slug: 'forex-foundations', title: 'Forex Foundations' }; // Lessons 1-3, a live session, a quiz: five chapters.
const CHAPTERS = [
  ['course', 0],
  ['course', 1],
  ['course', 2],
  ['live_session', 0],
  ['quiz', 0],
] as const;

/** A new buyer of the course who watches these chapters in the player's way (watching.ts). */
async function learner(n: string, chapters: readonly (readonly [string, number])[]) {
  const p = person(n);
  const page = await shop.newPage();
  await signedUpCustomer(page, shop.dataDir, p);
  await boughtThroughSandbox(page, shop.url, { courses: [COURSE.slug], robots: [] });
  await watchedByReports(page, shop.url, COURSE.slug, chapters);
  await page.context().close();
  return p;
}
// The one who finished did so first: the stuck one comes first all the same.
const finished = await learner('finished', CHAPTERS);
const stuck = await learner('stuck', CHAPTERS.slice(0, 1));

async function learningRow(page: Page) {
  await page.getByLabel('Course title').fill(COURSE.title);
  await follow(page, page.getByRole('button', { name: 'Find' }), { at: /[?&]q=/ });
  await page
    .getByTestId('learning-count')
    .filter({ hasText: /^1 course$/ })
    .waitFor();
  return page.getByRole('table', { name: 'Learning per course' }).getByRole('row').filter({ hasText: COURSE.title });
}

for (const width of [375, 1280] as const) {
  t.test(`at ${width} px, the admin sees each course's learning, who is stuck, and a user's own learning`, async (t) => {
    const page = await shop.newPage({ width });
    const watch = watchPage(page, []);
    await adminSignedIn(page, ADMIN);
    await fromAdminSidebar(page, width, 'Learning', heading(page, 'Learning'));
    const row = await learningRow(page);
    const cells = await row.getByRole('cell').allTextContents();
    // Two learners at 100 % and 20 %; the one who finished has the certificate; no quiz tried; the stuck one stops at Lesson 2.
    t.same(cells, [COURSE.title, '2', '60%', '50%', 'No attempts', 'Lesson 2 Courses1 learner']);
    t.same(await seriousViolations(page), [], 'the Learning list passes axe');
    await screenshot(page, `admin-learning-${width}`);
    await screenIsSound(t, page, watch.take());

    await follow(page, row.getByRole('link', { name: COURSE.title }), heading(page, COURSE.title));
    await page.getByTestId('figure-Most stop at').filter({ hasText: 'Lesson 21 learner' }).waitFor();
    const funnel = page.getByRole('list', { name: 'Chapters completed' }).getByRole('listitem');
    t.same(
      (await funnel.allTextContents()).map((s) => s.replace(/\s+/g, ' ').trim()),
      ['Lesson 1 Courses2 of 2', 'Lesson 2 Courses1 of 2', 'Lesson 3 Courses1 of 2', 'Live session 1 Live Sessions1 of 2', 'Quiz 1 Quizzes1 of 2'],
      'the funnel: how many completed each chapter, in order',
    );
    await page.getByText('This course has no quizzes.').waitFor();
    const learners = page.getByRole('table', { name: 'Learners' }).getByRole('row');
    const first = learners.nth(1);
    t.match(await first.textContent(), stuck.email, 'the stuck learner comes first');
    t.match(await first.textContent(), /Stuck.*20%.*Lesson 2/);
    t.match(await learners.nth(2).textContent(), new RegExp(`${finished.email}.*100%.*Every chapter done.*Yes`));
    t.same(await seriousViolations(page), [], 'the course screen passes axe');
    await screenshot(page, `admin-learning-course-${width}`);
    await screenIsSound(t, page, watch.take());

    // User Records are on the dashboard: the stuck learner's Learning.
    // The course screen has a link of the same name: the dashboard is seen first.
    await fromAdminSidebar(page, width, 'Dashboard', adminDashboard(page));
    await page.getByRole('heading', { name: 'User Records' }).waitFor();
    await follow(page, () => rowAction(page, `Actions for ${stuck.email}`, 'Learning'), heading(page, `Learning of ${stuck.first} ${stuck.last}`));
    const course = page.getByRole('table', { name: 'Their courses' }).getByRole('row').filter({ hasText: COURSE.title });
    t.match(await course.textContent(), /20%.*\(1 of 5\).*Lesson 2.*No quizzes.*None/);
    t.same(await seriousViolations(page), [], "a user's learning passes axe");
    await screenshot(page, `admin-user-learning-${width}`);
    await screenIsSound(t, page, watch.take());
    await page.context().close();
  });
}
