import t from 'tap';
import type { Page } from 'playwright-core';
import { ADMIN, startShop } from './shop.ts';
import {
  adminSignedIn,
  boughtThroughSandbox,
  follow,
  fromAdminSidebar,
  heading,
  lastMailTo,
  pageProblems,
  person,
  reload,
  screenIsSound,
  screenshot,
  seriousViolations,
  signedUpCustomer,
  visit,
} from './steps.ts';

// Questions under lessons (docs/decisions/096-questions-under-lessons.md) as learners and the staff use
// them: a learner on a phone asks at the second the video is at; a classmate at 1280 px reads it (as
// text), jumps to that second and answers; the asker is mailed and the mail's link opens the answer;
// the staff answer an unanswered one from their queue, and hide one that does not belong.
const shop = await startShop(t);
const COURSE = { slug: 'forex-foundations', title: 'Forex Foundations' };
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
const QUESTION = 'Why does <b>the spread</b> widen at rollover?';

const asker = person('asker');
const askerPage = await shop.newPage(PHONE);
const askerProblems = pageProblems(askerPage);
await signedUpCustomer(askerPage, shop.dataDir, asker);
await boughtThroughSandbox(askerPage, shop.url, { courses: [COURSE.slug], robots: [] });
const classmate = person('classmate');
const classmatePage = await shop.newPage(DESKTOP);
const classmateProblems = pageProblems(classmatePage);
await signedUpCustomer(classmatePage, shop.dataDir, classmate);
await boughtThroughSandbox(classmatePage, shop.url, { courses: [COURSE.slug], robots: [] });

/** Your Courses, the course, then its first chapter. */
async function firstChapter(page: Page) {
  await follow(page, page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Your Courses' }), heading(page, 'Your Courses'));
  await follow(page, page.getByRole('link', { name: COURSE.title, exact: true }), heading(page, COURSE.title));
  await page.getByRole('button', { name: /^Chapter 1/ }).click();
  await page.getByRole('heading', { name: 'Questions' }).waitFor();
}
const videoTime = (page: Page) => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);
const questionOn = (page: Page) => page.getByRole('list', { name: 'Questions on this chapter' }).getByRole('listitem').filter({ hasText: QUESTION });

let at = '';
t.test('on a phone, a learner asks at the second the video is at', async (t) => {
  await firstChapter(askerPage);
  // Two seconds in, then paused there, as a learner stops to ask.
  await askerPage.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 2);
  await askerPage.evaluate(() => document.querySelector('video')?.pause());
  const second = Math.floor(await videoTime(askerPage));
  const form = askerPage.getByRole('form', { name: 'Ask a question' });
  await form.getByRole('button', { name: 'Ask' }).click();
  await form.getByText('Write your question').waitFor();
  t.pass('an empty question is refused beside the field');
  await form.getByLabel('Ask about this chapter').fill(QUESTION);
  t.ok(await form.getByLabel('At the moment the video is at').isChecked(), 'at the moment, unless unticked');
  await form.getByRole('button', { name: 'Ask' }).click();
  await form.getByText('Question posted').waitFor();
  await questionOn(askerPage).getByText(`${asker.first} L. (you)`).waitFor();
  // The player's own reading of its position, which may trail the element's by one of its time updates.
  const label = await questionOn(askerPage)
    .getByRole('button', { name: /^Play from / })
    .getAttribute('aria-label');
  at = /^Play from (0:\d\d)$/.exec(label ?? '')?.[1] ?? '';
  t.ok(Math.abs(Number(at.slice(2)) - second) <= 1, `asked at ${at}, where the video was paused (${second} s)`);
  t.same(await seriousViolations(askerPage), [], 'the questions pass axe');
  await screenshot(askerPage, 'question-asked-375');
  await screenIsSound(t, askerPage, askerProblems);
});

