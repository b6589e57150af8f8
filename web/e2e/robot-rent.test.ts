import t from 'tap';
import { watchPage } from './screen-watch.ts';
import { ADMIN, startShop } from './shop.ts';
import { adminSignedIn, follow, fromAdminSidebar, heading, person, screenIsSound, screenshot, seriousViolations, signedUpCustomer, visit } from './steps.ts';

// A robot rented by the month and tried for free: the admin sets its terms in the update form; a
// customer rents it from its page, pays the sandbox's invoice and sees the rental's end; another starts a demo trial.
const shop = await startShop(t);
const robot = { slug: 'crypto-grid-master-ea', title: 'Crypto Grid Master EA' };
const END = /^Rented until \d{1,2} \w+ \d{4}$/;

t.test('the admin rents the robot at $25 a month and gives it a demo trial', async (t) => {
  const page = await shop.newPage({ width: 1280 });
  const watch = watchPage(page, []);
  await adminSignedIn(page, ADMIN);
  await fromAdminSidebar(page, 1280, 'Robots', heading(page, 'Robots'));
  const search = page.getByLabel('Title', { exact: true });
  await search.click();
  await search.pressSequentially('Grid Master');
  await follow(page, page.getByRole('button', { name: 'Find' }), { at: (url) => url.searchParams.get('q') === 'Grid Master' });
  await follow(page, page.getByRole('link', { name: `Update ${robot.title}` }), {
    at: `/admin/update/robot/${robot.slug}`,
    shows: heading(page, 'Update Robot'),
  });
  const form = page.getByRole('form', { name: `Update ${robot.title}` });
  await form.getByLabel('Sold as').selectOption({ label: 'Sold outright or rented' });
  await form.getByLabel('Rent per month (USD)').fill('25');
  await form.getByLabel('Free trial').selectOption({ label: 'Free on demo accounts' });
  t.same(await seriousViolations(page), [], 'the update form with its terms passes axe');
  await screenshot(page, 'admin-robot-terms-1280');
  await follow(page, form.getByRole('button', { name: 'Update', exact: true }), {
    at: '/admin/robots',
    shows: page.getByText('robot updated successfully').first(),
  });
  await watch.quiet();
  await screenIsSound(t, page, watch.take());
});

for (const width of [375, 1280]) {
  t.test(`at ${width} px a customer rents the robot for 3 months by crypto and sees when the rental ends`, async (t) => {
    const page = await shop.newPage({ width });
    const watch = watchPage(page, []);
    await signedUpCustomer(page, shop.dataDir, person(`renter-${width}`));
    await visit(page, '/crypto-robots', heading(page, 'Crypto robots'));
    await follow(page, page.getByRole('link', { name: robot.title }), { at: `/crypto-robots/${robot.slug}`, shows: heading(page, robot.title) });
    const terms = page.getByRole('region', { name: 'Rent or try' });
    await terms.getByText('$25.00 a month.', { exact: false }).waitFor();
    await terms.getByLabel('Rental period').selectOption('3');
    await terms.getByRole('option', { name: /^3 months: \$75\.00/ }).waitFor({ state: 'attached' });
    t.same(await seriousViolations(page), [], 'the robot page with its rental passes axe');
    await screenshot(page, `robot-rent-offer-${width}`);
    const toInvoice = () =>
      follow(page, terms.getByRole('button', { name: /^Rent for 3 months: Pay with Crypto/ }), {
        at: /\/sandbox\/invoice\//,
        shows: heading(page, 'Crypto invoice'),
      });
    // Cancelled first: back on the robot's dashboard page, told where to rent it again.
    await toInvoice();
    await follow(page, page.getByRole('button', { name: 'Cancel', exact: true }), {
      at: (url) => url.pathname === `/dashboard/robot/${robot.slug}` && url.searchParams.get('status') === 'cancelled',
      shows: page.getByRole('heading', { name: 'Payment cancelled' }),
    });
    await page.getByText("Nothing was charged. You can rent it again from the robot's page.").waitFor();
    await screenshot(page, `robot-rent-cancelled-${width}`);
    await follow(page, page.getByRole('link', { name: 'Rent or buy this robot to download it' }), {
      at: `/crypto-robots/${robot.slug}`,
      shows: heading(page, robot.title),
    });
    await terms.getByLabel('Rental period').selectOption('3');
    await toInvoice();
    await follow(page, page.getByRole('button', { name: 'Pay $75.00' }), {
      at: (url) => url.pathname === `/dashboard/robot/${robot.slug}` && url.searchParams.get('status') === 'success',
      shows: heading(page, robot.title),
    });
    const end = page.getByTestId('licence-term');
    await end.getByText(END).waitFor();
    await page.getByRole('link', { name: 'Download robot' }).waitFor();
    await screenshot(page, `robot-rented-dashboard-${width}`);
    await follow(page, page.getByRole('link', { name: 'Your Robots' }).first(), heading(page, 'Your Robots'));
    await page.getByRole('listitem').filter({ hasText: robot.title }).getByText(END).waitFor();

    // The robot's own page says so too, and offers to extend it.
    await visit(page, '/crypto-robots', heading(page, 'Crypto robots'));
    await follow(page, page.getByRole('link', { name: robot.title }), { at: `/crypto-robots/${robot.slug}`, shows: heading(page, robot.title) });
    await terms.getByTestId('licence-term').getByText(END).waitFor();
    await terms.getByRole('heading', { name: 'Extend your rental' }).waitFor();
    t.equal(await terms.getByRole('button', { name: 'Start free trial' }).count(), 0, 'no trial beside a rental');
    await screenshot(page, `robot-rented-page-${width}`);
    await watch.quiet();
    await screenIsSound(t, page, watch.take());
  });
}

t.test('at 375 px a newcomer starts the demo trial from the robot page', async (t) => {
  const page = await shop.newPage({ width: 375 });
  const watch = watchPage(page, []);
  await signedUpCustomer(page, shop.dataDir, person('trier-375'));
  await visit(page, '/crypto-robots', heading(page, 'Crypto robots'));
  await follow(page, page.getByRole('link', { name: robot.title }), { at: `/crypto-robots/${robot.slug}`, shows: heading(page, robot.title) });
  const terms = page.getByRole('region', { name: 'Rent or try' });
  await terms.getByText('Try it free on a demo trading account.').waitFor();
  await terms.getByRole('button', { name: 'Start free trial' }).click();
  await terms.getByTestId('licence-term').getByText('Free trial on demo accounts').waitFor();
  await follow(page, terms.getByRole('link', { name: 'Open in your dashboard' }), { at: `/dashboard/robot/${robot.slug}`, shows: heading(page, robot.title) });
  await page.getByRole('link', { name: 'Download robot' }).waitFor();
  await screenshot(page, 'robot-trial-dashboard-375');
  await watch.quiet();
  await screenIsSound(t, page, watch.take());
});
