import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { strToU8, zipSync } from 'fflate';
import { watchPage } from './screen-watch.ts';
import { ADMIN, startShop } from './shop.ts';
import { adminSignedIn, fillRobotForm, follow, fromAdminSidebar, heading, screenIsSound } from './steps.ts';

const shop = await startShop(t);
const dir = await mkdtemp(join(tmpdir(), 'upload-session-'));
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
await writeFile(join(dir, 'cover.png'), png);
await writeFile(join(dir, 'bot.zip'), zipSync({ 'README.txt': strToU8('Bot') }));

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
