import t, { type Test } from 'tap';
import type { Page } from 'playwright-core';
import { watchPage } from './screen-watch.ts';
import { ADMIN, startShop } from './shop.ts';
import { adminSignedIn, follow, fromAdminSidebar, heading, person, screenIsSound, screenshot, seriousViolations, signedUpCustomer, visit } from './steps.ts';
import { courseClip } from '../../upstream/src/seed/demo-catalogue.ts';

/** Forex Foundations' own copy of a demo clip, as the seed stores it. */
const ffClip = (clip: string) => courseClip('forex-foundations', clip);

// Before buying: a course page lists its chapters, and its free previews play in place.
t.setTimeout(300_000);
const shop = await startShop(t);
const WIDTHS = [375, 1280];

/** From the forex listing to Forex Foundations' page, as a click on its card. */
async function toCourse(page: Page) {
  await visit(page, '/forex-trading', heading(page, 'Forex trading courses'));
  await follow(page, page.getByRole('link', { name: 'Forex Foundations', exact: true }), {
    at: '/forex-trading/forex-foundations',
    shows: heading(page, 'Forex Foundations'),
  });
}

/** A guest on the forex listing who clicks through to Forex Foundations and finds its Course content. */
async function guestOnCourse(width: number) {
  const page = await shop.newPage({ width });
  const watch = watchPage(page, []);
  await toCourse(page);
  const content = page.getByRole('region', { name: 'Course content' });
  await content.waitFor();
  return { page, watch, content };
}

/** Opens a chapter's preview and proves the video plays: its bytes came (200 or 206) and its time moves on. */
async function playsPreview(t: Test, page: Page, button: string, file: string) {
  const answers: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === `/api/academy/preview/${file}`) answers.push(r.status());
  });
  await page.getByRole('button', { name: button }).click();
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.5, undefined, { timeout: 20_000 });
  t.ok(answers.length > 0 && answers.every((s) => s === 200 || s === 206), `the preview streamed (${answers.join(', ')})`);
  t.equal(await page.evaluate(() => document.querySelector('video')?.error ?? null), null, 'the video reports no error');
  t.equal(await page.getByRole('button', { name: button.replace(/^Preview/, 'Close the preview of') }).getAttribute('aria-expanded'), 'true');
}

for (const width of WIDTHS) {
  t.test(`${width} px: a guest sees the syllabus with lengths and plays the free first chapter`, async (t) => {
    const { page, watch, content } = await guestOnCourse(width);
    const courses = content.getByRole('region', { name: 'Courses' });
    t.match(await courses.innerText(), /3 chapters · 0:18/, 'the Courses list with its total');
    const rows = await courses.getByRole('listitem').allInnerTexts();
    t.equal(rows.length, 3, 'each chapter of the list');
    t.match(rows[0], /Lesson 1[\s\S]*Preview[\s\S]*0:06/, 'the first with its Preview and its length');
    t.match(rows[1], /Lesson 2[\s\S]*0:06/);
    t.notMatch(rows[1], /Preview/, 'a paid chapter has no Preview');
    t.match(await content.getByRole('region', { name: 'Live Sessions' }).innerText(), /1 chapter · 0:06/);
    t.match(await content.getByRole('region', { name: 'Quizzes' }).innerText(), /Quiz 1/);
    t.equal(await content.getByRole('button', { name: /^Preview / }).count(), 1, 'only the free chapter has a Preview');
    await watch.quiet();
    await content.scrollIntoViewIfNeeded();
    await screenshot(page, `previews-syllabus-${width}`);
    t.same(await seriousViolations(page), [], 'the course page passes axe');
    await screenIsSound(t, page, watch.take());

    await playsPreview(t, page, 'Preview Chapter 1: Lesson 1', ffClip('lesson-1.webm'));
    // The course player marks a lesson with its viewer's email (viewer-watermark.tsx); a guest's preview names no one.
    t.equal(await page.locator('[data-media-player]').getByText(/@/).count(), 0, 'no email over the preview');
    await screenshot(page, `previews-playing-${width}`);
    await screenIsSound(t, page, watch.take());
    await page.context().close();
  });
}

t.test('a signed-in customer who has not bought the course plays its preview too', async (t) => {
  const page = await shop.newPage({ width: 1280 });
  await signedUpCustomer(page, shop.dataDir, person('previewer'));
  const watch = watchPage(page, []);
  await toCourse(page);
  await page.getByRole('region', { name: 'Course content' }).waitFor();
  await playsPreview(t, page, 'Preview Chapter 1: Lesson 1', ffClip('lesson-1.webm'));
  await screenIsSound(t, page, watch.take());
  await page.context().close();
});

t.test('an admin ticks Free preview for another chapter, and a guest then previews it', async (t) => {
  const admin = await shop.newPage({ width: 1280 });
  await adminSignedIn(admin, ADMIN);
  await fromAdminSidebar(admin, 1280, 'Courses', heading(admin, 'Courses Dashboard'));
  await follow(admin, admin.getByRole('link', { name: 'Update Forex Foundations' }), {
    at: '/admin/update/course/forex-foundations',
    shows: heading(admin, 'Update Course'),
  });
  const lessons = admin.getByRole('group', { name: 'Course videos' });
  t.ok(await lessons.getByRole('checkbox', { name: 'Free preview for lesson-1.webm' }).isChecked(), 'the seeded preview is ticked');
  const second = lessons.getByRole('checkbox', { name: 'Free preview for lesson-2.webm' });
  t.notOk(await second.isChecked());
  await second.check();
  t.same(await seriousViolations(admin), [], 'the update form passes axe');
  await screenshot(admin, 'previews-admin-form');
  await admin.getByRole('button', { name: 'Update' }).click();
  await admin.getByText('Course updated successfully').waitFor();

  for (const width of WIDTHS) {
    const { page, watch, content } = await guestOnCourse(width);
    await content.getByRole('button', { name: 'Preview Chapter 2: Lesson 2' }).waitFor();
    t.equal(await content.getByRole('button', { name: /^Preview / }).count(), 2, `${width} px: both free chapters have a Preview`);
    await playsPreview(t, page, 'Preview Chapter 2: Lesson 2', ffClip('lesson-2.webm'));
    await screenshot(page, `previews-second-${width}`);
    await screenIsSound(t, page, watch.take());
    await page.context().close();
  }
});
