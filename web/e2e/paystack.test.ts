import t from 'tap';
import type { Page } from 'playwright-core';
import { lastMailTo } from '../../upstream/test/outbox.ts';
import { COURSE, toPaystack } from './paystack-steps.ts';
import { watchPage } from './screen-watch.ts';
import { ADMIN, startShop } from './shop.ts';
import {
  adminSignedIn,
  checkoutOf,
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

// Paying in naira through the sandbox's Paystack page (no Paystack key: `npm start`'s shape).
const shop = await startShop(t);

/** The admin's Orders screen, searched for a customer's orders: their row. */
async function findOrder(admin: Page, width: number, email: string) {
  await fromAdminSidebar(admin, width, 'Orders', heading(admin, 'Orders'));
  await admin.getByLabel('Customer email').fill(email);
  await follow(admin, admin.getByRole('button', { name: 'Find' }), { at: /[?&]email=/ });
  await admin
    .getByTestId('orders-count')
    .filter({ hasText: /^1 order$/ })
    .waitFor();
  return admin.getByRole('row').filter({ hasText: email });
}

for (const width of [375, 1280]) {
  t.test(`at ${width} px a Nigerian customer pays by card in naira, comes back and starts the course`, async (t) => {
    const page = await shop.newPage({ width });
    const watch = watchPage(page, []);
    await signedUpCustomer(page, shop.dataDir, person(`naira-${width}`));
    await visit(page, '/forex-trading', heading(page, 'Forex trading courses'));
    await checkoutOf(page, COURSE);
    const naira = await toPaystack(t, page, width);
    await screenshot(page, `paystack-page-${width}`);
    t.match(naira, /^₦[\d,]+$/);
    await follow(page, page.getByRole('button', { name: `Pay ${naira} by card` }), {
      at: /^\/checkout\?status=success/,
      shows: page.getByRole('link', { name: 'Start course' }),
    });
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor();
    await screenshot(page, `paystack-paid-${width}`);
    await follow(page, page.getByRole('link', { name: 'Start course' }), heading(page, COURSE));
    await watch.quiet();
    await screenIsSound(t, page, watch.take());

    // The admin's Revenue screen keeps dollars, with the naira this customer paid under them.
    const admin = await shop.newPage({ width });
    const adminWatch = watchPage(admin, []);
    await adminSignedIn(admin, ADMIN);
    await fromAdminSidebar(admin, width, 'Revenue', heading(admin, 'Revenue'));
    const row = admin
      .getByRole('table', { name: 'Revenue records' })
      .getByRole('row')
      .filter({ hasText: `ada.naira-${width}@example.com` });
    await row.getByText(`${naira} paid`).waitFor();
    t.match(await row.textContent(), /NGN.*paystack/i, 'its currency and provider');
    await screenshot(admin, `paystack-revenue-${width}`);
    await adminWatch.quiet();
    await screenIsSound(t, admin, adminWatch.take());

    // A refund goes back through Paystack: the form does not ask how, and it takes effect on Paystack's word.
    const email = `ada.naira-${width}@example.com`;
    const order = await findOrder(admin, width, email);
    await order.getByRole('button', { name: /^Refund order / }).click();
    const dialog = admin.getByRole('dialog', { name: /^Refund order / });
    await dialog.getByText('The payment provider returns the money to the card or account that paid.', { exact: false }).waitFor();
    t.equal(await dialog.getByLabel('How the money went back').count(), 0, 'no way back to describe');
    await dialog.getByLabel('Reason').fill('Paid for the wrong course');
    await screenshot(admin, `paystack-refund-form-${width}`, { fullPage: false });
    t.same(await seriousViolations(admin), [], 'the refund form passes axe');
    await dialog.getByRole('button', { name: /^Refund \$/ }).click();
    await admin.getByText(/^Refund of \$[\d.,]+ sent to Paystack: it takes effect once the money is back$/).waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The sandbox's Paystack returns the money at once; the customer's mail is sent when it is settled.
    t.match((await lastMailTo(shop.dataDir, email, { subject: /refund/i })).text, 'Through Paystack, to the card or account that paid');
    await fromAdminSidebar(admin, width, 'Revenue', heading(admin, 'Revenue'));
    await row.getByText(`${naira} returned`).waitFor();
    await (await findOrder(admin, width, email)).getByText('Refunded', { exact: true }).first().waitFor();
    await screenshot(admin, `paystack-refunded-${width}`);
    await adminWatch.quiet();
    await screenIsSound(t, admin, adminWatch.take());
  });

  t.test(`at ${width} px a declined card says so, and back at the shop the cart is kept and says why`, async (t) => {
    const page = await shop.newPage({ width });
    const watch = watchPage(page, []);
    await signedUpCustomer(page, shop.dataDir, person(`declined-${width}`));
    await visit(page, '/forex-trading', heading(page, 'Forex trading courses'));
    await checkoutOf(page, COURSE);
    await toPaystack(t, page, width);
    await page.getByRole('button', { name: 'Pay with a card that is declined' }).click();
    await page.getByText('Declined: insufficient funds. Try another way to pay, or cancel.').waitFor();
    await screenshot(page, `paystack-declined-${width}`);
    await follow(page, page.getByRole('button', { name: 'Cancel payment' }), { at: /^\/checkout\?status=failed/, shows: heading(page, 'Checkout') });
    await page.getByText('Your card was declined. Nothing was charged. You can try again below.').waitFor();
    t.equal(await page.getByRole('main').getByRole('row').filter({ hasText: COURSE }).count(), 1, 'the course is still in the order');
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    t.same(await seriousViolations(page), [], 'the checkout after a decline passes axe');
    await screenshot(page, `paystack-back-declined-${width}`);
    await watch.quiet();
    await screenIsSound(t, page, watch.take());
  });
}
