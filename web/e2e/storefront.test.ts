import t from 'tap';
import { lastMailTo } from '../../upstream/test/outbox.ts';
import { ADMIN, startShop } from './shop.ts';
import {
  dashboardHome,
  follow,
  noSidewaysScroll,
  heading,
  home,
  logIn,
  person,
  registerThroughForm,
  reload,
  seriousViolations,
  verifyByMail,
  visit,
} from './steps.ts';

const shop = await startShop(t);

t.test('the home counters end at 10,000+, 1,090+ and 400+, each at its own pace', async (t) => {
  const page = await shop.newPage();
  await visit(page, '/', home(page));
  const early = await page.getByTestId('counter-courses').textContent();
  t.not(early, '400+', 'counting, not there at once');
  await page.waitForFunction(() => document.querySelector('[data-testid="counter-students"]')?.textContent === '10,000+');
  t.equal(await page.getByTestId('counter-lessons').textContent(), '1,090+');
  t.equal(await page.getByTestId('counter-courses').textContent(), '400+');
  const cta = page.getByRole('heading', { name: 'ready to take your trading skills to the next level?' });
  await cta.scrollIntoViewIfNeeded();
  // docs/requirements.md#home-page quotes it in lower case: shown as written, no capital added by CSS.
  t.same(
    await cta.evaluate((h: HTMLElement) => [h.innerText, getComputedStyle(h).textTransform, getComputedStyle(h, '::first-letter').textTransform]),
    ['ready to take your trading skills to the next level?', 'none', 'none'],
    "the call to action shows the spec's text as written",
  );
  await page.locator('section[data-visible="true"]').waitFor();
  // axe measures colours as shown: let the fade-in finish first.
  await page.waitForFunction(() => getComputedStyle(document.querySelector('section[data-visible="true"]')!).opacity === '1');
  t.equal(await page.getByRole('link', { name: 'Enroll' }).getAttribute('href'), '/courses');
  t.same(await seriousViolations(page), [], 'home passes axe');
});

t.test("the footer's brand shows whole at every width: its logo never squeezed to nothing", async (t) => {
  for (const width of [375, 1024, 1280]) {
    const page = await shop.newPage({ width });
    await visit(page, '/', home(page));
    const brand = page.locator('footer').getByRole('link', { name: /^Meridian/ });
    await brand.scrollIntoViewIfNeeded();
    const logo = await brand.locator('svg').boundingBox();
    t.equal(logo?.width, 32, `at ${width} px the logo is 32 px wide`);
    const [link, column] = await brand.evaluate((a: HTMLElement) => [a.scrollWidth, a.parentElement!.clientWidth]);
    t.ok(link <= column, `at ${width} px the name fits its column (${link} of ${column} px)`);
    await page.context().close();
  }
});

t.test('each of the seven listings shows its seeded items and pages through them', async (t) => {
  const page = await shop.newPage();
  for (const listing of ['forex-trading', 'crypto-trading', 'stock-trading', 'commodities-trading', 'forex-robots', 'commodities-robots', 'crypto-robots']) {
    await visit(page, `/${listing}`, page.getByText('14 items'));
    t.equal(await page.locator('main article').count(), 12, `${listing}: 12 on page 1`);
    await follow(page, page.getByRole('link', { name: 'Page 2' }), {
      at: `/${listing}?page=2`,
      shows: () => page.waitForFunction(() => document.querySelectorAll('main article').length === 2),
    });
    t.pass(`${listing}: 2 on page 2`);
  }
  t.same(await seriousViolations(page), [], 'a listing passes axe');
});

t.test('search narrows a listing and says when nothing matches', async () => {
  const page = await shop.newPage();
  await visit(page, '/crypto-robots', heading(page, 'Crypto robots'));
  await page.getByLabel('Search crypto robots').fill('grid');
  await follow(page, page.getByRole('button', { name: 'Search', exact: true }), page.getByText('1 item matching “grid”'));
  await page.getByLabel('Search crypto robots').fill('zzzz');
  await follow(page, page.getByRole('button', { name: 'Search', exact: true }), page.getByText('Nothing matches “zzzz”.'));
});

t.test('a detail page adds to the cart; adding twice says Item already in cart', async (t) => {
  const page = await shop.newPage();
  await visit(page, '/forex-trading/forex-foundations', heading(page, 'Forex Foundations'));
  t.match(await page.textContent('main'), /3 video lessons/);
  t.same(await seriousViolations(page), [], 'a detail page passes axe');
  await page.getByRole('button', { name: 'Add to cart: Forex Foundations' }).click();
  await page.getByText('Item added to cart').waitFor();
  await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
  await page.getByRole('button', { name: 'In cart: Forex Foundations' }).click();
  await page.getByText('Item already in cart').waitFor();
  t.equal(await page.getByRole('link', { name: /^Cart, / }).getAttribute('aria-label'), 'Cart, 1 item');
});

