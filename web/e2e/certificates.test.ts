import { readFile } from 'node:fs/promises';
import t, { type Test } from 'tap';
import type { Locator, Page } from 'playwright-core';
import { ACADEMY_NAME } from '@academy/shared/constants';
import { pdfText } from '../../upstream/test/pdf-text.ts';
import { ADMIN, startShop } from './shop.ts';
import {
  adminSignedIn,
  boughtThroughSandbox,
  dashboardHome,
  follow,
  fromAdminSidebar,
  heading,
  person,
  reload,
  screenIsSound,
  screenshot,
  seriousViolations,
  signedUpCustomer,
  visit,
  pageProblems,
} from './steps.ts';

// A learner finishes a course in the player and gets a certificate: a banner with its links at once,
// a PDF to download, and a public page anyone can open to check it.
const shop = await startShop(t);
const COURSE = 'forex-foundations'; // Three lessons, a live session and a quiz: five chapters in three tabs.
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
const learner = person('cert');
const HOLDER = `${learner.first} ${learner.last}`;

/** Clicks a download link and answers the file's text (pdfjs) and its suggested name. */
async function downloaded(page: Page, link: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const bytes = await readFile(await download.path());
  return { name: download.suggestedFilename(), head: bytes.subarray(0, 5).toString(), ...(await pdfText(bytes)) };
}

/**
 * The learner's Share on LinkedIn, looked at, not followed (the test has no internet): a new tab of
 * LinkedIn's Add to Profile form, filled with this certificate and the page the test opens to check it.
 */
async function sharesOnLinkedIn(t: Test, within: Page | Locator) {
  const link = within.getByRole('link', { name: 'Share on LinkedIn: certificate for Forex Foundations (opens in a new tab)', exact: true });
  t.ok(await link.isVisible(), 'Share on LinkedIn is offered');
  t.equal(await link.textContent(), 'Share on LinkedIn');
  t.same(
    [await link.getAttribute('target'), await link.getAttribute('rel')],
    ['_blank', 'noopener noreferrer'],
    'in a new tab, with no hold on this one and no referrer',
  );
  const href = new URL((await link.getAttribute('href')) ?? '');
  t.equal(href.origin + href.pathname, 'https://www.linkedin.com/profile/add');
  const today = new Date();
  t.same(Object.fromEntries(href.searchParams), {
    startTask: 'CERTIFICATION_NAME',
    name: 'Forex Foundations',
    organizationName: ACADEMY_NAME,
    issueYear: String(today.getUTCFullYear()),
    issueMonth: String(today.getUTCMonth() + 1),
    certUrl: verifyUrl,
    certId: verifyUrl.split('/').pop(),
  });
}

// The learner signs up and buys while the admin works. Not awaited here: tap ends a file whose
// subtests are all done once it has a teardown (web/e2e/shop.ts's), so every subtest is declared
// before the first ends, and the learner's subtests wait for this instead.
const page = await shop.newPage(PHONE);
const problems = pageProblems(page);
const learnerOwnsCourse = (async () => {
  await signedUpCustomer(page, shop.dataDir, learner);
  await boughtThroughSandbox(page, shop.url, { courses: [COURSE], robots: [] });
})();
learnerOwnsCourse.catch(() => undefined); // awaited, and so reported, by the subtest below

t.test("the admin lets chapters marked complete count toward the course's certificate, on a phone", async (t) => {
  const admin = await shop.newPage(PHONE);
  const adminProblems = pageProblems(admin);
  await adminSignedIn(admin, ADMIN);
  await fromAdminSidebar(admin, PHONE.width, 'Courses', heading(admin, 'Courses Dashboard'));
  await follow(admin, admin.getByRole('link', { name: 'Update Forex Foundations' }), heading(admin, 'Update Course'));
  const rule = admin.getByLabel('The certificate counts');
  t.equal(await rule.inputValue(), 'watched', 'watching is what counts until the admin says otherwise');
  await rule.selectOption({ label: 'Chapters watched or marked complete' });
  await follow(admin, admin.getByRole('button', { name: 'Update', exact: true }), {
    at: '/admin/courses',
    shows: admin.getByText('Course updated successfully').first(),
  });
  await follow(admin, admin.getByRole('link', { name: 'Update Forex Foundations' }), heading(admin, 'Update Course'));
  t.equal(await admin.getByLabel('The certificate counts').inputValue(), 'marked', 'saved');
  await screenIsSound(t, admin, adminProblems);
  await admin.close();
});

const nav = page.getByRole('navigation', { name: 'Dashboard' });
let verifyUrl = '';

