import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import type { Page } from 'playwright-core';
import { ADMIN, startShop } from './shop.ts';
import {
  adminSignedIn,
  boughtThroughSandbox,
  chooseFiles,
  follow,
  fromAdminSidebar,
  heading,
  pageProblems,
  person,
  screenIsSound,
  screenshot,
  seriousViolations,
  signedUpCustomer,
} from './steps.ts';

// A chapter with substance (docs/decisions/095-chapters-with-substance.md), as its admin and a buyer
// use it: the admin gives lesson 1 a title, a description, English captions (WebVTT) and a PDF to
// download; the buyer, at 375 and 1280 px, reads them beside the video, sees the captions over it,
// and downloads the PDF.
const shop = await startShop(t);
const COURSE = { slug: 'forex-foundations', title: 'Forex Foundations' };
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
const CUE = 'Welcome: the spread is your first cost';
const folder = await mkdtemp(join(tmpdir(), 'academy-chapter-'));
const files = { vtt: join(folder, 'lesson-1.en.vtt'), pdf: join(folder, 'Scalping checklist.pdf') };
await writeFile(files.vtt, `WEBVTT\n\n00:00.000 --> 00:06.000\n${CUE}\n`);
const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';
await writeFile(files.pdf, PDF);

const buyer = await shop.newPage(PHONE);
const buyerProblems = pageProblems(buyer);
await signedUpCustomer(buyer, shop.dataDir, person('chapters'));
await boughtThroughSandbox(buyer, shop.url, { courses: [COURSE.slug], robots: [] });

t.test('the admin gives lesson 1 a title, a description, captions and a PDF, at 1280 px and then on a phone', async (t) => {
  const admin = await shop.newPage(DESKTOP);
  const problems = pageProblems(admin);
  await adminSignedIn(admin, ADMIN);
  await fromAdminSidebar(admin, DESKTOP.width, 'Courses', heading(admin, 'Courses Dashboard'));
  await follow(admin, admin.getByRole('link', { name: `Update ${COURSE.title}` }), heading(admin, 'Update Course'));
  const section = admin.getByRole('region', { name: 'Chapters' });
  await section.getByRole('button', { name: 'Edit chapter 1 of Courses' }).click();
  const form = admin.getByRole('form', { name: 'Edit Chapter 1: Lesson 1' });
  await form.getByLabel('Title').fill('Spreads and slippage');
  await form.getByLabel('Description').fill('What each trade costs before it moves.\nRead the checklist first.');
  await chooseFiles(admin, form.getByRole('button', { name: 'Choose captions' }), files.vtt);
  await chooseFiles(admin, form.getByRole('button', { name: 'Choose resources' }), files.pdf);
  await form.getByLabel('Name of Scalping checklist.pdf').fill('Scalping checklist (PDF)');
  t.same(await seriousViolations(admin), [], 'the chapter form passes axe');
  await screenshot(admin, 'chapter-form-1280');
  // Sent from a phone: the filled form fits it. The sidebar, open at 1280 px, now covers the page until closed.
  await admin.setViewportSize(PHONE);
  await admin.locator('aside').getByRole('button', { name: 'Close sidebar' }).click();
  await screenIsSound(t, admin, problems);
  await screenshot(admin, 'chapter-form-375');
  await form.getByRole('button', { name: 'Save chapter' }).click();
  await admin.getByText('Chapter saved').first().waitFor();
  const row = section.getByRole('listitem').filter({ hasText: '1. Spreads and slippage' });
  await row.getByText('description · captions · 1 resource(s)').waitFor();
  t.pass('the list says what the chapter has');
  await screenIsSound(t, admin, problems);
  await admin.context().close();
});

const captionShown = (page: Page) => page.locator('[data-part="captions"], .vds-captions').getByText(CUE);

for (const [width, viewport] of [
  [375, PHONE],
  [1280, DESKTOP],
] as const) {
  t.test(`at ${width} px the buyer reads the chapter, sees its captions over the video and downloads its PDF`, async (t) => {
    await buyer.setViewportSize(viewport);
    await follow(buyer, buyer.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Your Courses' }), heading(buyer, 'Your Courses'));
    await follow(buyer, buyer.getByRole('link', { name: COURSE.title, exact: true }), heading(buyer, COURSE.title));
    await buyer.getByRole('button', { name: /^Chapter 1/ }).click();
    await buyer
      .getByRole('button', { name: /^Chapter 1/ })
      .getByText('Spreads and slippage')
      .waitFor();
    const notes = buyer.getByRole('region', { name: 'About this chapter' });
    await notes.getByText('What each trade costs before it moves.').waitFor();
    await captionShown(buyer).waitFor();
    t.pass('the captions show over the playing video');
    await buyer.evaluate(() => window.scrollTo(0, 0));
    await screenshot(buyer, `chapter-captions-${width}`, { fullPage: false });
    const [download] = await Promise.all([buyer.waitForEvent('download'), notes.getByRole('link', { name: 'Scalping checklist (PDF)' }).click()]);
    t.equal(download.suggestedFilename(), 'Scalping checklist (PDF).pdf', 'named as the admin wrote, with its type');
    t.equal(await readFile(await download.path(), 'utf8'), PDF, 'the PDF as uploaded');
    await screenIsSound(t, buyer, buyerProblems);
  });
}
