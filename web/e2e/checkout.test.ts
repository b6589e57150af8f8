import t from 'tap';
import { lastMailTo } from '../../upstream/test/helper.ts';
import { startShop } from './shop.ts';
import { person, seriousViolations, signedUpCustomer } from './steps.ts';

const shop = await startShop(t, { TELEGRAM_INVITE_URL: 'https://t.me/+MeridianSignalsDemo' });

t.test('a new customer buys a course and a robot with the sandbox invoice, and the dashboard shows 1 and 1', async (t) => {
  const page = await shop.newPage();
  const p = person('buyer');
  await signedUpCustomer(page, shop.dataDir, p);

  await page.goto('/forex-trading/forex-foundations');
  await page.getByRole('button', { name: 'Add to cart: Forex Foundations' }).click();
  await page.getByText('Item added to cart').waitFor();
  await page.goto('/crypto-robots/crypto-grid-master-ea');
  await page.getByRole('button', { name: 'Add to cart: Crypto Grid Master EA' }).click();
  await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor();

  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await page.waitForURL('**/checkout');
  await page.getByText('Please ensure you pay the exact amount of your purchase').waitFor();
  t.equal(await page.getByRole('table').getByRole('row').count(), 3, 'a header and the two items');
  t.match(await page.textContent('main'), new RegExp(p.email.replace('.', '\\.')));
  t.same(await seriousViolations(page), [], 'checkout passes axe');

  await page.getByRole('button', { name: 'Pay with Crypto' }).click();
  await page.waitForURL('**/sandbox/invoice/**');
  await page.getByRole('heading', { name: 'Crypto invoice' }).waitFor();
  await page.getByText('Forex Foundations, Crypto Grid Master EA').waitFor();
  t.same(await seriousViolations(page), [], 'the invoice page passes axe');
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  await page.waitForURL(/\/checkout\?status=success/);
  await page.getByRole('heading', { name: 'Payment received' }).waitFor();
  await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor();
  t.match((await lastMailTo(shop.dataDir, p.email)).subject, /receipt/);

  await page.goto('/dashboard');
  t.equal(await page.getByText('Robots purchased').locator('..').locator('p').nth(1).textContent(), '1');
  t.equal(await page.getByText('Courses purchased').locator('..').locator('p').nth(1).textContent(), '1');
  await page.getByRole('link', { name: 'Orders' }).click();
  await page.getByRole('cell', { name: 'paid' }).waitFor();

  await page.goto('/forex-trading/forex-foundations');
  await page.getByRole('link', { name: 'Open in dashboard' }).waitFor();
});

t.test('the group purchase ends with the invite link', async (t) => {
  const page = await shop.newPage();
  const p = person('group');
  await signedUpCustomer(page, shop.dataDir, p);
  await page.goto('/signals');
  await page.getByRole('link', { name: 'Join the group' }).click();
  await page.getByRole('heading', { name: 'Join Telegram Group' }).waitFor();
  await page.getByRole('button', { name: 'Pay with Crypto' }).click();
  await page.waitForURL('**/sandbox/invoice/**');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.waitForURL(/telegram-payment=true&status=success/);
  await page.getByRole('link', { name: 'https://t.me/+MeridianSignalsDemo' }).waitFor();
  t.equal(await page.evaluate(() => localStorage.getItem('telegram')), 'false');
});

t.test('cancelling on the invoice page comes back to a clear cancellation, nothing charged', async (t) => {
  const page = await shop.newPage();
  const p = person('cancel');
  await signedUpCustomer(page, shop.dataDir, p);
  await page.goto('/stock-trading/stock-foundations');
  await page.getByRole('button', { name: 'Add to cart: Stock Foundations' }).click();
  await page.getByText('Item added to cart').waitFor();
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Pay with Crypto' }).click();
  await page.waitForURL('**/sandbox/invoice/**');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL(/status=cancelled/);
  await page.getByRole('heading', { name: 'Payment cancelled' }).waitFor();
  t.equal(await page.getByRole('table').getByRole('row').count(), 2, 'the item is still in the cart');
});
