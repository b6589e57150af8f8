import t from 'tap';
import { TEXT } from '@academy/shared/constants';
import { watchPage } from './screen-watch.ts';
import { ADMIN, startShop } from './shop.ts';
import { adminDashboard, adminSignedIn, follow, fromAdminSidebar, heading, screenIsSound, screenshot, visit } from './steps.ts';

// The admin's shell holds wherever the admin is: the sidebar marks the section of a create or update
// page, and an address that leads nowhere (an old bookmark) says so inside the shell, with a way back
// to the admin's own dashboard rather than the storefront.
const shop = await startShop(t);

for (const width of [375, 1280]) {
  t.test(`at ${width} px, the sidebar marks the section of its create and update pages, and an unknown admin address keeps the shell`, async (t) => {
    const page = await shop.newPage({ width });
    const watch = watchPage(page, []);
    await adminSignedIn(page, ADMIN);
    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    const current = async () => {
      if (width < 768) await page.getByRole('button', { name: 'Open sidebar' }).click();
      await sidebar.waitFor();
      const marked = await sidebar.locator('[aria-current="page"]').allTextContents();
      if (width < 768) await page.getByRole('complementary').getByRole('button', { name: 'Close sidebar' }).click();
      return marked;
    };

    await fromAdminSidebar(page, width, 'Courses', heading(page, 'Courses Dashboard'));
    await follow(page, page.getByRole('link', { name: /^Update / }).first(), { at: /^\/admin\/update\/course\//, shows: heading(page, 'Update Course') });
    t.same(await current(), ['Courses'], 'an update page keeps its section marked');
    await fromAdminSidebar(page, width, 'Robots', heading(page, 'Robots'));
    await follow(page, page.getByRole('link', { name: 'Create Robot' }), { at: '/admin/create-robot', shows: heading(page, 'Create Robot') });
    t.same(await current(), ['Robots'], 'so does a create page');
    await screenshot(page, `admin-shell-create-${width}`);

    await visit(page, '/admin/no-such-screen', heading(page, TEXT.unexpectedError));
    await page.getByText('404 Not Found').waitFor();
    t.same(await current(), [], 'nothing marked, but the sidebar is there');
    await screenshot(page, `admin-shell-not-found-${width}`);
    await follow(page, page.getByRole('link', { name: 'Go to Dashboard' }), adminDashboard(page));
    t.same(await current(), ['Dashboard']);
    await screenIsSound(t, page, watch.take());
  });
}
