import t from 'tap';
import { ADMIN, startShop } from './shop.ts';
import {
  adminSignedIn,
  arrived,
  boughtThroughSandbox,
  dashboardHome,
  follow,
  fromAdminSidebar,
  heading,
  logIn,
  openItem,
  pageProblems,
  person,
  screenIsSound,
  screenshot,
  seriousViolations,
  signedUpCustomer,
  visit,
} from './steps.ts';

// docs/decisions/070-catalogue-status.md: a retired course leaves the listings, and its buyer keeps it.
const shop = await startShop(t);
const COURSES = {
  375: { slug: 'crypto-swing-trading-playbook', title: 'Crypto Swing Trading Playbook', typed: 'crypto swing' },
  1280: { slug: 'stock-scalping-intensive', title: 'Stock Scalping Intensive', typed: 'stock scalp' },
} as const;

const buyer = await shop.newPage();
await signedUpCustomer(buyer, shop.dataDir, person('retired-buyer'));
await boughtThroughSandbox(buyer, shop.url, { courses: Object.values(COURSES).map((c) => c.slug), robots: [] });

// A shopper whose cart holds a course that is about to be retired, beside one that stays on sale.
const STAYS = 'Forex Foundations';
const shopper = person('retired-shopper');
const cartPage = await shop.newPage();
await signedUpCustomer(cartPage, shop.dataDir, shopper);
for (const title of [COURSES[375].title, STAYS]) {
  await visit(cartPage, `/courses?q=${encodeURIComponent(title)}`, heading(cartPage, 'All courses'));
  await openItem(cartPage, title);
  await cartPage.getByRole('button', { name: `Add to cart: ${title}` }).click();
  await cartPage.getByText('Item added to cart').first().waitFor();
}
await cartPage.context().close();

for (const width of [375, 1280] as const) {
  const course = COURSES[width];
  t.test(`at ${width} px the admin finds a course by typing in the Courses list, retires it, and a visitor no longer finds it`, async (t) => {
    const page = await shop.newPage({ width });
    const problems = pageProblems(page);
    await adminSignedIn(page, ADMIN);
    await fromAdminSidebar(page, width, 'Courses', heading(page, 'Courses Dashboard'));
    await page.getByText('56 courses').waitFor();

    const search = page.getByLabel('Title', { exact: true });
    await search.click();
    await search.pressSequentially(course.typed);
    await follow(page, page.getByRole('button', { name: 'Find' }), {
      at: (url) => url.searchParams.get('q') === course.typed,
      shows: page.getByText('1 course', { exact: true }),
    });
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: course.title, exact: true }) });
    await row.getByText('Published', { exact: true }).waitFor();
    await screenshot(page, `admin-courses-search-${width}`);
    t.same(await seriousViolations(page), [], 'the searched list passes axe');

    await follow(page, row.getByRole('link', { name: `Update ${course.title}` }), {
      at: `/admin/update/course/${course.slug}`,
      shows: heading(page, 'Update Course'),
    });
    await page.getByLabel('Status', { exact: true }).selectOption('retired');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    const ask = page.getByRole('alertdialog');
    await ask.getByText(/Everyone who bought it keeps access/).waitFor();
    await screenshot(page, `admin-retire-confirm-${width}`);
    await follow(page, ask.getByRole('button', { name: 'Retire course' }), {
      at: '/admin/courses',
      shows: page.getByText('Course updated successfully').first(),
    });
    await arrived(page, heading(page, 'Courses Dashboard'));

    await page.getByLabel('Status', { exact: true }).selectOption('retired');
    await arrived(page, { at: (url) => url.searchParams.get('status') === 'retired', shows: page.getByRole('cell', { name: course.title, exact: true }) });
    const retired = page.getByRole('row').filter({ has: page.getByRole('cell', { name: course.title, exact: true }) });
    await retired.getByText('Retired', { exact: true }).waitFor();
    await screenshot(page, `admin-courses-retired-${width}`);
    await screenIsSound(t, page, problems);

    const visitor = await shop.newPage({ width });
    await visit(visitor, `/courses?q=${encodeURIComponent(course.title)}`, heading(visitor, 'All courses'));
    await visitor.getByText(`Nothing matches “${course.title}”.`).waitFor();
    await visit(visitor, '/courses?sort=title&page=1', heading(visitor, 'All courses'));
    t.equal(await visitor.getByRole('heading', { name: course.title }).count(), 0, 'not on the listing either');
  });
}

for (const width of [375, 1280] as const) {
  t.test(`at ${width} px a cart holding the retired course says so and leaves it out of the total`, async (t) => {
    const page = await shop.newPage({ width });
    const problems = pageProblems(page);
    await logIn(page, shopper.email, shopper.password, dashboardHome(page));
    await follow(page, page.getByRole('link', { name: /^Cart, 2 items/ }), heading(page, 'Your cart'));
    const line = (title: string) => page.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });
    await line(COURSES[375].title).getByText('No longer for sale: remove it to check out.').waitFor();
    t.equal(await line(STAYS).getByText('No longer for sale').count(), 0, 'the course on sale is not marked');
    // The total is what checkout charges: the course on sale alone.
    const stays = (await line(STAYS).locator(':scope > span').textContent())?.trim();
    t.equal((await page.getByTestId('cart-total').textContent())?.trim(), stays, 'the total is the course on sale alone');
    await screenshot(page, `cart-not-for-sale-${width}`);
    await screenIsSound(t, page, problems);
  });
}

t.test('the buyer still opens both retired courses from the dashboard', async (t) => {
  for (const course of Object.values(COURSES)) {
    await visit(buyer, '/dashboard/courses', heading(buyer, 'Your Courses'));
    t.equal(await buyer.locator('main li > a[href^="/dashboard/course/"]').count(), 2, 'both are in their library');
    await follow(buyer, buyer.getByRole('link', { name: course.title, exact: true }), {
      at: `/dashboard/course/${course.slug}`,
      shows: heading(buyer, course.title),
    });
  }
});
