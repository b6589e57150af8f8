import { readFile, writeFile } from 'node:fs/promises';
import t from 'tap';
import type { Locator, Page } from 'playwright-core';
import { certificateDate } from '@academy/shared/certificates';
import { pdfText } from '../../upstream/test/pdf-text.ts';
import { ADMIN, startShop } from './shop.ts';
import { moveClock, shopNow } from './shop-clock.ts';
import {
  adminSignedIn,
  boughtThroughSandbox,
  dashboardHome,
  follow,
  fromAdminSidebar,
  heading,
  home,
  noSidewaysScroll,
  pageProblems,
  person,
  reload,
  screenIsSound,
  screenshot,
  seriousViolations,
  signedUpCustomer,
  visit,
} from './steps.ts';

// The whole learning journey (docs/features.md#learning), as people do it: the admin writes a quiz for a course; a visitor finds
// the course, reads its syllabus and plays its free preview; signs up, buys, watches every chapter to
// its end in the three tabs, passes the quiz, and gets the certificate: the banner at once, the PDF
// (its text read back) and the public page that verifies it.
const shop = await startShop(t);
const COURSE = { slug: 'forex-foundations', title: 'Forex Foundations' }; // 3 lessons, a live session, a quiz video: 6 s clips
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
const learner = person('journey');
const HOLDER = `${learner.first} ${learner.last}`;

const page = await shop.newPage();
const problems = pageProblems(page);
// The shop credits watching by the time between the player's reports (at most twice it), as it
// receives them; on a busy machine a report can wait seconds and then arrive with the next one, which a
// 6-second clip cannot spare. So the test lets one report through at a time, each after moving the shop's
// clock 10 s on: the player's own reports decide what is watched, and the time rule itself is
// upstream/test/learning/watched-certificates.test.ts's.
let reports = Promise.resolve();
await page.route('**/api/academy/progress', (route) => {
  if (route.request().method() !== 'POST') return route.fallback();
  reports = reports.then(async () => {
    await moveClock(page, 10_000);
    await route.fulfill({ response: await route.fetch() });
  });
  return reports;
});
await page.setViewportSize(DESKTOP);
/** The playing video's position, read from the page. */
const videoTime = (scope: Page | Locator) =>
  scope
    .locator('video')
    .first()
    .evaluate((v: HTMLVideoElement) => v.currentTime);

t.test('the admin adds a one-question quiz to the course, pass mark 100 %', async (t) => {
  const admin = await shop.newPage();
  const adminProblems = pageProblems(admin);
  await admin.setViewportSize(DESKTOP);
  await adminSignedIn(admin, ADMIN);
  await fromAdminSidebar(admin, DESKTOP.width, 'Courses', heading(admin, 'Courses Dashboard'));
  await follow(admin, admin.getByRole('link', { name: `Update ${COURSE.title}` }), heading(admin, 'Update Course'));
  const section = admin.getByRole('region', { name: 'Quizzes' });
  await section.getByRole('button', { name: 'Add a quiz' }).click();
  const form = admin.getByRole('form', { name: 'New quiz' });
  await form.getByLabel('Quiz title').fill('Final check');
  await form.getByLabel('Pass mark (%)').fill('100');
  await form.getByLabel('Question 1 text').fill('What should every trade have?');
  await form.getByLabel('Question 1, option 1').fill('A stop loss');
  await form.getByLabel('Question 1, option 2').fill('Maximum leverage');
  await form.getByRole('group', { name: 'Question 1' }).getByLabel('Option 1 is right').check();
  await form.getByLabel('Explanation (shown after an attempt)').first().fill('A stop loss caps what one trade can lose.');
  await form.getByRole('button', { name: 'Save quiz' }).click();
  await admin.getByText('Quiz added').first().waitFor();
  await section.getByText('1 question · pass mark 100%').waitFor();
  await screenIsSound(t, admin, adminProblems);
  await admin.close();
});

t.test('a visitor finds the course, reads its syllabus and plays the free preview', async (t) => {
  await visit(page, '/', home(page));
  await follow(page, page.getByRole('link', { name: 'Forex trading', exact: true }).first(), heading(page, 'Forex trading courses'));
  await follow(page, page.getByRole('link', { name: COURSE.title, exact: true }).first(), heading(page, COURSE.title));
  const content = page.getByRole('region', { name: 'Course content' });
  await content.waitFor();
  t.match(await content.getByRole('region', { name: 'Courses' }).innerText(), /3 chapters · 0:18/, 'the lessons and their length');
  t.match(await content.innerText(), /Live Sessions[\s\S]*Quizzes/, 'every list, under its tab name');
  t.ok(await page.getByText('A certificate when you complete it').isVisible(), 'the certificate is promised before buying');
  await page.getByRole('button', { name: /^Preview Chapter 1/ }).click();
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.5);
  t.ok((await videoTime(page)) > 0.5, 'the preview plays for a visitor who has not bought');
  await screenshot(page, 'journey-syllabus-preview');
  await page.setViewportSize(PHONE);
  t.ok(await noSidewaysScroll(page), 'the syllabus fits a phone');
  await screenshot(page, 'journey-syllabus-phone');
  await page.setViewportSize(DESKTOP);
  await screenIsSound(t, page, problems);
});

