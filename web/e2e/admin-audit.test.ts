import { readFile } from 'node:fs/promises';
import t from 'tap';
import { watchPage } from './screen-watch.ts';
import { ADMIN, startShop } from './shop.ts';
import {
  adminSignedIn,
  follow,
  fromAdminSidebar,
  heading,
  person,
  reload,
  rowAction,
  screenIsSound,
  screenshot,
  seriousViolations,
  signedUpCustomer,
} from './steps.ts';

// The audit log as an admin uses it (docs/decisions/085-audit-log.md): a customer banned from User
// Records is an entry of the Audit screen, opened from the sidebar and filtered by action (kept in the
// address), with who did it, from where and the change (status: active → banned); Export CSV
// downloads the same entries.
t.setTimeout(300_000);
const shop = await startShop(t);

for (const width of [375, 1280] as const) {
  t.test(`at ${width} px the admin bans a customer and finds it in Audit, with before → after, and exports it`, async (t) => {
    const p = person(`audited${width}`);
    const customer = await shop.newPage({ width });
    await signedUpCustomer(customer, shop.dataDir, p);

    const page = await shop.newPage({ width });
    const watch = watchPage(page, []);
    await adminSignedIn(page, ADMIN);
    const menu = `Actions for ${p.email}`;
    await rowAction(page, menu, 'Ban');
    await page.getByRole('alertdialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, ban them!' }).click();
    const banned = page.getByRole('alertdialog', { name: 'Banned!' });
    await banned.getByText('The user has been banned.').waitFor();
    await banned.getByRole('button', { name: 'OK' }).click();
    await banned.waitFor({ state: 'detached' });

    await fromAdminSidebar(page, width, 'Audit', heading(page, 'Audit'));
    await follow(page, () => page.getByLabel('Action', { exact: true }).selectOption({ label: 'Customer banned' }), { at: /[?&]action=user\.ban/ });
    const row = page.getByRole('row').filter({ hasText: p.email });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    t.match(text, 'Customer banned', 'what');
    t.match(text, `Customer: ${p.email}`, 'about whom');
    t.match(text, ADMIN.email, 'who');
    t.match(text, /127\.0\.0\.1 · \w+ on \w+/, 'from where: the address and the device');
    t.match(text, 'status: active → banned', 'and the change, before → after');
    t.same(
      await page
        .getByRole('row')
        .filter({ hasNotText: 'Customer banned' })
        .filter({ has: page.getByRole('cell') })
        .count(),
      0,
      'bans only',
    );
    t.same(await seriousViolations(page), [], 'the Audit screen passes axe');
    await screenshot(page, `admin-audit-${width}`);

    // The filter is the address's: a reload keeps it.
    await reload(page, heading(page, 'Audit'));
    t.equal(await page.getByLabel('Action', { exact: true }).inputValue(), 'user.ban', 'the filter stays after a reload');
    await row.waitFor();

    const link = page.getByRole('link', { name: 'Export CSV' });
    t.match(await link.getAttribute('href'), /\/admin\/audit\.csv\?action=user\.ban$/, 'the export takes the filter');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    t.match(download.suggestedFilename(), /^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trimEnd().split('\n');
    t.match(lines[0], /^"at","actor_email",/, 'a CSV with its header');
    t.ok(
      lines.slice(1).every((line) => line.includes('"user.ban"')),
      'of the filtered entries',
    );
    t.ok(
      lines.some((line) => line.includes(`"${p.email}"`) && line.includes('""status"":""banned""')),
      'this ban among them, with its change',
    );

    await watch.quiet();
    await screenIsSound(t, page, watch.take());
  });
}
