import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { strToU8, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { CHUNK_SIZE } from '@academy/shared/constants';
import { watchPage } from './screen-watch.ts';
import { authenticatorCode } from './second-factor.ts';
import { ADMIN, ADMIN_TOTP_SECRET, startShop } from './shop.ts';
import { adminSignedIn, chooseFiles, fillRobotForm, follow, fromAdminSidebar, heading, screenIsSound, screenshot, secondFactorScreen } from './steps.ts';

const shop = await startShop(t);
const dir = await mkdtemp(join(tmpdir(), 'upload-session-'));
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
await writeFile(join(dir, 'cover.png'), png);
await writeFile(join(dir, 'bot.zip'), zipSync({ 'README.txt': strToU8('Bot') }));
// A course's three video folders: a 6 MiB lesson to cut short, and a small clip in each of the others.
const lesson = randomBytes(6 * CHUNK_SIZE + 4321);
for (const folder of ['course', 'quiz', 'live']) await mkdir(join(dir, folder));
await writeFile(join(dir, 'course', 'lesson.webm'), lesson);
await writeFile(join(dir, 'quiz', 'quiz.webm'), randomBytes(2000));
await writeFile(join(dir, 'live', 'live.webm'), randomBytes(2000));

for (const width of [375, 1280]) {
  t.test(`at ${width} px, an admin whose session ended elsewhere gets the Session Expired dialog from an upload, then /admin/login`, async (t) => {
    const page = await shop.newPage({ width });
    // The upload's 401 is the answer under test.
    const watch = watchPage(page, [{ status: 401, path: /\/admin\/upload$/, why: 'the session ended before the upload' }]);
    await adminSignedIn(page, ADMIN);
    await fromAdminSidebar(page, width, 'Robots', heading(page, 'Robots'));
    await follow(page, page.getByRole('link', { name: 'Create Robot' }), heading(page, 'Create Robot'));
    await fillRobotForm(page, {
      title: `Late Bot ${width}`,
      usd: '99',
      description: 'Never created: the session ends first.',
      type: 'forex-robot',
      image: join(dir, 'cover.png'),
      zip: join(dir, 'bot.zip'),
    });

    // The same session logged out from another tab: this page still holds its cookie, the upstream no longer knows it.
    const other = await shop.newPage({ width });
    await other.context().addCookies(await page.context().cookies());
    t.equal((await other.request.post('/api/academy/admin/logout', { headers: { 'x-csrf': '1', origin: shop.url } })).status(), 200);

    await page.getByRole('button', { name: 'Create Robot' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Session Expired' });
    await dialog.getByText('Your session has expired. Please log in again.').waitFor();
    await follow(page, dialog.getByRole('button', { name: 'Login' }), { at: (url) => url.pathname === '/admin/login', shows: heading(page, 'Admin Login') });
    const session = await (await page.request.get('/bff/session')).json();
    t.equal(session.data.admin, null, 'the admin session is cleared');
    await watch.quiet();
    await screenIsSound(t, page, watch.take());
  });
}

/** The course form filled as a person fills it. */
async function fillCourseForm(page: Page, title: string) {
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Price (USD)', { exact: true }).fill('49');
  await page.getByLabel('Description', { exact: true }).fill('Kept through a lost session.');
  await page.getByLabel('Category', { exact: true }).selectOption('courses');
  await page.getByLabel('Type', { exact: true }).selectOption('forex-trading');
  await chooseFiles(page, page.getByRole('button', { name: 'Choose image' }), join(dir, 'cover.png'));
  // Files, not folders: the way a phone picks them too.
  for (const [list, file] of [
    ['course videos', 'course/lesson.webm'],
    ['quiz videos', 'quiz/quiz.webm'],
    ['live session videos', 'live/live.webm'],
  ])
    await chooseFiles(page, page.getByRole('button', { name: `Choose files for ${list}` }), join(dir, file!));
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

for (const width of [375, 1280]) {
  t.test(`at ${width} px, a session that ends mid-upload keeps the form; logged in again, the admin resumes it and the course arrives whole`, async (t) => {
    const page = await shop.newPage({ width });
    const watch = watchPage(page, [{ status: 401, path: /\/admin\/upload$/, why: 'the session ends while the video goes up' }]);
    await adminSignedIn(page, ADMIN);
    await fromAdminSidebar(page, width, 'Courses', heading(page, 'Courses Dashboard'));
    await follow(page, page.getByRole('link', { name: 'Create Course' }), heading(page, 'Create Course'));
    const title = `Resumed Course ${width}`;
    await fillCourseForm(page, title);

    // A slow connection (DevTools' upload throttling), so the session can end while the video is on its way.
    const cdp = await page.context().newCDPSession(page);
    const throttle = (bytesPerSecond: number) =>
      cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
    await throttle(1024 * 1024);
    await page.getByRole('button', { name: 'Create Course' }).click();
    const overlay = page.getByRole('alertdialog', { name: 'Uploading in Progress' });
    await overlay.waitFor();
    // Half the video on its way: the BFF has passed the first chunks on to the upstream.
    await page.waitForFunction(() => (document.querySelector<HTMLProgressElement>('progress[aria-label="lesson.webm uploaded"]')?.value ?? 0) >= 0.5);

    // The same session logged out from another tab: the next chunk finds it ended.
    const other = await shop.newPage({ width });
    await other.context().addCookies(await page.context().cookies());
    t.equal((await other.request.post('/api/academy/admin/logout', { headers: { 'x-csrf': '1', origin: shop.url } })).status(), 200);

    const dialog = page.getByRole('alertdialog', { name: 'Session Expired' });
    await dialog.getByText('Your session has expired. Please log in again.').waitFor();
    await throttle(-1);
    await follow(page, dialog.getByRole('button', { name: 'Login' }), {
      at: (url) => url.pathname === '/admin/login' && url.searchParams.get('next') === '/admin/create-course',
      shows: heading(page, 'Admin Login'),
    });
    await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await follow(page, page.getByRole('button', { name: 'Login' }), secondFactorScreen(page, /^\/admin\/login\/verify\?next=%2Fadmin%2Fcreate-course$/));
    await page.getByLabel('Code', { exact: true }).fill(await authenticatorCode(page, ADMIN_TOTP_SECRET));
    await follow(page, page.getByRole('button', { name: 'Verify' }), { at: '/admin/create-course', shows: heading(page, 'Create Course') });

    // The form as it was left, and how far the upload got.
    t.equal(await page.getByLabel('Title', { exact: true }).inputValue(), title);
    t.equal(await page.getByLabel('Description', { exact: true }).inputValue(), 'Kept through a lost session.');
    t.equal(await page.getByLabel('Type', { exact: true }).inputValue(), 'forex-trading');
    await page.getByRole('list', { name: 'Course videos in play order' }).getByText('lesson.webm').waitFor();
    const interrupted = page.getByRole('status').filter({ hasText: /^Upload interrupted: / });
    const [, sent] = /^Upload interrupted: ([\d.]+) of [\d.]+ MB sent\.$/.exec((await interrupted.textContent()) ?? '') ?? [];
    t.ok(Number(sent) >= 1, `${sent} MB were kept upstream`);
    await screenshot(page, `admin-upload-interrupted-${width}`);

    // Resuming sends the video from the first chunk the upstream lacks: a body smaller than the file.
    const resumed = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/admin/upload'));
    await page.getByRole('button', { name: 'Resume upload' }).click();
    t.ok(Number((await (await resumed).allHeaders())['content-length']) < lesson.length - CHUNK_SIZE, 'only the rest of the video is sent');
    await page.getByRole('alertdialog').getByText('Course created successfully!').waitFor();
    await follow(page, page.getByRole('alertdialog').getByRole('button', { name: 'OK' }), { at: '/admin/courses', shows: heading(page, 'Courses Dashboard') });

    const slug = `resumed-course-${width}`;
    const course = await (await page.request.get(`/api/academy/admin/courses/${slug}`, { headers: { 'x-csrf': '1' } })).json();
    const [video] = course.data.course_video_names as string[];
    t.equal(sha(await readFile(join(shop.dataDir, 'media', video!))), sha(lesson), 'the stored video is the file chosen, byte for byte');
    await watch.quiet();
    await screenIsSound(t, page, watch.take());
  });
}
