import t from 'tap';
import type { Page } from 'playwright-core';
import { ADMIN, startShop } from './shop.ts';
import {
  adminSignedIn,
  fromAdminSidebar,
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

// Quizzes that score: the admin writes a question set on the course's update page; a buyer takes it
// in the player's Quizzes tab, fails, reads the right answers and explanations, tries again and passes.
const shop = await startShop(t);
const COURSE = 'forex-foundations';
const TITLE = 'Forex Foundations';
// A course whose quiz video list is empty: its sets still show under 'No video available'.
const NO_QUIZ_VIDEOS = { slug: 'forex-backtesting-bootcamp', title: 'Forex Backtesting Bootcamp' };
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

/** The admin on the course's update page, reached by clicking from the sidebar and the courses table. */
async function updatePage(page: Page, width: number) {
  await adminSignedIn(page, ADMIN);
  await fromAdminSidebar(page, width, 'Courses', heading(page, 'Courses Dashboard'));
  await follow(page, page.getByRole('link', { name: `Update ${TITLE}` }), { at: `/admin/update/course/${COURSE}`, shows: heading(page, 'Update Course') });
  return page.getByRole('region', { name: 'Quizzes' });
}

t.test('the admin adds a set with a single and a multiple choice question', async (t) => {
  const page = await shop.newPage(DESKTOP);
  const problems = pageProblems(page);
  const section = await updatePage(page, DESKTOP.width);
  await section.getByText('No quizzes yet.').waitFor();
  await section.getByRole('button', { name: 'Add a quiz' }).click();

  const form = page.getByRole('form', { name: 'New quiz' });
  // Sent empty first: the form says what is missing and nothing is saved.
  await form.getByLabel('Quiz title').fill('');
  await form.getByRole('button', { name: 'Save quiz' }).click();
  await form.getByText('The title is required').waitFor();
  await form.getByText('A question is required').waitFor();

  await form.getByLabel('Quiz title').fill('Pips and pairs');
  await form.getByLabel('Pass mark (%)').fill('100');
  await form.getByLabel('Attempts allowed (blank: no limit)').fill('2');
  await form.getByLabel('Shuffle questions and options at each attempt').check();
  await form.getByLabel('Question 1 text').fill('What is a pip?');
  await form.getByLabel('Question 1, option 1').fill('A fee charged by the broker');
  await form.getByLabel('Question 1, option 2').fill('The smallest usual price move');
  await form.getByRole('button', { name: 'Add option' }).first().click();
  await form.getByLabel('Question 1, option 3').fill('A kind of lot');
  await form.getByRole('group', { name: 'Question 1' }).getByLabel('Option 2 is right').check();
  await form.getByLabel('Explanation (shown after an attempt)').first().fill('A pip is the fourth decimal of most pairs.');

  await form.getByRole('button', { name: 'Add question' }).click();
  const q2 = form.getByRole('group', { name: 'Question 2' });
  await q2.getByLabel('Question 2 text').fill('Which pairs are majors?');
  await q2.getByLabel('Answers').selectOption('multiple');
  await q2.getByLabel('Question 2, option 1').fill('EUR/USD');
  await q2.getByLabel('Question 2, option 2').fill('BTC/ETH');
  await q2.getByRole('button', { name: 'Add option' }).click();
  await q2.getByLabel('Question 2, option 3').fill('USD/JPY');
  await q2.getByLabel('Option 1 is right').check();
  await q2.getByLabel('Option 3 is right').check();
  await q2.getByLabel('Explanation (shown after an attempt)').fill('Majors are the most traded pairs with the US dollar.');
  await screenshot(page, 'admin-quiz-editor-desktop');
  t.same(await seriousViolations(page), [], 'the quiz editor passes axe');

  await form.getByRole('button', { name: 'Save quiz' }).click();
  await page.getByText('Quiz added').first().waitFor();
  await section.getByText('2 questions · pass mark 100%').waitFor();
  await screenIsSound(t, page, problems);
  // The form is proven above; the second course's set is written through the same call.
  const other = await page.request.post(`/api/academy/admin/courses/${NO_QUIZ_VIDEOS.slug}/quizzes`, {
    headers: { 'x-csrf': '1', origin: shop.url },
    data: {
      title: 'Backtest basics',
      pass_percent: 50,
      questions: [{ text: 'Backtests use', kind: 'single', options: ['Past data', 'Tomorrow'], correct: [0] }],
    },
  });
  t.equal(other.status(), 201);
  await page.close();

  const phone = await shop.newPage(PHONE);
  const phoneProblems = pageProblems(phone);
  const onPhone = await updatePage(phone, PHONE.width);
  await onPhone.getByRole('button', { name: 'Edit Pips and pairs' }).click();
  const edit = phone.getByRole('form', { name: 'Edit quiz: Pips and pairs' });
  t.equal(await edit.getByLabel('Question 2, option 3').inputValue(), 'USD/JPY', 'the saved set opens for editing');
  t.ok(await edit.getByRole('group', { name: 'Question 2' }).getByLabel('Option 3 is right').isChecked());
  t.equal(await edit.getByLabel('Attempts allowed (blank: no limit)').inputValue(), '2', 'the attempts limit is kept');
  t.ok(await edit.getByLabel('Shuffle questions and options at each attempt').isChecked(), 'and the shuffle');
  await screenshot(phone, 'admin-quiz-editor-phone');
  await edit.getByRole('group', { name: 'Question 2' }).scrollIntoViewIfNeeded();
  await screenshot(phone, 'admin-quiz-question-phone', { fullPage: false });
  await screenIsSound(t, phone, phoneProblems);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await phone.close();
});

t.test('a buyer takes the quiz on a phone: fails without being shown the answers, tries again, passes and reads them', async (t) => {
  const page = await shop.newPage();
  const problems = pageProblems(page);
  await page.setViewportSize(PHONE);
  await signedUpCustomer(page, shop.dataDir, person('quizzer'));
  await boughtThroughSandbox(page, shop.url, { courses: [COURSE, NO_QUIZ_VIDEOS.slug], robots: [] });
  await reload(page, dashboardHome(page));
  await follow(page, page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Your Courses' }), heading(page, 'Your Courses'));
  await follow(page, page.getByRole('link', { name: TITLE }).first(), heading(page, TITLE));
  await page.getByRole('tab', { name: 'Quizzes' }).click();
  const set = page.getByRole('button', { name: /Quiz: Pips and pairs/ });
  await set.waitFor();
  t.match(await set.textContent(), /pass mark 100% · not taken yet/);
  await set.click();
  await page.getByText('2 questions · pass mark 100% · 2 of 2 attempts left').waitFor();

  const quiz = page.getByRole('form', { name: 'Quiz: Pips and pairs' });
  await quiz.getByRole('radio', { name: 'A fee charged by the broker' }).check();
  await quiz.getByRole('checkbox', { name: 'EUR/USD' }).check();
  await screenshot(page, 'quiz-answering-phone');
  await screenIsSound(t, page, problems);
  await quiz.getByRole('button', { name: 'Submit answers' }).click();

  await page.getByText('You scored 0% · Not passed: 100% needed').waitFor();
  await page.getByText('The right answers show once you pass, or after your last attempt.').waitFor();
  await page.getByText('2 questions · pass mark 100% · 1 of 2 attempts left').waitFor();
  const review = page.getByRole('region', { name: 'Quiz: Pips and pairs' });
  const first = await review.getByRole('listitem').filter({ hasText: 'What is a pip?' }).textContent();
  t.match(first, /Wrong.*Your answer: A fee charged by the broker/);
  t.notMatch(first, /Right answer|fourth decimal/, 'no right answer nor explanation after a failed try with one left');
  const second = await review.getByRole('listitem').filter({ hasText: 'Which pairs are majors?' }).textContent();
  t.match(second, /Wrong.*Your answer: EUR\/USD/, 'a partial choice is wrong');
  t.notMatch(second, /USD\/JPY|most traded pairs/);
  await screenshot(page, 'quiz-failed-phone');
  await screenIsSound(t, page, problems);
  t.same(await seriousViolations(page), [], 'the review passes axe');

  await page.getByRole('button', { name: 'Try again' }).click();
  await quiz.getByRole('radio', { name: 'The smallest usual price move' }).check();
  await quiz.getByRole('checkbox', { name: 'EUR/USD' }).check();
  await quiz.getByRole('checkbox', { name: 'USD/JPY' }).check();
  await quiz.getByRole('button', { name: 'Submit answers' }).click();
  await page.getByText('You scored 100% · Passed').waitFor();
  t.equal(await review.getByText('Right', { exact: true }).count(), 2, 'both questions right');
  t.match(
    await review.getByRole('listitem').filter({ hasText: 'Which pairs are majors?' }).textContent(),
    /Right answers: .*most traded pairs/,
    'passed: the right answers and why',
  );
  await page
    .getByRole('button', { name: /Quiz: Pips and pairs/ })
    .getByText('best 100% · Passed')
    .waitFor();
  await screenshot(page, 'quiz-passed-phone');
  await screenIsSound(t, page, problems);

  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'quiz-passed-desktop');
  await screenIsSound(t, page, problems);
  // Back to the video: the quiz videos still play in the tab.
  await page.getByRole('button', { name: 'Back to the video' }).click();
  await page.getByRole('tab', { name: 'Quizzes', selected: true }).waitFor();
  await page.locator('video').first().waitFor();
  await screenshot(page, 'quiz-tab-desktop');
  await screenIsSound(t, page, problems);
  // Opened again with both attempts used: no form to answer, the last attempt's review a click away.
  await page.getByRole('button', { name: /Quiz: Pips and pairs/ }).click();
  await review.getByText('You have used every attempt at this quiz.').waitFor();
  t.equal(await quiz.count(), 0, 'no form to answer');
  await review.getByRole('button', { name: 'See your last attempt' }).click();
  await page.getByText('You scored 100% · Passed').waitFor();
  t.match(
    await review.getByRole('listitem').filter({ hasText: 'Which pairs are majors?' }).textContent(),
    /Your answer: (EUR\/USD, USD\/JPY|USD\/JPY, EUR\/USD)/,
  );
  t.equal(await review.getByRole('button', { name: 'Try again' }).count(), 0, 'no attempt left to try again');

  await follow(page, page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Your Courses' }), heading(page, 'Your Courses'));
  await follow(page, page.getByRole('link', { name: NO_QUIZ_VIDEOS.title }).first(), heading(page, NO_QUIZ_VIDEOS.title));
  await page.getByRole('tab', { name: 'Quizzes' }).click();
  await page.getByRole('complementary', { name: 'Course content' }).getByText('No video available').waitFor();
  await page.getByRole('button', { name: /Quiz: Backtest basics/ }).click();
  await page.getByRole('form', { name: 'Quiz: Backtest basics' }).getByRole('radio', { name: 'Past data' }).check();
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await page.getByText('You scored 100% · Passed').waitFor();
  await screenshot(page, 'quiz-without-videos-desktop');
  await screenIsSound(t, page, problems);
  await page.close();
});