t.test('the learner completes every chapter in the player and the banner appears without a reload', async (t) => {
  await learnerOwnsCourse;
  await reload(page, dashboardHome(page));
  await follow(page, nav.getByRole('link', { name: 'Your Courses' }), heading(page, 'Your Courses'));
  await page.getByText('0% complete').waitFor();
  t.equal(await page.getByRole('link', { name: /Download certificate/ }).count(), 0, 'no certificate before finishing');
  await follow(page, page.getByRole('link', { name: 'Forex Foundations' }).first(), heading(page, 'Forex Foundations'));
  const mark = page.getByRole('button', { name: 'Mark complete' });
  const undo = page.getByRole('button', { name: 'Mark unfinished' });
  let marked = 0;
  for (const tab of ['Courses', 'Live Sessions', 'Quizzes']) {
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('tab', { name: tab, selected: true }).waitFor();
    const chapters = page.getByRole('button', { name: /^Chapter \d/ });
    const count = await chapters.count();
    for (let n = 0; n < count; n++) {
      await chapters.nth(n).click();
      if (marked === 4) t.equal(await page.getByText('You completed this course').count(), 0, 'no banner before the last chapter');
      await mark.click();
      await undo.waitFor();
      marked++;
    }
  }
  t.equal(marked, 5, 'five chapters in three tabs');
  const banner = page.getByRole('region', { name: 'Course completed' });
  await banner.getByText('You completed this course').waitFor();
  t.ok(await banner.getByRole('link', { name: /^Certificate/ }).isVisible());
  t.ok(await banner.getByRole('link', { name: /Download certificate/ }).isVisible());
  await page.evaluate(() => document.querySelector('video')?.pause());
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'player-completed-phone', { fullPage: false });
  await screenIsSound(t, page, problems);
});

t.test('the learner downloads the certificate: a PDF with their name, the course, the date and its number, whose page Share on LinkedIn gives', async (t) => {
  const banner = page.getByRole('region', { name: 'Course completed' });
  const pdf = await downloaded(page, banner.getByRole('link', { name: /Download certificate/ }));
  t.equal(pdf.head, '%PDF-');
  t.match(pdf.name, /^certificate-[0-9a-f-]{36}\.pdf$/);
  const id = pdf.name.slice('certificate-'.length, -'.pdf'.length);
  t.match(pdf.text, 'Certificate of Completion');
  t.match(pdf.text, HOLDER);
  t.match(pdf.text, 'Forex Foundations');
  t.match(pdf.text, new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
  t.match(pdf.text, id);
  verifyUrl = `${shop.url}/certificates/${id}`;
  t.match(pdf.text, verifyUrl, 'and where to check it');
  await sharesOnLinkedIn(t, banner);
});

t.test('Your Courses shows Certificate, Download certificate and Share on LinkedIn on the finished course', async (t) => {
  await follow(page, nav.getByRole('link', { name: 'Your Courses' }), heading(page, 'Your Courses'));
  await page.getByText('100% complete').waitFor();
  t.ok(await page.getByRole('link', { name: /Download certificate for Forex Foundations/ }).isVisible());
  await sharesOnLinkedIn(t, page);
  await screenshot(page, 'your-courses-certificate-phone');
  await screenIsSound(t, page, problems);
  await page.setViewportSize(DESKTOP);
  await sharesOnLinkedIn(t, page);
  await screenshot(page, 'your-courses-certificate-desktop');
  await screenIsSound(t, page, problems);
  t.same(await seriousViolations(page), [], 'Your Courses passes axe');
});

t.test('the learner clicks through to the verification page and sees it verified', async (t) => {
  await follow(page, page.getByRole('link', { name: 'Certificate for Forex Foundations', exact: true }), {
    at: new URL(verifyUrl).pathname,
    shows: page.getByRole('heading', { name: 'Certificate verified' }),
  });
  t.ok(await page.getByText(HOLDER).isVisible());
  t.ok(await page.getByRole('link', { name: 'Forex Foundations' }).isVisible());
  await screenshot(page, 'verification-desktop');
  await screenIsSound(t, page, problems);
  t.same(await seriousViolations(page), [], 'the verification page passes axe');
});

t.test('a guest in a fresh browser opens the verification link, downloads the PDF and follows the course link', async (t) => {
  const guest = await shop.newPage(PHONE);
  const guestProblems = pageProblems(guest);
  await visit(guest, verifyUrl, guest.getByRole('heading', { name: 'Certificate verified' }));
  t.ok(await guest.getByText(HOLDER).isVisible());
  t.ok(await guest.getByText(verifyUrl.split('/').pop()!).isVisible(), 'the number');
  await screenshot(guest, 'verification-phone');
  await screenIsSound(t, guest, guestProblems);
  t.same(await seriousViolations(guest), [], 'the verification page passes axe on a phone');
  const pdf = await downloaded(guest, guest.getByRole('link', { name: 'Download PDF' }));
  t.match(pdf.text, HOLDER);

  await follow(guest, guest.getByRole('link', { name: 'Forex Foundations' }), heading(guest, 'Forex Foundations'));
  t.match(guest.url(), /\/forex-foundations$/);

  await visit(guest, '/certificates/00000000-0000-4000-8000-000000000000', guest.getByRole('heading', { name: 'No certificate has this number' }));
  // The page's own answer is a 404, which the browser reports; nothing else may go wrong.
  t.same(guestProblems.splice(0), ['console error: Failed to load resource: the server responded with a status of 404 (Not Found)']);
  await screenshot(guest, 'verification-unknown-phone');
  await screenIsSound(t, guest, guestProblems);
});
