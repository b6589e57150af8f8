import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { startShop } from './shop.ts';
import { follow, heading, person, reload, seriousViolations, signedUpCustomer, visit } from './steps.ts';

const shop = await startShop(t);
const COURSES = [
  'forex-foundations',
  'forex-backtesting-bootcamp',
  'forex-price-action-mastery',
  'forex-risk-management-blueprint',
  'forex-swing-trading-playbook',
  'forex-scalping-intensive',
  'forex-technical-analysis-toolkit',
  'forex-trading-psychology',
  'forex-fundamental-analysis',
  'forex-algorithmic-strategies',
  'forex-advanced-chart-patterns',
  'forex-market-structure-deep-dive',
  'forex-news-trading-essentials',
];
const ROBOT = 'forex-trend-rider-ea';

/** Buys through the real flow, by API from the signed-in page: cart, initialize, sandbox Pay. */
async function buy(page: Page) {
  const headers = { 'x-csrf': '1', origin: shop.url };
  for (const slug of COURSES) await page.request.post('/api/academy/cart/add', { headers, data: { slug, type: 'course' } });
  await page.request.post('/api/academy/cart/add', { headers, data: { slug: ROBOT, type: 'robot' } });
  const cart = (await (await page.request.get('/api/academy/cart/fetch', { headers })).json()).data;
  const metadata = JSON.stringify({ courses: COURSES, robots: [ROBOT] });
  const init = await (
    await page.request.post('/api/academy/payments/sandbox/initialize', { headers, data: { amount: cart.total_usd, currency: 'USD', metadata } })
  ).json();
  const id = (init.data.invoice_url as string).split('/').pop();
  const paid = await page.request.post(`/api/academy/payments/sandbox/invoice/${id}/pay`, { headers, data: {} });
  if (!paid.ok()) throw new Error(`payment failed: ${await paid.text()}`);
}

const page = await shop.newPage();
const p = person('learner');
await signedUpCustomer(page, shop.dataDir, p);

t.test('before buying, the library says so and points to the shop', async (t) => {
  await visit(page, '/dashboard/courses', heading(page, 'Your Courses'));
  await page.getByText("You don't have any courses yet!").waitFor();
  t.equal(await page.getByRole('link', { name: 'Purchase a Course' }).getAttribute('href'), '/forex-trading');
  await visit(page, '/dashboard/robots', heading(page, 'Your Robots'));
  await page.getByText("You don't have any robots yet!").waitFor();
  t.equal(await page.getByRole('link', { name: 'Purchase a Robot' }).getAttribute('href'), '/forex-robots');
});

t.test("a buyer's 13 courses page into 12 and 1, and the robot is listed", async (t) => {
  await buy(page);
  await visit(page, '/dashboard/courses', heading(page, 'Your Courses'));
  await page.waitForFunction(() => document.querySelectorAll('main li > a[href^="/dashboard/course/"]').length === 12);
  t.same(await seriousViolations(page), [], 'Your Courses passes axe');
  await page.getByRole('button', { name: 'Page 2' }).click();
  await page.waitForFunction(() => document.querySelectorAll('main li > a[href^="/dashboard/course/"]').length === 1);
  await visit(page, '/dashboard/robots', heading(page, 'Your Robots'));
  await follow(page, page.getByRole('link', { name: 'Forex Trend Rider EA' }), {
    at: `/dashboard/robot/${ROBOT}`,
    shows: heading(page, 'Forex Trend Rider EA'),
  });
});

t.test('the robot page: Read more and Show less, then the download matches the zip', async (t) => {
  const description = page.getByTestId('robot-description');
  const short = await description.textContent();
  t.ok(short!.length < 180, 'cut to 150 characters');
  await page.getByRole('button', { name: 'Read more' }).click();
  t.ok((await description.textContent())!.length > short!.length);
  await page.getByRole('button', { name: 'Show less' }).click();
  t.same(await seriousViolations(page), [], 'the robot page passes axe');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download robot' }).click()]);
  const saved = unzipSync(await readFile(await download.path()));
  for (const [name, bytes] of Object.entries(unzipSync(await readFile(join(shop.dataDir, 'robots', `${ROBOT}.zip`))))) t.same(saved[name], bytes, name);
  t.ok(saved['LICENSE.txt'], 'with its licence');
  t.equal(download.suggestedFilename(), `${ROBOT}-1.00.zip`);
});

const current = () => page.locator('[aria-current="true"]').textContent();
const videoTime = () => page.evaluate(() => document.querySelector('video')?.currentTime ?? -1);

t.test('the player plays the first video, moves on when it ends, and resumes where it was left', async (t) => {
  await visit(page, '/dashboard/course/forex-foundations', heading(page, 'Forex Foundations'));
  await page.getByRole('tab', { name: 'Courses' }).waitFor();
  t.match(await current(), /Chapter 1/);
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.5, undefined, { timeout: 15_000 });
  t.pass('the first video is playing by itself');
  await page.waitForFunction(() => document.querySelector('[aria-current="true"]')?.textContent.includes('Chapter 2'), undefined, { timeout: 20_000 });
  t.match(await page.getByRole('button', { name: /Chapter 1/ }).textContent(), /✓/, 'chapter 1 is marked done');
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 3, undefined, { timeout: 15_000 });
  // Pausing saves the position: its answer is what the reload reads.
  const saved = page.waitForResponse((r) => r.url().includes('/api/academy/progress') && r.request().method() === 'POST');
  await page.evaluate(() => document.querySelector('video')?.pause());
  const left = await videoTime();
  await saved;

  await reload(page, heading(page, 'Forex Foundations'));
  await page.getByRole('tab', { name: 'Courses' }).waitFor();
  t.match(await current(), /Chapter 2/, 'back at the chapter left');
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 2.5, undefined, { timeout: 15_000 });
  const resumed = await videoTime();
  t.ok(resumed >= Math.floor(left) - 0.5, `resumed at ${resumed.toFixed(1)} s (left at ${left.toFixed(1)} s)`);
  t.same(await seriousViolations(page), [], 'the player passes axe');
});

t.test('an empty list says No video available', async (t) => {
  await visit(page, '/dashboard/course/forex-backtesting-bootcamp', heading(page, 'Forex Backtesting Bootcamp'));
  await page.getByRole('tab', { name: 'Quizzes' }).click();
  await page.getByText('No video available').first().waitFor();
  t.equal(await page.locator('video').count(), 0);
});
