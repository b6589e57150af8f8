import t from 'tap';
import type { Page } from 'playwright-core';
import { watchPage } from './screen-watch.ts';
import { ADMIN, startShop } from './shop.ts';
import {
  checkoutOf,
  adminSignedIn,
  dashboardHome,
  follow,
  fromAdminSidebar,
  heading,
  person,
  screenIsSound,
  screenshot,
  signedUpCustomer,
  visit,
} from './steps.ts';

// What a customer sees when a crypto payment does not simply arrive (short, then topped up; left
// to expire), and the admin's log of what the provider said about it.
t.setTimeout(300_000);
const shop = await startShop(t);
const COURSE = { listing: 'Forex trading', title: 'Forex Foundations' };

/** From the header's Courses menu (in the opened menu on a phone) to the course, into the cart, and on to the invoice page. */
async function toInvoice(page: Page, width: number) {
  if (width < 1280) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('summary', { hasText: 'Courses' }).filter({ visible: true }).first().click();
  await follow(page, page.getByRole('link', { name: COURSE.listing, exact: true }).filter({ visible: true }).first(), heading(page, 'Forex trading courses'));
  await checkoutOf(page, COURSE.title);
  await follow(page, page.getByRole('button', { name: 'Pay with Crypto' }), { at: /\/sandbox\/invoice\//, shows: heading(page, 'Crypto invoice') });
}

/** The customer's order history, from the dashboard home's menu. */
async function orders(page: Page) {
  await visit(page, '/dashboard', dashboardHome(page));
  await follow(page, page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Orders' }), heading(page, 'Orders'));
}

/** "$12.50" as the shop writes it. */
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
let orderOfShort = '';

for (const width of [375, 1280] as const) {
  t.test(`at ${width} px, a short payment says what is missing, the rest is paid on the same invoice, and the course opens`, async (t) => {
    const page = await shop.newPage({ width });
    const watch = watchPage(page, []);
    await signedUpCustomer(page, shop.dataDir, person(`short${width}`));
    await toInvoice(page, width);
    const price = Math.round(Number((await page.getByRole('button', { name: /^Pay \$/ }).textContent())!.replace(/[^\d.]/g, '')) * 100);
    const half = Math.floor(price / 2);
    const panel = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Payment incomplete' }) });
    await follow(page, page.getByRole('button', { name: /^Send only half/ }), { at: /\/checkout\?status=success/, shows: panel });
    t.equal(await page.getByRole('heading', { name: 'Payment received' }).count(), 0, 'no thank-you for money that did not all arrive');
    t.notMatch(decodeURIComponent(page.url()), /received|thank you/i, 'nor in the address');
    t.match(await panel.textContent(), `We received ${usd(half)} of ${usd(price)}: ${usd(price - half)} is missing, so nothing has been delivered yet.`);
    orderOfShort = ((await panel.getByText(/^Order /).textContent()) ?? '').replace('Order ', '');
    await screenshot(page, `payment-short-${width}`);
    await watch.quiet();
    await screenIsSound(t, page, watch.take());

    // The same short order, as the dashboard's Orders lists it.
    await panel.getByRole('link', { name: 'Contact us' }).waitFor();
    await orders(page);
    await page.getByRole('heading', { name: 'Payment incomplete' }).waitFor();
    await screenshot(page, `orders-short-${width}`);
    await screenIsSound(t, page, watch.take());

    await follow(page, page.getByRole('link', { name: `Pay the missing ${usd(price - half)}` }), {
      at: /\/sandbox\/invoice\//,
      shows: page.getByText(`${usd(half)} of ${usd(price)} received; ${usd(price - half)} still due.`),
    });
    await follow(page, page.getByRole('button', { name: `Pay the rest ${usd(price - half)}` }), {
      at: /\/checkout\?status=success/,
      shows: page.getByRole('heading', { name: 'Payment received' }),
    });
    await follow(page, page.getByRole('link', { name: 'Start course' }), {
      at: '/dashboard/course/forex-foundations',
      shows: heading(page, 'Forex Foundations'),
    });
    await watch.quiet();
    await screenIsSound(t, page, watch.take());
  });

  t.test(`at ${width} px, an invoice left to expire charges nothing, and the order says so`, async (t) => {
    const page = await shop.newPage({ width });
    const watch = watchPage(page, []);
    await signedUpCustomer(page, shop.dataDir, person(`expire${width}`));
    await toInvoice(page, width);
    await follow(page, page.getByRole('button', { name: 'Let it expire' }), {
      at: /\/checkout\?status=failed/,
      shows: page.getByRole('heading', { name: 'Payment failed' }),
    });
    await page.getByText('Invoice expired. Nothing was charged. You can try again below.').waitFor();
    // The cart loads after the page's message: wait for it rather than count too early.
    const pay = page.getByRole('button', { name: 'Pay with Crypto' });
    await pay.waitFor();
    t.equal(await pay.count(), 1, 'the cart is kept for another try');
    await screenshot(page, `payment-expired-${width}`);
    await screenIsSound(t, page, watch.take());

    await orders(page);
    const expired = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Invoice expired' }) });
    await expired.waitFor();
    t.match(await expired.textContent(), 'The invoice expired before a payment arrived, so nothing was charged or delivered.');
    await screenshot(page, `orders-expired-${width}`);
    await watch.quiet();
    await screenIsSound(t, page, watch.take());
  });
}

t.test('the admin reads the notice log, filters it, finds an order, and runs reconciliation', async (t) => {
  for (const width of [1280, 375] as const) {
    const page = await shop.newPage({ width });
    const watch = watchPage(page, []);
    await adminSignedIn(page, ADMIN);
    await fromAdminSidebar(page, width, 'Payments', heading(page, 'Payments'));
    await page.getByRole('table', { name: 'Payment notices' }).waitFor();

    await follow(page, () => page.getByLabel('What it did').selectOption('attention'), { at: /outcome=attention/ });
    await page.getByRole('row').filter({ hasText: 'pending → partially_paid' }).first().waitFor();
    t.equal(await page.getByRole('row').filter({ hasText: 'pending → partially_paid' }).count(), 2, 'both short payments are flagged');
    await page.getByLabel('Order or payment id').fill(orderOfShort);
    await follow(page, page.getByRole('button', { name: 'Find' }), { at: /search=/ });
    await page.getByTestId('notices-count').getByText('1 entry').waitFor();
    await page.getByLabel('What it did').selectOption('');
    await page.getByTestId('notices-count').getByText('2 entries').waitFor();
    await page.getByLabel('Order or payment id').fill('');
    await page.getByRole('button', { name: 'Find' }).click();
    const log = await page.getByRole('table', { name: 'Payment notices' }).textContent();
    t.match(log, /partially_paid → paid/, 'the top-up credited it');
    t.match(log, /pending → partially_paid/);

    await page.getByRole('button', { name: 'Run now' }).click();
    await page
      .getByText(/^Reconciliation ran: \d+ orders? checked/)
      .first()
      .waitFor();
    await page
      .getByTestId('reconciliation-last')
      .getByText(/Last run (just now|\d+ minutes? ago)/)
      .waitFor();
    await screenshot(page, `admin-payments-${width}`);
    await watch.quiet();
    await screenIsSound(t, page, watch.take());
  }
});
