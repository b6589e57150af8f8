import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import type { Page } from 'playwright-core';
import type { EditableItem } from '@academy/shared/admin-catalogue';
import { courseClip } from '../../upstream/src/seed/demo-catalogue.ts';
import { ADMIN, startShop } from './shop.ts';
import { adminSignedIn, arrived, follow, fromAdminSidebar, heading, pageProblems, screenIsSound, screenshot, seriousViolations } from './steps.ts';

const shop = await startShop(t);
const dir = await mkdtemp(join(tmpdir(), 'admin-update-'));
// A 1x1 PNG: the new cover.
const cover = join(dir, 'cover.png');
await writeFile(cover, Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));

type Kind = 'robot' | 'course';
const headers = { 'x-csrf': '1' };
/** The item as its update form reads it, through the BFF with the page's admin session. */
const stored = async (page: Page, kind: Kind, slug: string) =>
  (await (await page.request.get(`/api/academy/admin/${kind}s/${slug}`, { headers })).json()).data as EditableItem & Record<string, unknown>;
const table = (kind: Kind) => (kind === 'robot' ? { link: 'Robots', heading: 'Robots' } : { link: 'Courses', heading: 'Courses Dashboard' });

/** From the sidebar, the table. */
const toTable = (page: Page, width: number, kind: Kind) => fromAdminSidebar(page, width, table(kind).link, heading(page, table(kind).heading));

/** From the table, the item's Update button: its update form. */
async function openUpdate(page: Page, kind: Kind, item: { slug: string; title: string }) {
  await follow(page, page.getByRole('link', { name: `Update ${item.title}` }), {
    at: `/admin/update/${kind}/${item.slug}`,
    shows: heading(page, kind === 'robot' ? 'Update Robot' : 'Update Course'),
  });
}

/** Update, then the success toast and the table it goes back to (only a save that went through goes there). */
async function save(page: Page, kind: Kind) {
  await follow(page, page.getByRole('button', { name: 'Update', exact: true }), {
    at: `/admin/${kind}s`,
    // The save before's toast may still show.
    shows: page.getByText(kind === 'robot' ? 'robot updated successfully' : 'Course updated successfully').first(),
  });
  await arrived(page, heading(page, table(kind).heading));
}

t.test('two admins on one course: the second save from a page read before the first is refused, and offers the course as it is now', async (t) => {
  const course = { slug: 'forex-foundations', title: 'Forex Foundations' };
  const [one, two] = [await shop.newPage(), await shop.newPage()];
  for (const page of [one, two]) {
    await adminSignedIn(page, ADMIN);
    await toTable(page, 1280, 'course');
    await openUpdate(page, 'course', course);
  }
  // The first removes the second lesson and saves.
  await one.getByRole('button', { name: 'Remove lesson-2.webm' }).click();
  await save(one, 'course');

  // The second, on the page read before, fixes the title.
  const title = two.getByLabel('Title', { exact: true });
  await title.fill('Forex Foundations Revised');
  await two.getByRole('button', { name: 'Update', exact: true }).click();
  const notice = two.getByRole('alert').filter({ hasText: 'changed by someone else' });
  await notice
    .getByText('This course was changed by someone else after you opened it. Reload it to see their changes, then make yours again.', { exact: true })
    .waitFor();
  t.equal(await title.inputValue(), 'Forex Foundations Revised', 'what they typed is still there');
  t.equal(await two.getByText('Course updated successfully').count(), 0, 'no success is claimed');
  await screenshot(two, 'admin-update-changed-meanwhile');
  t.same(await seriousViolations(two), [], 'the notice passes axe');
  const now = await stored(two, 'course', course.slug);
  t.equal(now.title, course.title, 'the refused save wrote nothing');
  t.same(now.course_video_names, [courseClip(course.slug, 'lesson-1.webm'), courseClip(course.slug, 'lesson-3.webm')], 'the removed lesson did not come back');

  // Reloaded, the form shows the course as the first left it, and the title saves.
  await notice.getByRole('button', { name: 'Reload course' }).click();
  await notice.waitFor({ state: 'detached' });
  t.equal(await title.inputValue(), course.title, 'the title as stored');
  const lessons = two.getByRole('list', { name: 'Course videos in play order' });
  t.same(await lessons.getByText(/^lesson-\d\.webm$/).allTextContents(), ['lesson-1.webm', 'lesson-3.webm'], 'the lessons as stored');
  await title.fill('Forex Foundations Revised');
  await save(two, 'course');
  t.match(await stored(two, 'course', course.slug), {
    title: 'Forex Foundations Revised',
    course_video_names: now.course_video_names,
    revision: now.revision + 1,
  });
  await Promise.all([one.context().close(), two.context().close()]);
});