t.test('switching the country flips prices between NGN and USD, with thousands grouped', async (t) => {
  const page = await shop.newPage();
  await visit(page, '/forex-robots/forex-trend-rider-ea', heading(page, 'Forex Trend Rider EA'));
  const price = page.locator('aside .text-3xl');
  t.match(await price.textContent(), /^₦\d{1,3}(,\d{3})+$/);
  await page.getByLabel('Country').first().selectOption('United States');
  await page.waitForFunction(() => document.querySelector('aside .text-3xl')?.textContent.startsWith('$'));
  t.match(await price.textContent(), /^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  // The server renders the remembered country's prices: they arrive in USD, no naira first.
  const served = await reload(page, heading(page, 'Forex Trend Rider EA'));
  t.ok(/<span class="text-3xl[^"]*">\$\d{1,3}(,\d{3})*\.\d{2}</.test((await served?.text()) ?? ''), 'the page arrives in USD');
  t.match(await page.locator('aside .text-3xl').textContent(), /^\$/, 'the country is remembered');
});

t.test('a guest cart survives login and merges into the server cart', async (t) => {
  const page = await shop.newPage();
  const p = person('merge');
  await registerThroughForm(page, p);
  await verifyByMail(page, shop.dataDir, p.email);
  await visit(page, '/crypto-robots/crypto-grid-master-ea', heading(page, 'Crypto Grid Master EA'));
  await page.getByRole('button', { name: 'Add to cart: Crypto Grid Master EA' }).click();
  await visit(page, '/stock-trading/stock-foundations', heading(page, 'Stock Foundations'));
  await page.getByRole('button', { name: 'Add to cart: Stock Foundations' }).click();
  await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor();

  await logIn(page, p.email, p.password, dashboardHome(page));
  await visit(page, '/cart', heading(page, 'Your cart'));
  t.same(await seriousViolations(page), [], 'the cart passes axe');
  const server = await page.request.get('/api/academy/cart/fetch', { headers: { 'x-csrf': '1' } });
  t.same((await server.json()).data.products.map((p: { slug: string }) => p.slug).sort(), ['crypto-grid-master-ea', 'stock-foundations']);

  await page.getByRole('button', { name: 'Remove Stock Foundations' }).click();
  await page.getByText('Item removed from cart').waitFor();
  // Asked first: Keep them keeps them, Clear cart clears.
  const ask = page.getByRole('alertdialog', { name: 'Clear your cart?' });
  await page.getByRole('button', { name: 'Clear cart' }).click();
  t.match(await ask.textContent(), 'The item will be removed from your cart.');
  await ask.getByRole('button', { name: 'Keep them' }).click();
  await ask.waitFor({ state: 'detached' });
  t.equal(await page.getByRole('link', { name: 'Crypto Grid Master EA' }).count(), 1, 'kept');
  await page.getByRole('button', { name: 'Clear cart' }).click();
  await ask.getByRole('button', { name: 'Clear cart' }).click();
  await page.getByText('Cart cleared').waitFor();
  await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
  t.same((await (await page.request.get('/api/academy/cart/fetch', { headers: { 'x-csrf': '1' } })).json()).data.products, []);
});

t.test('at 375 px Clear cart asks first, and Keep them keeps the cart', async (t) => {
  const page = await shop.newPage({ width: 375 });
  await visit(page, '/crypto-robots/crypto-grid-master-ea', heading(page, 'Crypto Grid Master EA'));
  await page.getByRole('button', { name: 'Add to cart: Crypto Grid Master EA' }).click();
  await follow(page, page.getByRole('link', { name: 'Cart, 1 item' }), heading(page, 'Your cart'));
  const ask = page.getByRole('alertdialog', { name: 'Clear your cart?' });
  await page.getByRole('button', { name: 'Clear cart' }).click();
  await ask.getByRole('button', { name: 'Keep them' }).click();
  await ask.waitFor({ state: 'detached' });
  t.equal(await page.getByRole('link', { name: 'Crypto Grid Master EA' }).count(), 1, 'kept');
  await page.getByRole('button', { name: 'Clear cart' }).click();
  await ask.getByRole('button', { name: 'Clear cart' }).click();
  await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
  t.ok(await noSidewaysScroll(page), 'no sideways scroll');
});

t.test('the contact form sends, and the message is in the outbox', async (t) => {
  const page = await shop.newPage();
  await visit(page, '/contact-us', heading(page, 'Contact us'));
  t.same(await seriousViolations(page), [], 'contact passes axe');
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByText('Name is required').waitFor();
  await page.getByLabel('Your name').fill('Ngozi Obi');
  await page.getByLabel('Email', { exact: true }).fill('ngozi@example.com');
  await page.getByLabel('Message').fill('Do you run the live sessions on weekends?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByText('Thank you for your message').waitFor();
  const mail = await lastMailTo(shop.dataDir, ADMIN.email);
  t.match(mail.text, /live sessions on weekends/);
});

t.test('signals, FTMO and about pass axe; signals shows the group price', async (t) => {
  const page = await shop.newPage();
  await visit(page, '/signals', heading(page, 'Trading signals'));
  await page.getByRole('heading', { name: 'Get added to our telegram group' }).waitFor();
  await page.getByText(/^₦/).first().waitFor();
  t.same(await seriousViolations(page), [], 'signals passes axe');
  for (const path of ['/FTMO', '/about-us', '/courses']) {
    await visit(page, path, page.locator('h1'));
    t.same(await seriousViolations(page), [], `${path} passes axe`);
  }
});
