import { readFile } from 'node:fs/promises';
import t from 'tap';
import type { Request } from 'playwright-core';
import { ADMIN, startShop } from './shop.ts';
import { adminSignedIn, arrived, follow, fromAdminSidebar, heading, itsOwnReload, person, seriousViolations, signedUpCustomer, visit } from './steps.ts';

const shop = await startShop(t);

/** A customer pays for one course through checkout and the sandbox invoice; returns what was paid, e.g. '$49.00'. */
async function paidOrder(): Promise<{ email: string; paid: string }> {
  const page = await shop.newPage();
  const p = person('revenue');
  await signedUpCustomer(page, shop.dataDir, p);
  await visit(page, '/forex-trading/forex-foundations', heading(page, 'Forex Foundations'));
  await page.getByRole('button', { name: 'Add to cart: Forex Foundations' }).click();
  await page.getByText('Item added to cart').waitFor();
  await visit(page, '/checkout', heading(page, 'Checkout'));
  await follow(page, page.getByRole('button', { name: 'Pay with Crypto' }), { at: /\/sandbox\/invoice\//, shows: heading(page, 'Crypto invoice') });
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  const paid = (await pay.textContent())!.replace(/^Pay /, '').trim();
  await follow(page, pay, { at: /\/checkout\?status=success/, shows: heading(page, 'Payment received') });
  await page.context().close();
  return { email: p.email, paid };
}

t.test('the revenue page shows a paid order in its table, its total, a bar for today, and the CSV holds its payment id', async (t) => {
  const order = await paidOrder();
  const page = await shop.newPage();
  await adminSignedIn(page, ADMIN);
  // The sidebar's own link: once User Records show, their links name the customer, whose address holds "revenue".
  await fromAdminSidebar(page, 1280, 'Revenue', heading(page, 'Revenue'));

  const row = page.getByRole('table', { name: 'Revenue records' }).getByRole('row').filter({ hasText: order.email });
  await row.waitFor();
  t.match(await row.textContent(), order.paid, 'the row shows the amount paid');
  t.match(await row.textContent(), /sandbox/i, 'and the provider');
  t.match(await row.getByRole('cell').last().textContent(), /^PaymentForex Foundations$/, 'and what it was for');
  const paymentId = (await row.getByRole('cell').nth(4).textContent())!.trim();
  t.match(paymentId, /^\d{10}$/, 'and the payment id');

  await page.getByText(order.paid, { exact: true }).first().waitFor();
  t.equal(await page.getByRole('heading', { name: 'Total Revenue (USD)' }).locator('+ p').textContent(), order.paid, 'the total is the one order');

  const today = new Date().toISOString().slice(0, 10);
  const bar = page.locator(`svg[role="img"] rect[data-day="${today}"]`);
  await bar.waitFor();
  t.equal(Number(await bar.getAttribute('data-amount')), Number(order.paid.replace(/[$,]/g, '')), "today's bar carries the amount");
  t.ok(Number(await bar.getAttribute('height')) > 50, "today's bar is the tallest, not a stub");
  t.match(
    await page.getByRole('img', { name: /^Revenue per day/ }).getAttribute('aria-label'),
    new RegExp(`${order.paid.replace('$', '\\$')} today`),
    'the chart says so in words',
  );
  t.equal(await page.getByRole('link', { name: 'Create Robot' }).getAttribute('href'), '/admin/create-robot');
  t.same(await seriousViolations(page), [], 'the revenue page passes axe');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  t.match(download.suggestedFilename(), /\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  t.match(csv, `"${paymentId}"`, 'the CSV holds the payment id');
  t.match(csv, order.email);
});

t.test('setting the Telegram price to 40 is confirmed, and the signals page then shows $40.00 in the United States', async (t) => {
  const page = await shop.newPage();
  await adminSignedIn(page, ADMIN);
  await fromAdminSidebar(page, 1280, 'Telegram', heading(page, 'Set Telegram Price'));
  const price = page.getByRole('form', { name: 'Set Telegram Price' }).getByLabel('Price (USD)');
  t.equal(await price.inputValue(), '25', 'the current price is prefilled');
  t.same(await seriousViolations(page), [], 'the Telegram price page passes axe');

  await price.fill('');
  await page.getByRole('button', { name: 'Save price' }).click();
  await page.getByText('A price is required').waitFor();

  await price.fill('40');
  const [request] = await Promise.all([page.waitForRequest('**/api/academy/admin/telegram'), page.getByRole('button', { name: 'Save price' }).click()]);
  t.same(request.postDataJSON(), { price: 2000, usd: 40 }, 'the fixed 2000 goes alongside the USD price');
  await page.getByText('telegram prices updated successfully').waitFor();

  await visit(page, '/signals', heading(page, 'Trading signals'));
  await page.getByLabel('Country').filter({ visible: true }).selectOption('United States');
  await page.getByText('$40.00', { exact: true }).waitFor();
  t.pass('the signals page shows $40.00');
});

t.test('the super-admin creates an admin: confirmed, the page reloads and lists them; an invalid email sends nothing, a known one is refused', async (t) => {
  const page = await shop.newPage();
  await adminSignedIn(page, ADMIN);
  await fromAdminSidebar(page, 1280, 'Create Admin', heading(page, 'Admins'));
  await page.getByRole('cell', { name: ADMIN.email }).waitFor();
  t.match(await page.getByText('Total admins:').textContent(), /Total admins: 1$/);
  t.same(await seriousViolations(page), [], 'the create-admin page passes axe');

  const sent: Request[] = [];
  page.on('request', (r) => r.url().includes('/admin/admin/create') && sent.push(r));
  const email = page.getByLabel('Email', { exact: true });
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Create Admin' }).click();
  await page.getByText('Enter a valid email address').waitFor();
  t.equal(await email.getAttribute('aria-invalid'), 'true');
  t.equal(sent.length, 0, 'an invalid email sends nothing');

  await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
  await email.fill('grace.admin@example.com');
  await follow(page, page.getByRole('button', { name: 'Create Admin' }), page.getByText('Admin created successfully'));
  await arrived(page, itsOwnReload(page, 5_000));
  t.equal(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload), undefined, 'the page reloaded');
  t.equal(sent.length, 1);

  const row = page.getByRole('row').filter({ hasText: 'grace.admin@example.com' });
  await row.waitFor();
  t.equal(await row.getByRole('cell').nth(2).textContent(), 'Admin', 'listed with the role admin');
  t.match(await page.getByText('Total admins:').textContent(), /Total admins: 2$/);
  t.same(await seriousViolations(page), [], 'the reloaded page passes axe');

  await email.fill('grace.admin@example.com');
  await page.getByRole('button', { name: 'Create Admin' }).click();
  await page.getByRole('alert').getByText('An account with this email already exists').waitFor();
  t.pass("a second try shows the server's message");
});
