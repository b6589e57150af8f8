import t from 'tap';
import type { Page } from 'playwright-core';
import { lastMailTo } from '../../upstream/test/outbox.ts';
import { startShop } from './shop.ts';
import {
  back,
  follow,
  heading,
  loginScreen,
  mailedToken,
  noSidewaysScroll,
  openItem,
  person,
  registerThroughForm,
  screenshot,
  seriousViolations,
  signedUpCustomer,
  type Sign,
  visit,
} from './steps.ts';

const INVITE = 'https://t.me/+MeridianSignalsDemo';
const REMINDER = 'Please ensure you pay the exact amount of your purchase';
const shop = await startShop(t, { TELEGRAM_INVITE_URL: INVITE });

/** From a listing, as a customer: opens the item's page and adds it to the cart. */
async function addFromListing(page: Page, listing: string, title: string) {
  // The listing's h1 is its link's name, with "courses" after it for a course listing.
  await follow(page, page.getByRole('link', { name: listing, exact: true }).first(), heading(page, new RegExp(`^${listing}`)));
  await openItem(page, title);
  await page.getByRole('button', { name: `Add to cart: ${title}` }).click();
  await page.getByText('Item added to cart').first().waitFor();
}

/** From checkout to the sandbox's invoice, where `action` is clicked; `then` is the sign of the return page. */
async function payOnInvoice(page: Page, action: 'Pay' | 'Cancel', then: Sign) {
  await follow(page, page.getByRole('button', { name: 'Pay with Crypto' }), { at: /\/sandbox\/invoice\//, shows: heading(page, 'Crypto invoice') });
  await follow(page, page.getByRole('button', action === 'Pay' ? { name: /^Pay \$/ } : { name: 'Cancel' }), then);
}

/** From a screen with the header's cart link (named `cart`, its count in it) through the cart to the next step. */
async function checkOut(page: Page, cart: string, then: Sign) {
  await follow(page, page.getByRole('link', { name: cart }), heading(page, 'Your cart'));
  await follow(page, page.getByRole('link', { name: 'Proceed to checkout' }), then);
}

t.test('a customer pays for a course and a robot and the return page shows them with Start course and Download', async (t) => {
  const page = await shop.newPage();
  const p = person('buyer');
  await signedUpCustomer(page, shop.dataDir, p);
  await page.locator('summary', { hasText: 'Courses' }).first().click();
  await addFromListing(page, 'Forex trading', 'Forex Foundations');
  await page.locator('summary', { hasText: 'Robots' }).first().click();
  await addFromListing(page, 'Crypto robots', 'Crypto Grid Master EA');

  await checkOut(page, 'Cart, 2 items', { at: '/checkout', shows: heading(page, 'Checkout') });
  await page.getByText(REMINDER).waitFor();
  t.equal(await page.getByRole('table').getByRole('row').count(), 3, 'a header and the two items');
  t.same(await seriousViolations(page), [], 'checkout passes axe');
  await payOnInvoice(page, 'Pay', { at: /\/checkout\?status=success/, shows: page.getByRole('link', { name: 'Start course' }) });
  t.equal(await page.getByRole('heading', { name: 'Payment received' }).count(), 1, 'one heading');
  t.equal(await page.getByText('Payment received').count(), 1, 'said once');
  t.equal(await page.getByText(`Thank you! A receipt is on its way to ${p.email}.`).count(), 1, 'one message');
  t.equal(await page.getByText('Your cart is empty').count(), 0, 'what was bought, not an empty cart');
  t.same(await page.locator('main li p.font-semibold').allTextContents(), ['Forex Foundations', 'Crypto Grid Master EA']);
  t.equal(await page.getByText(REMINDER).count(), 0, 'no exact-amount reminder after paying');
  t.equal(await page.getByRole('button', { name: 'Pay with Crypto' }).count(), 0);
  await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor();
  t.same(await seriousViolations(page), [], 'the return page passes axe');
  await screenshot(page, 'return-success-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  t.ok(await noSidewaysScroll(page), 'no sideways scroll on a phone');
  await screenshot(page, 'return-success-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  const receipt = await lastMailTo(shop.dataDir, p.email, { subject: /receipt/ });
  t.match(receipt.subject, /receipt/);
  t.match(receipt.text, /Your courses and robots are ready in your dashboard\.\n\nOpen my dashboard: http:\/\/127\.0\.0\.1:\d+\/dashboard/);

  await follow(page, page.getByRole('link', { name: 'Start course' }), {
    at: '/dashboard/course/forex-foundations',
    shows: heading(page, 'Forex Foundations'),
  });
  await back(page, { at: /\/checkout\?status=success/, shows: heading(page, 'Payment received') });
  await follow(page, page.getByRole('link', { name: 'Download' }), {
    at: '/dashboard/robot/crypto-grid-master-ea',
    shows: heading(page, 'Crypto Grid Master EA'),
  });
  await page.getByRole('link', { name: 'Download robot' }).waitFor();
});

t.test('the group purchase ends with the invite link, and no second Pay button anywhere', async (t) => {
  const page = await shop.newPage();
  const p = person('group');
  await signedUpCustomer(page, shop.dataDir, p);
  await follow(page, page.getByRole('link', { name: 'Signals' }).first(), heading(page, 'Trading signals'));
  await follow(page, page.getByRole('link', { name: 'Join the group' }), heading(page, 'Join Telegram Group'));
  await payOnInvoice(page, 'Pay', { at: /telegram-payment=true&status=success/, shows: page.getByRole('heading', { name: 'You are a member' }) });
  t.equal(await page.getByRole('link', { name: 'Join the group on Telegram' }).getAttribute('href'), INVITE);
  t.equal(await page.getByRole('heading', { name: 'Payment received' }).count(), 1);
  t.equal(await page.getByRole('button', { name: 'Pay with Crypto' }).count(), 0, 'no second Pay');
  t.equal(await page.getByText(REMINDER).count(), 0);
  t.equal(await page.evaluate(() => localStorage.getItem('telegram')), 'false');
  await screenshot(page, 'return-group-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  t.ok(await noSidewaysScroll(page), 'no sideways scroll on a phone');
  await screenshot(page, 'return-group-375');
  await page.setViewportSize({ width: 1280, height: 800 });
  t.match(
    (await lastMailTo(shop.dataDir, p.email, { subject: /receipt/ })).text,
    /To join the Telegram group, open the Signals page while signed in and use your invite link there\.\n\nJoin the group: http:\/\/127\.0\.0\.1:\d+\/signals/,
  );

  // The membership shows on the return page, Signals and the dashboard alike: each screen is seen by its own heading.
  await follow(page, page.getByRole('link', { name: 'Signals' }).first(), heading(page, 'Trading signals'));
  await page.getByRole('heading', { name: 'You are a member' }).waitFor();
  t.equal(await page.getByRole('link', { name: 'Join the group', exact: true }).count(), 0, 'signals offers no second purchase');
  await follow(page, page.getByRole('link', { name: 'Dashboard' }).first(), heading(page, `Welcome back, ${p.first}`));
  await page.getByRole('heading', { name: 'You are a member' }).waitFor();
  t.equal(await page.getByRole('link', { name: 'Join the group on Telegram' }).getAttribute('href'), INVITE);
});

t.test('cancelling on the invoice page says nothing was charged and offers to try again', async (t) => {
  const page = await shop.newPage();
  const p = person('cancel');
  await signedUpCustomer(page, shop.dataDir, p);
  await page.locator('summary', { hasText: 'Courses' }).first().click();
  await addFromListing(page, 'Stock trading', 'Stock Foundations');
  await checkOut(page, 'Cart, 1 item', { at: '/checkout', shows: heading(page, 'Checkout') });
  await payOnInvoice(page, 'Cancel', { at: /status=cancelled/, shows: page.getByRole('heading', { name: 'Payment cancelled' }) });
  t.equal(await page.getByText('Payment cancelled').count(), 1, 'said once');
  await page.getByText('Nothing was charged. You can try again below.').waitFor();
  t.equal(await page.getByRole('table').getByRole('row').count(), 2, 'the item is still in the cart');
  await screenshot(page, 'return-cancelled-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  t.ok(await noSidewaysScroll(page), 'no sideways scroll on a phone');
  await screenshot(page, 'return-cancelled-375');
  await page.setViewportSize({ width: 1280, height: 800 });
  await payOnInvoice(page, 'Pay', { at: /status=success/, shows: page.getByRole('link', { name: 'Start course' }) });
});

t.test('a customer whose address is not confirmed is asked to confirm it before paying, and can get a new link', async (t) => {
  const page = await shop.newPage({ width: 375 });
  const p = person('unconfirmed');
  await registerThroughForm(page, p);
  await visit(page, '/forex-trading', heading(page, 'Forex trading courses'));
  await openItem(page, 'Forex Foundations');
  await page.getByRole('button', { name: 'Add to cart: Forex Foundations' }).click();
  // The toast must leave the header free: pointing at a toast pauses it, so one over the cart never left.
  const shown = page.locator('[data-sonner-toast][data-mounted="true"]', { hasText: 'Item added to cart' });
  await shown.waitFor();
  await shown.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished))); // its entrance slides down
  const toast = await shown.boundingBox();
  const header = await page.getByRole('banner').boundingBox();
  t.ok(toast && header && toast.y >= header.y + header.height, 'the toast is below the header');
  t.equal(await shown.evaluate((el) => getComputedStyle(el).pointerEvents), 'none', 'and a click on what lies under it goes through');
  await checkOut(page, 'Cart, 1 item', { at: /\/login\?next=/, shows: loginScreen(page) });
  await page.getByLabel('Email', { exact: true }).fill(p.email);
  await page.getByLabel('Password', { exact: true }).fill(p.password);
  await follow(page, page.getByRole('button', { name: 'Log in', exact: true }), { at: '/checkout', shows: heading(page, 'Checkout') });

  await page.getByText('Confirm your email to pay').waitFor();
  t.equal(await page.getByRole('button', { name: 'Pay with Crypto' }).count(), 0, 'no Pay before the address is confirmed');
  t.ok(await noSidewaysScroll(page), 'no sideways scroll on a phone');
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await page.getByText(`A new link is on its way to ${p.email}.`).waitFor();
  await screenshot(page, 'checkout-unconfirmed-375');

  await visit(page, `/verify-email?token=${await mailedToken(shop.dataDir, p.email)}`, page.getByText('Your email is verified')); // the mailed link
  await checkOut(page, 'Cart, 1 item', { at: '/checkout', shows: heading(page, 'Checkout') });
  await page.getByRole('button', { name: 'Pay with Crypto' }).waitFor();
});