for (const [width, kind, item, word, newType] of [
  [375, 'robot', { slug: 'gold-and-oil-grid-master-ea', title: 'Gold & Oil Grid Master EA' }, ['tested preset', 'proven preset'], 'crypto-robot'],
  [1280, 'course', { slug: 'crypto-foundations', title: 'Crypto Foundations' }, ['A practical', 'A hands-on'], 'stock-trading'],
] as const) {
  t.test(`${width} px: a ${kind}'s update form starts at what is stored; one word fixed changes only it; the type and the cover change`, async (t) => {
    const page = await shop.newPage({ width });
    const problems = pageProblems(page);
    await adminSignedIn(page, ADMIN);
    const before = await stored(page, kind, item.slug);
    await toTable(page, width, kind);
    await openUpdate(page, kind, item);

    t.equal(await page.getByLabel('Title', { exact: true }).inputValue(), before.title);
    t.equal(await page.getByLabel('Price (USD)', { exact: true }).inputValue(), String(before.usd));
    t.equal(await page.getByLabel('Description', { exact: true }).inputValue(), before.description);
    t.equal(await page.getByLabel('Category', { exact: true }).inputValue(), `${kind}s`);
    t.equal(await page.getByLabel('Type', { exact: true }).inputValue(), before.type);
    await page.getByText(`Current: ${before.image_name}`).waitFor();
    if (kind === 'robot') t.equal(await page.getByLabel('Activations per licence').inputValue(), String(before.activation_limit));
    else {
      const lessons = page.getByRole('list', { name: 'Course videos in play order' });
      t.same(
        await lessons.getByText(/^lesson-\d\.webm$/).allTextContents(),
        ['lesson-1.webm', 'lesson-2.webm', 'lesson-3.webm'],
        'uploads show by their own names',
      );
      t.equal(await page.getByText(courseClip(item.slug, 'lesson-1.webm')).count(), 0, "storage's prefix is not shown");
    }
    await screenshot(page, `admin-update-${kind}-${width}`);
    t.same(await seriousViolations(page), [], 'the update form passes axe');
    await screenIsSound(t, page, problems);

    const description = page.getByLabel('Description', { exact: true });
    await description.fill((await description.inputValue()).replace(word[0], word[1]));
    await save(page, kind);
    const fixed = await stored(page, kind, item.slug);
    t.ok(fixed.description.includes(word[1]), 'the word is fixed');
    t.same(fixed, { ...before, description: before.description.replace(word[0], word[1]), revision: before.revision + 1 }, 'and nothing else changed');

    await openUpdate(page, kind, item);
    await page.getByLabel('Type', { exact: true }).selectOption(newType);
    await page.locator('input[aria-label="Image"]').setInputFiles(cover);
    await save(page, kind);
    const changed = await stored(page, kind, item.slug);
    t.match(changed, { type: newType, image_name: /^[0-9a-f]{8}-cover\.png$/, description: fixed.description, title: before.title, usd: before.usd });
    const shown = (await (await page.request.get(`/api/academy/single${kind === 'robot' ? 'Robot' : 'Course'}?slug=${item.slug}`, { headers })).json()).data;
    t.match(shown, { category: newType, image: `/api/academy/files/${changed.image_name}` }, 'the shop shows the new type and cover');

    await openUpdate(page, kind, item);
    t.equal(await page.getByLabel('Type', { exact: true }).inputValue(), newType);
    await page.getByText('Current: cover.png', { exact: true }).waitFor();
    await screenshot(page, `admin-update-${kind}-${width}-changed`);
    await screenIsSound(t, page, problems);
    await page.context().close();
  });
}
