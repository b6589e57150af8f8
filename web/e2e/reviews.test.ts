import t from 'tap';
import { watchPage } from './screen-watch.ts';
import { ADMIN, startShop } from './shop.ts';
import {
  adminSignedIn,
  boughtThroughSandbox,
  follow,
  fromAdminSidebar,
  heading,
  person,
  reload,
  screenIsSound,
  screenshot,
  signedUpCustomer,
  visit,
} from './steps.ts';

// A buyer reviews a course from its page (found from the listing), edits it, and an admin hides it
// through the Reviews screen: it leaves the page. The text is shown as written, never as markup.
t.setTimeout(300_000);
const shop = await startShop(t);
// One course per width, each with no review yet.
const COURSES = {
  375: { slug: 'forex-foundations', title: 'Forex Foundations' },
  1280: { slug: 'forex-price-action-mastery', title: 'Forex Price Action Mastery' },
} as const;
const HOSTILE = '<img src=x onerror=alert(1)>';

for (const width of [375, 1280] as const) {
  t.test(`at ${width} px, a buyer writes and edits a review; an admin hides it and it leaves the page`, async (t) => {
    const course = COURSES[width];
    const p = person(`reviews${width}`);
    const page = await shop.newPage({ width });
    await signedUpCustomer(page, shop.dataDir, p);
    await boughtThroughSandbox(page, shop.url, { courses: [course.slug], robots: [] });
    const watch = watchPage(page, []);

    // From the listing's search to the course's page.
    await visit(page, `/forex-trading?q=${encodeURIComponent(course.title)}`, heading(page, 'Forex trading courses'));
    await follow(page, page.getByRole('heading', { name: course.title }).getByRole('link'), {
      at: `/forex-trading/${course.slug}`,
      shows: heading(page, course.title),
    });
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await reviews.getByText('No reviews yet').waitFor();

    // Written: 4 stars and a text that looks like markup.
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.getByLabel('4 stars').check();
    await form.getByLabel('Your review').fill(HOSTILE);
    await form.getByRole('button', { name: 'Post your review' }).click();
    await page.getByText('Thank you for your review').waitFor();
    const list = page.getByRole('list', { name: 'Reviews of buyers' });
    await list.getByText(HOSTILE, { exact: true }).waitFor();
    t.equal(await page.locator('img[src="x"]').count(), 0, 'the text made no element');
    await reviews.getByTestId('rating-text').filter({ hasText: '4 out of 5, 1 review' }).waitFor();
    t.match(await list.textContent(), /Ada L\./, 'signed with the first name and initial');
    await screenshot(page, `reviews-written-${width}`);

    // Edited: now 5 stars; the page read again (the server's render) shows the edit.
    const edit = page.getByRole('form', { name: 'Edit your review' });
    await edit.getByLabel('5 stars').check();
    await edit.getByLabel('Your review').fill('Clear and practical. Worth it.');
    await edit.getByRole('button', { name: 'Save your review' }).click();
    await page.getByText('Your review is updated').waitFor();
    await list.getByText('Clear and practical. Worth it.').waitFor();
    await reload(page, heading(page, course.title));
    await list.getByText('Clear and practical. Worth it.').waitFor();
    t.equal(await list.getByText(HOSTILE).count(), 0, 'the old text is gone');
    t.equal(await reviews.getByTestId('rating-text').textContent(), '5 out of 5, 1 review');
    t.equal(await list.getByRole('listitem').count(), 1, 'still one review');
    await screenshot(page, `reviews-edited-${width}`);
    await screenIsSound(t, page, watch.take());

    // The admin hides it from the Reviews screen.
    const admin = await shop.newPage({ width });
    const adminWatch = watchPage(admin, []);
    await adminSignedIn(admin, ADMIN);
    await fromAdminSidebar(admin, width, 'Reviews', { at: '/admin/reviews', shows: heading(admin, 'Reviews') });
    await admin.getByLabel('Item (its slug)').fill(course.slug);
    await admin.getByRole('button', { name: 'Find' }).click();
    await admin
      .getByTestId('reviews-count')
      .filter({ hasText: /^1 review$/ })
      .waitFor();
    const row = admin.getByRole('row').filter({ hasText: 'Clear and practical. Worth it.' });
    await row.getByText(p.email).waitFor();
    await row.getByText('Public').waitFor();
    await screenshot(admin, `reviews-admin-${width}`);
    await row.getByRole('button', { name: `Hide the review of ${course.title} by ${p.first} ${p.last}` }).click();
    await admin.getByText('Review hidden').waitFor();
    await row.getByText('Hidden', { exact: true }).waitFor();
    await screenshot(admin, `reviews-admin-hidden-${width}`);
    await screenIsSound(t, admin, adminWatch.take());

    // The buyer's page, read again: the review and its average are gone; the buyer is told why.
    await reload(page, heading(page, course.title));
    await reviews.getByText('No reviews yet').waitFor();
    await page.getByText('An admin has hidden your review from this page.').waitFor();
    t.equal(await list.count(), 0, 'no review is listed');
    await screenshot(page, `reviews-hidden-${width}`);
    await screenIsSound(t, page, watch.take());
  });
}
