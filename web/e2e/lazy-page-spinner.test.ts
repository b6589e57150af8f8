import t from 'tap';
import type { Page } from 'playwright-core';
import { watchPage } from './screen-watch.ts';
import { startShop } from './shop.ts';
import { arrived, heading, screenIsSound, visit } from './steps.ts';

const shop = await startShop(t);

/** Holds the requests for one lazy page's script chunk until `release` is called. */
async function holdChunk(page: Page, name: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Follows a header link as a person does: on a phone the menu opens first. */
async function followHeaderLink(page: Page, width: number, name: string) {
  if (width < 1280) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
}

for (const width of [375, 1280]) {
  t.test(`at ${width} px every lazy navigation shows the spinner until its page has loaded`, async (t) => {
    const page = await shop.newPage({ width });
    const watch = watchPage(page, []);
    // The server's page is there first; what is tested here is the SPA's own navigation, from the hydrated page.
    await visit(page, '/', page.getByRole('heading', { name: 'ready to take your trading skills to the next level?' }));
    const spinner = page.getByRole('status').filter({ hasText: 'Loading page' });

    // The first navigation after the page load, then a second one: the spinner (docs/requirements.md#standalone-screens) shows for each.
    for (const [link, chunk, title] of [
      ['About', 'about-us', 'Who We Are'],
      ['Contact', 'contact-us', 'Contact us'],
    ] as const) {
      const release = await holdChunk(page, chunk);
      // Clicked, not followed: the screen in between, the spinner, is what is checked.
      await followHeaderLink(page, width, link);
      await spinner.waitFor();
      t.pass(`${link}: the spinner shows while the chunk is held`);
      release();
      await arrived(page, heading(page, title));
      await spinner.waitFor({ state: 'detached' });
      t.pass(`${link}: the page replaces the spinner once its chunk arrives`);
    }
    await watch.quiet();
    await screenIsSound(t, page, watch.take());
  });
}
