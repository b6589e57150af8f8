import t from 'tap';
import type { Page } from 'playwright-core';
import { formatUsd } from '@academy/shared/money';
import { lastMailTo } from '../../upstream/test/outbox.ts';
import { watchPage } from './screen-watch.ts';
import { ADMIN, startShop } from './shop.ts';
import {
  adminSignedIn,
  boughtThroughSandbox,
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

// The admin's Orders screen: a customer's paid order found by their email, one of its two items
// refunded with a reason and how the money went back; the customer loses that item at once, their
// order history says so, and revenue shows the refund as its own entry, the total net.
t.setTimeout(300_000);
const shop = await startShop(t);
// Each width's customer buys a course and a robot of their own.
const BOUGHT = {
  375: { course: { slug: 'forex-foundations', title: 'Forex Foundations' }, robot: { slug: 'crypto-grid-master-ea', title: 'Crypto Grid Master EA' } },
  1280: { course: { slug: 'stock-foundations', title: 'Stock Foundations' }, robot: { slug: 'forex-trend-rider-ea', title: 'Forex Trend Rider EA' } },
} as const;
const headers = { 'x-csrf': '1' };
const REASON = 'Course bought twice by mistake';
const METHOD = 'USDT TRC20 to TXy3Vq8uKb7dWz, tx 9f2c41aa';
// What the shop keeps once each width's course is refunded: the robots.
let netCents = 0;

const usdOf = async (page: Page, query: string) => (await (await page.request.get(`/api/academy/${query}`, { headers })).json()).data.usd as number;

for (const width of [375, 1280] as const) {
  t.test(`at ${width} px, the admin refunds one item of a paid order; the customer loses it and revenue shows it, net`, async (t) => {
    const { course, robot } = BOUGHT[width];
    const p = person(`refund${width}`);
    const customer = await shop.newPage({ width });
    await signedUpCustomer(customer, shop.dataDir, p);
    await boughtThroughSandbox(customer, shop.url, { courses: [course.slug], robots: [robot.slug] });
    const coursePrice = await usdOf(customer, `singleCourse?slug=${course.slug}`);
    const robotPrice = await usdOf(customer, `singleRobot?slug=${robot.slug}`);
    netCents += Math.round(robotPrice * 100);

    const page = await shop.newPage({ width });
    const watch = watchPage(page, []);
    await adminSignedIn(page, ADMIN);
    await fromAdminSidebar(page, width, 'Orders', heading(page, 'Orders'));
    await page.getByLabel('Customer email').fill(p.email);
    await follow(page, page.getByRole('button', { name: 'Find' }), { at: /[?&]email=/ });
    await page
      .getByTestId('orders-count')
      .filter({ hasText: /^1 order$/ })
      .waitFor();
    const row = page.getByRole('row').filter({ hasText: p.email });
    await row.getByText('Paid', { exact: true }).waitFor();
    t.match(await row.textContent(), formatUsd(coursePrice + robotPrice), 'the row shows the amount');
    t.equal(await row.getByText(/^(Underpaid|Overpaid) by/).count(), 0, 'paid exactly: neither underpaid nor overpaid');
    t.same(await seriousViolations(page), [], 'the orders screen passes axe');
    await screenshot(page, `admin-orders-${width}`);

    // The form: every item ticked to begin with, a reason and the way back both required.
    await row.getByRole('button', { name: /^Refund order / }).click();
    const dialog = page.getByRole('dialog', { name: /^Refund order / });
    const courseBox = dialog.getByRole('checkbox', { name: new RegExp(course.title) });
    const robotBox = dialog.getByRole('checkbox', { name: new RegExp(robot.title) });
    t.ok((await courseBox.isChecked()) && (await robotBox.isChecked()), 'both items are ticked');
    await dialog.getByRole('button', { name: `Refund ${formatUsd(coursePrice + robotPrice)}` }).waitFor();
    await robotBox.uncheck();
    const send = dialog.getByRole('button', { name: `Refund ${formatUsd(coursePrice)}` });
    await send.click();
    await dialog.getByText('A reason is required').waitFor();
    await dialog.getByText('Say how the money went back').waitFor();
    await dialog.getByLabel('Reason').fill(REASON);
    await dialog.getByLabel('How the money went back').fill(METHOD);
    await screenshot(page, `admin-refund-form-${width}`, { fullPage: false });
    t.same(await seriousViolations(page), [], 'the refund form passes axe');
    await send.click();
    await page.getByText(`Refund recorded: ${formatUsd(coursePrice)}`).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The row now shows the refund; the robot is still the customer's, so the order stays paid.
    const refunds = row.getByRole('list', { name: /^Refunds of order / });
    await refunds.getByText(REASON).waitFor();
    t.match(await refunds.textContent(), `−${formatUsd(coursePrice)}`);
    t.match(await refunds.textContent(), `Paid back: ${METHOD} · by ${ADMIN.email}`);
    await row.getByText('Paid', { exact: true }).waitFor();
    t.match(await row.textContent(), `Refunded ${formatUsd(coursePrice)}`);
    await screenshot(page, `admin-orders-refunded-${width}`);
    await screenIsSound(t, page, watch.take());
    t.match((await lastMailTo(shop.dataDir, p.email, { subject: /refund/ })).text, `Reason: ${REASON}`, 'the customer is mailed');

    // The customer: the course is gone from their dashboard, the robot is not; their orders say what was refunded.
    await visit(customer, '/dashboard', dashboardHome(customer));
    await follow(customer, customer.getByRole('link', { name: 'Your Courses' }).first(), heading(customer, 'Your Courses'));
    await customer.getByText("You don't have any courses yet!").waitFor();
    await follow(customer, customer.getByRole('link', { name: 'Your Robots' }).first(), heading(customer, 'Your Robots'));
    await customer.getByRole('link', { name: robot.title }).waitFor();
    await follow(customer, customer.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Orders' }), heading(customer, 'Orders'));
    const order = customer.getByRole('list', { name: 'Your orders' }).locator(':scope > li').filter({ hasText: course.title });
    await order.getByText('Refunded', { exact: true }).waitFor();
    t.match(await order.textContent(), `Refunded ${formatUsd(coursePrice)}`);
    await order.getByText('Paid', { exact: true }).waitFor();
    await screenshot(customer, `customer-orders-refunded-${width}`);
    t.same(await seriousViolations(customer), [], 'the order history passes axe');

    // Revenue: the refund is an entry of its own, and the total is net.
    await fromAdminSidebar(page, width, 'Revenue', heading(page, 'Revenue'));
    const entry = page.getByRole('table', { name: 'Revenue records' }).getByRole('row').filter({ hasText: REASON }).filter({ hasText: p.email });
    await entry.waitFor();
    t.match(await entry.textContent(), `-${formatUsd(coursePrice)}`, 'a negative amount');
    t.match(await entry.textContent(), 'Refund');
    await page
      .getByRole('heading', { name: 'Total Revenue (USD)' })
      .locator('+ p')
      .filter({ hasText: formatUsd(netCents / 100) })
      .waitFor();
    t.pass(`the total is net: ${formatUsd(netCents / 100)}`);
    await screenshot(page, `admin-revenue-refund-${width}`);
    await screenIsSound(t, page, watch.take());
  });
}