t.test('at 1280 px a classmate reads it as text, plays from its second, and answers', async (t) => {
  await firstChapter(classmatePage);
  const question = questionOn(classmatePage);
  await question.waitFor();
  t.equal(await question.locator('b').count(), 0, 'its markup is shown as text, not run');
  await question.getByRole('button', { name: `Play from ${at}` }).click();
  await classmatePage.waitForFunction((s) => Math.abs((document.querySelector('video')?.currentTime ?? 0) - s) < 1.5, Number(at.slice(2)));
  t.pass('the video plays from the question second');
  await classmatePage.evaluate(() => document.querySelector('video')?.pause());
  const answer = question.getByRole('form', { name: `Answer ${asker.first} L.'s question` });
  await answer.getByLabel('Your answer').fill('Rollover: liquidity thins out for an hour.');
  await answer.getByRole('button', { name: 'Answer' }).click();
  await question.getByText('Rollover: liquidity thins out for an hour.').waitFor();
  await screenshot(classmatePage, 'question-answered-1280', { fullPage: false });
  await screenIsSound(t, classmatePage, classmateProblems);
});

t.test("the asker is mailed, and the mail's link opens the answer", async (t) => {
  const mail = await lastMailTo(shop.dataDir, asker.email, { subject: /^Your question on Forex Foundations was answered$/ });
  const link = /Read the answer: (\S+)/.exec(mail.text ?? '')?.[1];
  t.ok(link, 'the mail links to the lesson');
  await visit(askerPage, new URL(link!).pathname + new URL(link!).search, heading(askerPage, COURSE.title));
  await questionOn(askerPage).getByText('Rollover: liquidity thins out for an hour.').waitFor();
  t.pass('the answer is there');
  await screenIsSound(t, askerPage, askerProblems);
});

t.test("the staff answer the queue's question and hide one that does not belong, at 1280 and 375 px", async (t) => {
  await classmatePage.evaluate(() => document.querySelector('video')?.pause());
  const form = classmatePage.getByRole('form', { name: 'Ask a question' });
  await form.getByLabel('At the moment the video is at').uncheck();
  await form.getByLabel('Ask about this chapter').fill('Is a demo account enough to start?');
  await form.getByRole('button', { name: 'Ask' }).click();
  await form.getByText('Question posted').waitFor();

  const admin = await shop.newPage(DESKTOP);
  const problems = pageProblems(admin);
  await adminSignedIn(admin, ADMIN);
  await fromAdminSidebar(admin, DESKTOP.width, 'Questions', heading(admin, 'Questions'));
  const queue = admin.getByRole('table', { name: 'Questions' });
  const waiting = queue.getByRole('row').filter({ hasText: 'Is a demo account enough to start?' });
  await waiting.waitFor();
  t.equal(await queue.getByRole('row').filter({ hasText: QUESTION }).count(), 0, 'the answered one is not in the queue');
  await waiting.getByLabel('Your answer').fill('Yes: trade it for a month first.');
  await waiting.getByRole('button', { name: 'Answer' }).click();
  await admin.getByText('Answer posted').first().waitFor();
  await waiting.waitFor({ state: 'detached' });
  await admin.getByText('No question is waiting for an answer').waitFor();
  t.pass('answered: the queue is empty');
  await admin.getByLabel('Show').selectOption('all');
  const spam = queue.getByRole('row').filter({ hasText: QUESTION });
  await spam.getByRole('button', { name: `Hide the question by ${asker.first} ${asker.last}` }).click();
  await admin.getByText('Question hidden').first().waitFor();
  await spam.getByText('Hidden').first().waitFor();
  t.same(await seriousViolations(admin), [], 'the queue passes axe');
  await screenshot(admin, 'questions-queue-1280');
  await admin.setViewportSize(PHONE);
  await screenshot(admin, 'questions-queue-375');
  await screenIsSound(t, admin, problems);

  await reload(classmatePage, classmatePage.getByText('Yes: trade it for a month first.'));
  t.equal(await questionOn(classmatePage).count(), 0, 'the hidden question left the lesson');
  t.match(
    await lastMailTo(shop.dataDir, classmate.email, { subject: /was answered$/ }).then((m) => m.subject),
    /Forex Foundations/,
    "the staff's answer is mailed too",
  );
});
