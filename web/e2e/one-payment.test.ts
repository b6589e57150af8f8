import t from 'tap';
import type { Page } from 'playwright-core';
import { formatUsd } from '@academy/shared/money';
import { watchPage } from './screen-watch.ts';
import { ADMIN, startShop } from './shop.ts';
import {
  checkoutOf,
  adminSignedIn,
  back,
  dashboardHome,
  follow,
  fromAdminSidebar,
  heading,
  person,
  screenIsSound,
  screenshot,
  seriousViolations,
  signedUpCustomer,
  visit,
} from './steps.ts';

// One cart, one payment. Back from the invoice, the checkout keeps the coupon and offers the same
// invoice again ("Resume payment"). A customer who still pays two invoices for the same course (half
// of one, then a new one in full, then the rest of the first) is told the second payment is owed
// back, and the admin gives it back from the Orders screen in one step.
t.setTimeout(300_000);
const shop = await startShop(t);
const COURSE = { title: 'Forex Foundations', usd: 49 };
const headers = { 'x-csrf': '1', origin: shop.url };
const invoice = (page: Page) => ({ at: /\/sandbox\/invoice\//, shows: heading(page, 'Crypto invoice') });

for (const width of [375, 1280] as const) {
  t.test(`at ${width} px, Back and Pay again resume one invoice with the coupon; a second payment is owed back and refunded`, async (t) => {
    const code = `BACK${width}`;
    const admin = await shop.newPage({ width });
    await adminSignedIn(admin, ADMIN);
    const made = await admin.request.post('/api/academy/admin/coupons/create', {
      headers,
      data: { code, kind: 'percent', amount: 20, max_uses_per_customer: 1 },
    });
    t.equal(made.status(), 201, 'the coupon is set up');
    const discounted = COURSE.usd * 0.8;

    const page = await shop.newPage({ width });
    const watch = watchPage(page, []);
    const p = person(`one-payment${width}`);
    await signedUpCustomer(page, shop.dataDir, p);
    await visit(page, '/forex-trading', heading(page, 'Forex trading courses'));
    await checkoutOf(page, COURSE.title);
    const coupon = page.getByRole('form', { name: 'Coupon' });
    await coupon.getByLabel('Have a coupon?').fill(code);
    await coupon.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(`You pay ${formatUsd(discounted)} in crypto`).waitFor();
    await follow(page, page.getByRole('button', { name: 'Pay with Crypto' }), invoice(page));
    const first = page.url();

    // Back: the coupon is still applied, and the same invoice is offered.
    await back(page, { at: '/checkout', shows: page.getByRole('button', { name: 'Resume payment' }) });
    await page.getByText(`Discount (${code})`).waitFor();
    await page.getByText(`You pay ${formatUsd(discounted)} in crypto`).waitFor();
    await page.getByText('You have an unpaid invoice for these items').waitFor();
    await screenshot(page, `checkout-resume-${width}`);
    t.same(await seriousViolations(page), [], 'the checkout offering the invoice again passes axe');
    await follow(page, page.getByRole('button', { name: 'Resume payment' }), invoice(page));
    t.equal(page.url(), first, 'the same invoice, not a second one');

    // Half of it arrives; then the customer checks out again and pays a new invoice in full.
    await follow(page, page.getByRole('button', { name: /^Send only half/ }), {
      at: /status=success/,
      shows: page.getByRole('heading', { name: 'Payment incomplete' }),
    });
    await follow(page, page.getByRole('link', { name: 'Cart, 1 item' }), heading(page, 'Your cart'));
    await follow(page, page.getByRole('link', { name: 'Proceed to checkout' }), {
      at: '/checkout',
      shows: page.getByRole('button', { name: 'Pay with Crypto' }),
    });
    await page.getByText(`You pay ${formatUsd(COURSE.usd)} in crypto`).waitFor();
    await follow(page, page.getByRole('button', { name: 'Pay with Crypto' }), invoice(page));
    t.not(page.url(), first, 'a new invoice: the first has money on it, so it stays open');
    await follow(page, page.getByRole('button', { name: `Pay ${formatUsd(COURSE.usd)}` }), {
      at: /status=success/,
      shows: page.getByRole('link', { name: 'Start course' }),
    });

    // The rest of the first invoice still arrives: the return page says it is owed back.
    if (width < 640) await page.getByRole('button', { name: 'Open menu' }).click();
    await follow(page, page.getByRole('link', { name: 'Dashboard', exact: true }), dashboardHome(page));
    await watch.quiet();
    await follow(page, page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Orders' }), heading(page, 'Orders'));
    const short = formatUsd(discounted / 2);
    await follow(page, page.getByRole('link', { name: `Pay the missing ${short}` }), invoice(page));
    await follow(page, page.getByRole('button', { name: `Pay the rest ${short}` }), {
      at: /status=success/,
      shows: page.getByRole('heading', { name: `Duplicate payment: refund ${formatUsd(discounted)}` }),
    });
    await screenshot(page, `payment-duplicate-${width}`);
    await visit(page, '/dashboard/orders', heading(page, 'Orders'));
    const orders = page.getByRole('list', { name: 'Your orders' }).locator(':scope > li');
    t.equal(await orders.count(), 2, 'two orders: the one paid in full and the one paid twice');
    await orders.getByRole('heading', { name: `Duplicate payment: refund ${formatUsd(discounted)}` }).waitFor();
    await screenshot(page, `orders-duplicate-${width}`);
    await screenIsSound(t, page, watch.take());

    // The admin: the order is flagged, and its refund is prepared in one step.
    const adminWatch = watchPage(admin, []);
    await fromAdminSidebar(admin, width, 'Orders', heading(admin, 'Orders'));
    await admin.getByLabel('Customer email').fill(p.email);
    await follow(admin, admin.getByRole('button', { name: 'Find' }), { at: /[?&]email=/ });
    const row = admin.getByRole('row').filter({ hasText: `Duplicate payment: refund ${formatUsd(discounted)}` });
    await row.getByText('Already owned').waitFor();
    await row.getByRole('button', { name: `Refund duplicate ${formatUsd(discounted)}` }).click();
    const dialog = admin.getByRole('dialog', { name: /^Refund order / });
    t.equal(await dialog.getByLabel('Reason').inputValue(), 'Duplicate payment', 'the reason is said');
    await dialog.getByLabel('How the money went back').fill('USDT TRC20 to TXy3Vq8u, tx 77aa01');
    await dialog.getByRole('button', { name: `Refund ${formatUsd(discounted)}` }).click();
    await admin.getByText(`Refund recorded: ${formatUsd(discounted)}`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The list is read again after the refund: its new rows show what was given back.
    await admin
      .getByRole('list', { name: /^Refunds of order / })
      .getByText('Duplicate payment')
      .waitFor();
    t.equal(await admin.getByText(`Duplicate payment: refund ${formatUsd(discounted)}`).count(), 0, 'given back, no longer owed');
    await screenIsSound(t, admin, adminWatch.take());

    // The customer keeps the course they paid for once.
    await visit(page, '/dashboard/courses', heading(page, 'Your Courses'));
    await page.getByRole('link', { name: COURSE.title }).first().waitFor();
  });
}
