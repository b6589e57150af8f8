import t from 'tap';
import { formatPrice, formatUsd } from '@academy/shared/money';
import { watchPage } from './screen-watch.ts';
import { ADMIN, startShop } from './shop.ts';
import {
  checkoutOf,
  adminDashboard,
  adminSignedIn,
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

// Coupons end to end: the admin makes one on the Coupons screen, a customer applies it at checkout,
// sees what it takes off, pays the smaller invoice, and finds the discount on the order.
t.setTimeout(300_000);
const shop = await startShop(t);
const COURSE = { slug: 'forex-foundations', title: 'Forex Foundations', usd: 49 };
/** The admin's exchange rate (the default): the NGN shown beside the USD paid. */
const NGN_PER_USD = 1550;
const ngn = (usd: number) => formatPrice({ usd, ngn: Math.round(usd * NGN_PER_USD) }, 'NGN');

for (const width of [375, 1280] as const) {
  t.test(`at ${width} px, the admin creates a coupon and a customer pays less with it`, async (t) => {
    const code = `SPRING${width}`;
    const expiresOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const shownExpiry = new Date(`${expiresOn}T12:00:00`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

    // The admin: Coupons in the sidebar, the form typed and clicked through.
    const admin = await shop.newPage({ width });
    const adminWatch = watchPage(admin, [{ status: 422, path: /\/admin\/coupons\/create$/, why: 'a code too short is refused' }]);
    await adminSignedIn(admin, ADMIN);
    await fromAdminSidebar(admin, width, 'Coupons', { at: '/admin/coupons', shows: heading(admin, 'Coupons') });
    const form = admin.getByRole('form', { name: 'Create coupon' });
    await form.getByLabel('Code', { exact: true }).fill('ab');
    await form.getByRole('button', { name: 'Create coupon' }).click();
    await form.getByText('Code must be 3 to 32 letters, digits, dashes or underscores').waitFor();
    await form.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await form.getByRole('radio', { name: 'Percent' }).check();
    await form.getByLabel('Percent off', { exact: true }).fill('20');
    await form.getByLabel('Expires on').fill(expiresOn);
    await form.getByLabel('Total uses').fill('5');
    await form.getByLabel('Uses per customer').fill('1');
    await form.getByRole('checkbox', { name: 'forex-trading', exact: true }).check();
    await form.getByRole('searchbox', { name: 'Find a course or robot' }).fill('gold & oil trend');
    await form.getByRole('checkbox', { name: 'Gold & Oil Trend Rider EA (robot)' }).check();
    await form.getByText('1 category and 1 item chosen').waitFor();
    await screenshot(admin, `admin-coupon-form-${width}`);
    await form.getByRole('button', { name: 'Create coupon' }).click();
    await admin.getByText(`Coupon ${code} created`).waitFor();
    const row = admin.getByRole('row').filter({ hasText: code });
    await row.waitFor();
    t.match(await row.textContent(), new RegExp(`${code}20% offforex-trading, Gold & Oil Trend Rider EA0 / 51${shownExpiry}Active`), 'the new row, as typed');
    t.equal(await form.getByLabel('Code', { exact: true }).inputValue(), '', 'the form is ready for another');
    await screenshot(admin, `admin-coupons-${width}`);
    t.same(await seriousViolations(admin), [], 'the coupons screen passes axe');
    await screenIsSound(t, admin, adminWatch.take());

    // The customer: a forex course in the cart, the code at checkout.
    const page = await shop.newPage({ width });
    const watch = watchPage(page, [{ status: 422, path: /\/cart\/coupon$/, why: 'an unknown code is refused' }]);
    await signedUpCustomer(page, shop.dataDir, person(`coupon${width}`));
    await visit(page, '/forex-trading', heading(page, 'Forex trading courses'));
    await checkoutOf(page, COURSE.title);
    await page.getByText(`You pay ${formatUsd(COURSE.usd)} in crypto`).waitFor();

    const coupon = page.getByRole('form', { name: 'Coupon' });
    await coupon.getByLabel('Have a coupon?').fill('nope');
    await coupon.getByRole('button', { name: 'Apply' }).click();
    await coupon.getByRole('alert').getByText('NOPE is not a valid coupon code').waitFor();
    await screenshot(page, `checkout-coupon-refused-${width}`);
    await coupon.getByLabel('Have a coupon?').fill(` ${code.toLowerCase()} `);
    await coupon.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(`${code}: 20% off`).waitFor();
    const discount = 9.8;
    const total = COURSE.usd - discount;
    await page.getByText(`You pay ${formatUsd(total)} in crypto`).waitFor();
    t.equal(await page.getByTestId('coupon-discount').textContent(), `−${ngn(discount)}`, 'the discount line');
    t.match(await page.getByRole('row').filter({ hasText: COURSE.title }).textContent(), `−${ngn(discount)} coupon`, "the item's share");
    await screenshot(page, `checkout-coupon-${width}`);
    t.same(await seriousViolations(page), [], 'checkout with a coupon passes axe');

    // Removed, the full price is back; applied again, the discount.
    await page.getByRole('button', { name: `Remove coupon ${code}` }).click();
    await page.getByText(`You pay ${formatUsd(COURSE.usd)} in crypto`).waitFor();
    t.equal(await page.getByTestId('coupon-discount').count(), 0, 'no discount line');
    await coupon.getByLabel('Have a coupon?').fill(code);
    await coupon.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(`You pay ${formatUsd(total)} in crypto`).waitFor();

    // The invoice asks for the discounted total; paid, the order shows the discount.
    await follow(page, page.getByRole('button', { name: 'Pay with Crypto' }), { at: /\/sandbox\/invoice\//, shows: heading(page, 'Crypto invoice') });
    await follow(page, page.getByRole('button', { name: `Pay ${formatUsd(total)}` }), {
      at: /\/checkout\?status=success/,
      shows: page.getByRole('link', { name: 'Start course' }),
    });
    // On a phone Dashboard is in the opened menu.
    if (width < 640) await page.getByRole('button', { name: 'Open menu' }).click();
    await follow(page, page.getByRole('link', { name: 'Dashboard', exact: true }), dashboardHome(page));
    // As a person reads the page before the next click: the dashboard's own requests finish first.
    await watch.quiet();
    await follow(page, page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Orders' }), heading(page, 'Orders'));
    const order = page.getByRole('list', { name: 'Your orders' }).locator(':scope > li').filter({ hasText: COURSE.title });
    await order.getByText('Paid', { exact: true }).waitFor();
    t.match(await order.textContent(), `${formatUsd(total)}Coupon −${formatUsd(discount)}`, 'the order shows what was paid and the discount');
    await screenshot(page, `orders-coupon-${width}`);
    await watch.quiet();
    await screenIsSound(t, page, watch.take());

    // Back on the admin's screen: one use, and the code switched off.
    // Seen before leaving, or React may skip it and keep the coupons screen with its old read.
    await fromAdminSidebar(admin, width, 'Dashboard', adminDashboard(admin));
    await fromAdminSidebar(admin, width, 'Coupons', heading(admin, 'Coupons'));
    await row.getByText('1 / 5').waitFor();
    await row.getByRole('button', { name: `Deactivate ${code}` }).click();
    await admin.getByText(`Coupon ${code} deactivated`).waitFor();
    await row.getByText('Inactive', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Activate ${code}` }).waitFor();
    await screenshot(admin, `admin-coupons-used-${width}`);
    await adminWatch.quiet();
    await screenIsSound(t, admin, adminWatch.take());
  });
}
