import { randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { CHUNK_SIZE } from '@academy/shared/constants';
import { watchPage } from './screen-watch.ts';
import { ADMIN, startShop } from './shop.ts';
import { adminSignedIn, chooseFiles, follow, fromAdminSidebar, heading, screenIsSound, screenshot } from './steps.ts';

const shop = await startShop(t);
const dir = await mkdtemp(join(tmpdir(), 'upload-pickers-'));
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
await writeFile(join(dir, 'cover.png'), png);
await writeFile(join(dir, 'notes.txt'), 'not a picture');
await writeFile(join(dir, 'lesson 1.webm'), randomBytes(4 * CHUNK_SIZE));
await writeFile(join(dir, 'lesson 2.webm'), randomBytes(3000));

for (const width of [375, 1280]) {
  t.test(
    `at ${width} px, the upload pickers: a refused file is named with what the picker takes, videos are chosen as files, and the overlay shows percent, size and time left`,
    async (t) => {
      const page = await shop.newPage({ width });
      const watch = watchPage(page, []);
      await adminSignedIn(page, ADMIN);
      await fromAdminSidebar(page, width, 'Courses', heading(page, 'Courses Dashboard'));
      await follow(page, page.getByRole('link', { name: 'Create Course' }), heading(page, 'Create Course'));

      // A file of the wrong type is not dropped silently: the picker says which, and what it takes.
      await chooseFiles(page, page.getByRole('button', { name: 'Choose image' }), join(dir, 'notes.txt'));
      await page.getByRole('alert').getByText('notes.txt was not added: this picker takes images only.').waitFor();
      await chooseFiles(page, page.getByRole('button', { name: 'Choose files for quiz videos' }), join(dir, 'cover.png'));
      await page.getByRole('alert').getByText('cover.png was not added: this picker takes videos or audio only.').waitFor();
      await screenshot(page, `admin-picker-refused-${width}`);
      await chooseFiles(page, page.getByRole('button', { name: 'Choose image' }), join(dir, 'cover.png'));
      t.equal(await page.getByText('notes.txt was not added', { exact: false }).count(), 0, 'a good pick clears the refusal');

      // Single files for every video list (a phone has no folder dialog), several at once.
      const lessons = [join(dir, 'lesson 1.webm'), join(dir, 'lesson 2.webm')];
      await chooseFiles(page, page.getByRole('button', { name: 'Choose files for course videos' }), lessons);
      await chooseFiles(page, page.getByRole('button', { name: 'Choose files for quiz videos' }), join(dir, 'lesson 2.webm'));
      await chooseFiles(page, page.getByRole('button', { name: 'Choose files for live session videos' }), join(dir, 'lesson 2.webm'));
      const course = page.getByRole('list', { name: 'Course videos in play order' });
      await course.getByText('lesson 1.webm').waitFor();
      // A small file reads in kilobytes, never "0.0 MB".
      await course.getByText('New upload, 2.9 kB').waitFor();
      t.equal(
        await page
          .getByRole('button', { name: /^Choose a folder/ })
          .first()
          .isVisible(),
        width >= 640,
        'a folder pick only where a desktop offers one',
      );

      await page.getByLabel('Title', { exact: true }).fill(`Picked Course ${width}`);
      await page.getByLabel('Price (USD)', { exact: true }).fill('19');
      await page.getByLabel('Description', { exact: true }).fill('Picked file by file.');
      await page.getByLabel('Category', { exact: true }).selectOption('courses');
      await page.getByLabel('Type', { exact: true }).selectOption('stock-trading');

      // A slow connection (DevTools' upload throttling), so the overlay can be read while the lesson goes up.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
      await page.getByRole('button', { name: 'Create Course' }).click();
      const overlay = page.getByRole('alertdialog', { name: 'Uploading in Progress' });
      await overlay.getByText(/^About \d+ seconds? left$/).waitFor();
      await overlay.getByText(/^[1-9]\d?%$/).waitFor();
      await overlay.getByText(/^\d+(\.\d)? of 4 MB$/).waitFor();
      await screenshot(page, `admin-upload-overlay-${width}`, { fullPage: false });
      t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'the overlay fits the screen');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await page.getByRole('alertdialog').getByText('Course created successfully!').waitFor();
      await follow(page, page.getByRole('alertdialog').getByRole('button', { name: 'OK' }), {
        at: '/admin/courses',
        shows: heading(page, 'Courses Dashboard'),
      });
      await watch.quiet();
      await screenIsSound(t, page, watch.take());
    },
  );
}