t.test('the visitor signs up, buys, and watches every chapter to its end in the three tabs', async (t) => {
  await signedUpCustomer(page, shop.dataDir, learner);
  await boughtThroughSandbox(page, shop.url, { courses: [COURSE.slug], robots: [] });
  await reload(page, dashboardHome(page));
  await follow(page, page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Your Courses' }), heading(page, 'Your Courses'));
  await page.getByText('0% complete').waitFor();
  await follow(page, page.getByRole('link', { name: COURSE.title }).first(), heading(page, COURSE.title));
  const chapters = page.getByRole('button', { name: /^Chapter \d/ });
  for (const tab of ['Courses', 'Live Sessions', 'Quizzes']) {
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('tab', { name: tab, selected: true }).waitFor();
    // The list's first chapter starts by itself and each one that ends starts the next: no clicks, only watching.
    const count = await chapters.count();
    for (let n = 0; n < count; n++) {
      await chapters.nth(n).filter({ hasText: '(completed)' }).waitFor({ timeout: 30_000 });
      t.pass(`${tab}: chapter ${n + 1} watched to its end`);
    }
  }
  await reports;
  t.equal(await page.getByText('You completed this course').count(), 0, 'no certificate while the quiz is not passed');
  await screenshot(page, 'journey-watched');
});

t.test('the learner passes the quiz, and the certificate comes at once', async (t) => {
  await page.getByRole('button', { name: /Quiz: Final check/ }).click();
  const quiz = page.getByRole('form', { name: 'Quiz: Final check' });
  await quiz.getByRole('radio', { name: 'A stop loss' }).check();
  await screenshot(page, 'journey-quiz');
  await quiz.getByRole('button', { name: 'Submit answers' }).click();
  await page.getByText('You scored 100% · Passed').waitFor();
  const banner = page.getByRole('region', { name: 'Course completed' });
  await banner.getByText('You completed this course').waitFor();
  await screenshot(page, 'journey-completed');
  await screenIsSound(t, page, problems);
});

t.test('the certificate PDF holds the name, the course, the date and its number', async (t) => {
  const banner = page.getByRole('region', { name: 'Course completed' });
  const [download] = await Promise.all([page.waitForEvent('download'), banner.getByRole('link', { name: /Download certificate/ }).click()]);
  const bytes = await readFile(await download.path());
  if (process.env.E2E_SCREENSHOTS) await writeFile(`${process.env.E2E_SCREENSHOTS}/journey-certificate.pdf`, bytes);
  t.equal(bytes.subarray(0, 5).toString(), '%PDF-', 'a PDF');
  const { text } = await pdfText(bytes);
  t.match(text, HOLDER);
  t.match(text, COURSE.title);
  t.match(text, certificateDate(new Date(await shopNow(page))), "the shop's date");
  const id = /certificate-([0-9a-f-]{36})\.pdf/.exec(download.suggestedFilename())?.[1];
  t.ok(id, `named by its number: ${download.suggestedFilename()}`);
  t.match(text, id!, 'the number is printed on it');
});

t.test('the learner opens the verification page, and so does anyone with the link, on a phone', async (t) => {
  await follow(
    page,
    page.getByRole('region', { name: 'Course completed' }).getByRole('link', { name: /^Certificate/ }),
    page.getByRole('heading', { name: 'Certificate verified' }),
  );
  t.ok(await page.getByText(HOLDER).isVisible(), 'the holder');
  t.ok(await page.getByRole('link', { name: COURSE.title }).isVisible(), 'the course');
  const url = page.url();
  t.match(new URL(url).pathname, /^\/certificates\/[0-9a-f-]{36}$/);

  const guest = await shop.browser.newContext({ baseURL: shop.url, viewport: PHONE });
  const stranger = await guest.newPage();
  const strangerProblems = pageProblems(stranger);
  await visit(stranger, url, stranger.getByRole('heading', { name: 'Certificate verified' }));
  t.ok(await stranger.getByText(HOLDER).isVisible(), 'a stranger sees the same holder');
  t.ok(await noSidewaysScroll(stranger));
  t.same(await seriousViolations(stranger), [], 'no serious accessibility violation');
  await screenshot(stranger, 'journey-verified-phone');
  await screenIsSound(t, stranger, strangerProblems);
  await guest.close();
});
