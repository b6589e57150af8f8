import t from 'tap';
import { watchPage } from './screen-watch.ts';
import { ADMIN, startShop } from './shop.ts';
import { adminSignedIn, apiCall, follow, fromAdminSidebar, heading, person, screenIsSound, screenshot, seriousViolations, signedUpCustomer } from './steps.ts';

// The signals group sold by the period: the admin's plans, a trial, cancel and resume, a paid period with a coupon on it.
const shop = await startShop(t, { TELEGRAM_INVITE_URL: 'https://t.me/+JoinMeridian' });

for (const [width, months, usd, trial] of [
  [1280, '1 month', '20', '7'],
  [375, '3 months', '50', '0'],
] as const) {
  t.test(`at ${width} px the admin adds a ${months} plan under Telegram`, async (t) => {
    const admin = await shop.newPage({ width });
    const watch = watchPage(admin, []);
    await adminSignedIn(admin, ADMIN);
    await fromAdminSidebar(admin, width, 'Telegram', heading(admin, 'Set Telegram Price'));
    const form = admin.getByRole('form', { name: 'New plan' });
    await form.getByLabel('Length').selectOption({ label: months });
    await form.getByLabel('Price (USD)').fill(usd);
    await form.getByLabel('Trial days').fill(trial);
    await form.getByRole('button', { name: 'Add plan' }).click();
    await admin.getByText(`${months.split(' ')[0]}-month plan created`).waitFor();
    await admin
      .getByRole('list', { name: 'Plans' })
      .getByRole('heading', { name: new RegExp(`^${months} · \\$${usd}\\.00`) })
      .waitFor();
    t.same(await seriousViolations(admin), [], 'the Telegram screen with plans passes axe');
    await screenshot(admin, `admin-plans-${width}`);
    // A whole-shop code, which a plan's first period takes (the admin's Coupons screen has its own test).
    if (width === 1280) await apiCall(admin, 'admin/coupons/create', { code: 'SIGNALS10', kind: 'percent', amount: 10 });
    await watch.quiet();
    await screenIsSound(t, admin, watch.take());
  });
}

for (const width of [375, 1280]) {
  t.test(`at ${width} px a customer starts a free trial, sees its end, cancels and resumes it`, async (t) => {
    const page = await shop.newPage({ width });
    const watch = watchPage(page, []);
    await signedUpCustomer(page, shop.dataDir, person(`trial-${width}`));
    if (width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
    await follow(page, page.getByRole('link', { name: 'Signals' }).first(), heading(page, 'Trading signals'));
    await page.getByRole('heading', { name: 'Choose your plan' }).waitFor();
    t.same(await seriousViolations(page), [], 'the plans pass axe');
    await screenshot(page, `signals-plans-${width}`);
    await page.getByRole('button', { name: 'Start 7-day free trial' }).click();
    await page
      .getByText(/^Your free trial has started: you are in the signals group until /)
      .first()
      .waitFor();
    await page.getByRole('heading', { name: 'You are a member' }).waitFor();
    await page.getByText(/^Your free trial gives access until \d+ \w+ \d{4}\./).waitFor();
    await screenshot(page, `signals-trial-${width}`);

    await follow(page, page.getByRole('link', { name: 'Manage your subscription' }), heading(page, 'Your subscriptions'));
    const card = page.getByRole('region', { name: 'Telegram signals group' });
    await card.getByText('Free trial', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Cancel subscription' }).click();
    await page
      .getByText(/^Cancelled: you stay in the signals group until /)
      .first()
      .waitFor();
    await card.getByText(/^Cancelled: you keep access until /).waitFor();
    t.same(await seriousViolations(page), [], 'the subscriptions page passes axe');
    await screenshot(page, `subscription-cancelled-${width}`);
    await card.getByRole('button', { name: 'Resume subscription' }).click();
    await page.getByText('Your subscription continues').first().waitFor();
    await card.getByRole('button', { name: 'Cancel subscription' }).waitFor();
    await watch.quiet();
    await screenIsSound(t, page, watch.take());
  });

  t.test(`at ${width} px a customer pays for three months by crypto and sees the period on the dashboard`, async (t) => {
    const page = await shop.newPage({ width });
    const watch = watchPage(page, []);
    await signedUpCustomer(page, shop.dataDir, person(`quarter-${width}`));
    if (width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
    await follow(page, page.getByRole('link', { name: 'Signals' }).first(), heading(page, 'Trading signals'));
    await follow(page, page.getByRole('link', { name: 'Subscribe for 3 months' }), heading(page, 'Join Telegram Group'));
    await page.getByText('3 months of the signals group. Already subscribed? It is added to the end of your current period.').waitFor();
    // A coupon takes 10% off the first period only.
    const coupon = page.getByRole('form', { name: 'Coupon' });
    await coupon.getByLabel('Have a coupon?').fill('signals10');
    await coupon.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('You pay $45.00 in crypto').waitFor();
    await screenshot(page, `subscription-coupon-${width}`);
    await follow(page, page.getByRole('button', { name: /^Pay with Crypto/ }), { at: /\/sandbox\/invoice\//, shows: heading(page, 'Crypto invoice') });
    await follow(page, page.getByRole('button', { name: 'Pay $45.00' }), { at: /\/checkout\?.*status=success/ });
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    await page.getByRole('heading', { name: 'You are a member' }).waitFor();
    // Back on the signals page, the member sees their period and the way to manage it.
    if (width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
    await follow(page, page.getByRole('link', { name: 'Signals' }).first(), heading(page, 'Trading signals'));
    await page.getByText(/^Your subscription gives access until \d+ \w+ \d{4}\./).waitFor();
    await follow(page, page.getByRole('link', { name: 'Manage your subscription' }), heading(page, 'Your subscriptions'));
    const card = page.getByRole('region', { name: 'Telegram signals group' });
    await card.getByText('Active', { exact: true }).waitFor();
    await card.getByText(/^Paid until \d+ \w+ \d{4}\.$/).waitFor();
    await card.getByText(/^Next payment: \$50\.00 by /).waitFor();
    await screenshot(page, `subscription-paid-${width}`);
    await watch.quiet();
    await screenIsSound(t, page, watch.take());
  });
}
