import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import type { Page } from 'playwright-core';
import { hostedMedia, MEDIA_HOST } from './hosted-media.ts';
import { watchPage } from './screen-watch.ts';
import { ADMIN, startShop } from './shop.ts';
import {
  adminSignedIn,
  arrived,
  boughtThroughSandbox,
  chooseFiles,
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
} from './steps.ts';

// docs/requirements.md#course-player: a course's lists hold hosted videos (links) beside uploads, in the admin's order, and
// the player plays them, audio included.
const shop = await startShop(t, { MEDIA_HOSTS: MEDIA_HOST });
const MEDIA = new URL('../../upstream/seed/media/', import.meta.url);
const LINK = `${MEDIA_HOST}/market-open.webm`;
// A folder with one recording, as the admin picks it (the video lists take folders).
const folder = await mkdtemp(join(tmpdir(), 'hosted-videos-'));
await copyFile(new URL('lesson-1.webm', MEDIA), join(folder, 'weekly-recap.webm'));

const names = (page: Page, list: string) =>
  page
    .getByRole('list', { name: `${list} in play order` })
    .locator('li span.break-all')
    .allInnerTexts();

const coursesTable = (page: Page) => heading(page, 'Courses Dashboard');

/** From the admin's Courses table to Forex Foundations' update form. */
async function openUpdateForm(page: Page) {
  await follow(page, page.getByRole('link', { name: 'Update Forex Foundations' }), {
    at: '/admin/update/course/forex-foundations',
    shows: heading(page, 'Update Course'),
  });
  await page.getByRole('list', { name: 'Course videos in play order' }).waitFor();
}

t.test('the admin adds a hosted video to a course, puts it first, uploads a live session and drops a lesson', async (t) => {
  const page = await shop.newPage({ width: 1280 });
  const watch = watchPage(page, []);
  await adminSignedIn(page, ADMIN);
  await fromAdminSidebar(page, 1280, 'Courses', coursesTable(page));
  await openUpdateForm(page);
  t.same(await names(page, 'Course videos'), ['lesson-1.webm', 'lesson-2.webm', 'lesson-3.webm'], 'the stored lessons, in order, by their own names');
  t.same(await seriousViolations(page), [], 'the form passes axe');

  const link = page.getByRole('group', { name: 'Course videos' }).getByLabel(/^Or a link/);
  await link.fill('https://example.com/notes.pdf');
  await page.getByRole('button', { name: 'Add link to course videos' }).click();
  await page.getByText('Use an https link to a YouTube or Vimeo video, an HLS stream (.m3u8), or an audio or video file').waitFor();
  t.equal((await names(page, 'Course videos')).length, 3, 'a link the player could not play is not added');
  await link.fill(LINK);
  await link.press('Enter');
  t.same(await names(page, 'Course videos'), ['lesson-1.webm', 'lesson-2.webm', 'lesson-3.webm', LINK], 'Enter adds the link, without sending the form');
  t.equal(page.url().endsWith('/admin/update/course/forex-foundations'), true, 'still on the form');
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: `Move ${LINK} up` }).click();
  await page.getByRole('button', { name: 'Remove lesson-3.webm' }).click();
  t.same(await names(page, 'Course videos'), [LINK, 'lesson-1.webm', 'lesson-2.webm']);

  await chooseFiles(page, page.getByRole('button', { name: 'Choose a folder for live session videos' }), folder);
  t.same(await names(page, 'Live session videos'), ['live-session-1.webm', 'weekly-recap.webm']);
  await screenshot(page, 'hosted-videos-form-1280');
  await follow(page, page.getByRole('button', { name: 'Update', exact: true }), page.getByText('Course updated successfully'));
  await arrived(page, { at: '/admin/courses', shows: coursesTable(page) });

  await openUpdateForm(page);
  t.same(await names(page, 'Course videos'), [LINK, 'lesson-1.webm', 'lesson-2.webm'], 'the order was kept');
  const live = await names(page, 'Live session videos');
  t.equal(live[0], 'live-session-1.webm');
  t.equal(live[1], 'weekly-recap.webm', 'the new file was uploaded and stored after the first, shown by its own name');
  await screenIsSound(t, page, (await watch.quiet(), watch.take()));
});

t.test('on a phone the update form fits, and every list can still be edited', async (t) => {
  const page = await shop.newPage({ width: 375 });
  const watch = watchPage(page, []);
  await adminSignedIn(page, ADMIN);
  await fromAdminSidebar(page, 375, 'Courses', coursesTable(page));
  await openUpdateForm(page);
  await page.getByRole('button', { name: `Move ${LINK} down` }).waitFor();
  await screenshot(page, 'hosted-videos-form-375');
  await watch.quiet();
  await screenIsSound(t, page, watch.take());
});

t.test('a buyer plays the hosted video first and an audio lesson, by clicking through the dashboard', async (t) => {
  const page = await shop.newPage({ width: 375 });
  const asked = await hostedMedia(page);
  const watch = watchPage(page, []);
  await signedUpCustomer(page, shop.dataDir, person('hosted'));
  await boughtThroughSandbox(page, shop.url, { courses: ['forex-foundations', 'forex-trading-psychology'], robots: [] });
  // Bought by API behind the dashboard's back: within SWR's two seconds of its read, Your Courses would show that read.
  await reload(page, dashboardHome(page));
  // Judged from here, where the clicking starts: the sign-up's page loads are other tests' business.
  await watch.quiet();
  watch.take();

  await follow(page, page.getByRole('link', { name: 'Your Courses' }).first(), heading(page, 'Your Courses'));
  await follow(page, page.getByRole('link', { name: /Forex Foundations/ }).first(), {
    at: '/dashboard/course/forex-foundations?list=course&chapter=1',
    shows: heading(page, 'Forex Foundations'),
  });
  // Playing past its first second from the host, while Chapter 1 is the current one.
  const playing = (link: string) => {
    const video = document.querySelector('video');
    return video?.currentSrc === link && video.currentTime > 1 && /Chapter 1(?!\d)/.test(document.querySelector('[aria-current="true"]')?.textContent ?? '');
  };
  await page.waitForFunction(playing, LINK, { timeout: 20_000 });
  t.ok(asked.includes(LINK), 'chapter 1 plays from the video host');
  await screenshot(page, 'hosted-videos-player-375');

  await follow(page, page.getByRole('link', { name: 'Your Courses' }).first(), heading(page, 'Your Courses'));
  await follow(page, page.getByRole('link', { name: /Forex Trading Psychology/ }).first(), {
    at: '/dashboard/course/forex-trading-psychology?list=course&chapter=1',
    shows: heading(page, 'Forex Trading Psychology'),
  });
  await page.getByRole('button', { name: /Chapter 2/ }).click();
  await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 1, undefined, { timeout: 20_000 });
  t.equal(await page.locator('video').count(), 0, 'an audio lesson plays as audio');
  await screenshot(page, 'hosted-videos-audio-375');
  await watch.quiet();
  await screenIsSound(t, page, watch.take());
});
