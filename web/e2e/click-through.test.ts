import t from 'tap';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { crawl, type CrawlOptions } from './crawl.ts';
import { type ExpectedResponse, watchPage } from './screen-watch.ts';
import { ADMIN, startShop } from './shop.ts';
import { adminSignedIn, boughtThroughSandbox, heading, person, signedUpCustomer, visit } from './steps.ts';

// Three people click their way through every screen linked from where they start, on a phone and a
// desktop. The widths between, where layouts broke, are layout-widths.test.ts's. About 3 minutes
// alone; the suite runs files side by side, which can double it.
t.setTimeout(600_000);
// The group on sale (its invite link set), so its checkout is linked too.
const shop = await startShop(t, { TELEGRAM_INVITE_URL: 'https://t.me/+MeridianSignalsDemo' });
const WIDTHS = [1280, 375];

// Failing responses that screens reached by links may send on purpose, each with its reason.
const EXPECTED: ExpectedResponse[] = [];

type Role = CrawlOptions & {
  /** Screens the crawl must reach, so that one visiting nothing fails. */
  reaches: string[];
  state?: BrowserContextOptions['storageState'];
};

/** Signs in once; each width's browser context starts from that cookie and storage. */
async function signedIn(signIn: (page: Page) => Promise<void>) {
  const page = await shop.newPage();
  await signIn(page);
  const state = await page.context().storageState();
  await page.context().close();
  return state;
}

const roles: Record<string, Role> = {
  // The top-level screens nothing links to: the admin login, and where mails and the payment provider send people.
  'a guest': {
    entries: ['/', '/admin/login', '/admin/set-up', '/reset-password', '/redirect-to-dashboard'],
    reaches: [
      '/about-us',
      '/courses',
      '/login',
      '/register',
      '/forgot-password',
      '/forex-trading/:id',
      '/crypto-robots/:id',
      '/cart',
      '/signals',
      '/FTMO',
      '/contact-us',
    ],
  },
  // A customer who has bought a course and a robot (Your Courses, Your Robots and Orders have content) and has one more in the cart (the checkout has a link).
  'a customer': {
    entries: ['/', '/dashboard/profile-information'],
    reaches: [
      '/dashboard',
      '/dashboard/courses',
      '/dashboard/robots',
      // The player's address always names its chapter (a bare one is corrected to where the learner resumes).
      '/dashboard/course/:id?chapter&list',
      '/dashboard/robot/:id',
      '/dashboard/orders',
      '/dashboard/account-details?id',
      '/dashboard/edit-details?id',
      '/dashboard/change-password',
      '/checkout',
      '/checkout?telegram-payment',
    ],
    state: await signedIn(async (page) => {
      await signedUpCustomer(page, shop.dataDir, person('crawler'));
      await boughtThroughSandbox(page, shop.url, { courses: ['forex-foundations'], robots: ['forex-trend-rider-ea'] });
      await visit(page, '/stock-trading/stock-foundations', heading(page, 'Stock Foundations'));
      await page.getByRole('button', { name: 'Add to cart: Stock Foundations' }).click();
      await page.getByText('Item added to cart').waitFor();
    }),
  },
  'an admin': {
    entries: ['/admin'],
    reaches: [
      '/admin/robots',
      '/admin/courses',
      '/admin/create-robot',
      '/admin/create-course',
      '/admin/update/robot/:id',
      '/admin/update/course/:id',
      '/admin/orders',
      '/admin/learning',
      '/admin/learning/:id',
      '/admin/users/:id/learning',
      '/admin/revenue',
      '/admin/telegram-price',
      '/admin/create-admin',
      '/admin/profile',
      '/admin/edit-profile',
    ],
    state: await signedIn((page) => adminSignedIn(page, ADMIN)),
  },
};

async function crawlAt(role: Role, width: number) {
  const context = await shop.browser.newContext({ viewport: { width, height: 800 }, baseURL: shop.url, storageState: role.state });
  const page = await context.newPage();
  try {
    return await crawl(page, watchPage(page, EXPECTED), role);
  } finally {
    await context.close();
  }
}

for (const [name, role] of Object.entries(roles)) {
  t.test(`${name} clicks through every linked screen at ${WIDTHS.join(', ')} px without an error, a failed request or sideways scroll`, async (t) => {
    const reports = await Promise.all(WIDTHS.map((width) => crawlAt(role, width)));
    for (const [i, report] of reports.entries()) {
      const at = `${name.replace(/^an? /, '')} at ${WIDTHS[i]} px`;
      t.comment(`${at} visited ${report.visited.length} screens: ${report.visited.join(' ')}`);
      t.same(report.problems, [], `${at}: no problems`);
      t.same(
        role.reaches.filter((s) => !report.visited.includes(s)),
        [],
        `${at} reaches ${role.reaches.length} known screens`,
      );
    }
  });
}
