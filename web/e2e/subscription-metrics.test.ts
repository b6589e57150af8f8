import t from 'tap';
import { watchPage } from './screen-watch.ts';
import { ADMIN, startShop } from './shop.ts';
import {
  adminSignedIn,
  apiCall,
  fromAdminSidebar,
  heading,
  periodPaidThroughSandbox,
  person,
  screenIsSound,
  screenshot,
  seriousViolations,
  signedUpCustomer,
} from './steps.ts';

// The admin's Subscriptions card on the Revenue screen: this month, one customer trials the monthly
// plan and another pays a quarter ($60, so $20 of MRR); the chart says it and the table shows every
// figure of the month, at 375 and 1280 px, nothing scrolling sideways but the table in its box.
t.setTimeout(300_000);
const shop = await startShop(t, { TELEGRAM_INVITE_URL: 'https://t.me/+JoinMeridian' });

// The plans, made through the calls the Telegram screen makes, and the customers' trial and payment through theirs.
{
  const admin = await shop.newPage();
  await adminSignedIn(admin, ADMIN);
  const monthly = (await apiCall(admin, 'admin/plans/create', { months: 1, usd: 20, trial_days: 7 })) as { id: string };
  const quarterly = (await apiCall(admin, 'admin/plans/create', { months: 3, usd: 60 })) as { id: string; usd: number };
  const trialist = await shop.newPage();
  await signedUpCustomer(trialist, shop.dataDir, person('metrics-trial'));
  await apiCall(trialist, 'subscriptions/trial', { plan: monthly.id });
  const payer = await shop.newPage();
  await signedUpCustomer(payer, shop.dataDir, person('metrics-quarter'));
  await periodPaidThroughSandbox(payer, quarterly);
  await Promise.all([admin, trialist, payer].map((page) => page.context().close()));
}

/** The current UTC month as the screen names it ("Nov 2026"); the figures above were all made in it. */
const thisMonth = () => new Date().toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

for (const width of [375, 1280] as const) {
  t.test(`at ${width} px the admin sees this month's subscriptions on the Revenue screen`, async (t) => {
    const page = await shop.newPage({ width });
    const watch = watchPage(page, []);
    await adminSignedIn(page, ADMIN);
    await fromAdminSidebar(page, width, 'Revenue', heading(page, 'Revenue'));

    const chart = page.getByRole('img', { name: /^MRR and active subscribers per month, / });
    await chart.waitFor();
    t.match(
      await chart.getAttribute('aria-label'),
      new RegExp(`: MRR \\$20\\.00 this month, highest \\$20\\.00 in ${thisMonth()}; 2 active subscribers now, most 2 in ${thisMonth()}\\.$`),
      'the chart says this month in words',
    );

    const table = page.getByRole('table', { name: 'Subscriptions per month' });
    t.same(await table.getByRole('columnheader').allTextContents(), [
      'Month',
      'MRR',
      'Active',
      'New',
      'Returning',
      'Churned',
      'Churn rate',
      'Trials converted',
    ]);
    const month = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `${thisMonth()} (so far)`, exact: true }) });
    t.same(
      await month.getByRole('cell').allTextContents(),
      ['$20.00', '2', '2', '0', '0', '—none active at the start', '0 of 1'],
      "this month's figures: a quarter's third, the trialist and the payer new, none churned, the trial not yet converted",
    );
    t.equal(await table.getByRole('row').count(), 13, 'a header and twelve months');
    t.equal(await table.getByRole('rowheader').first().textContent(), `${thisMonth()} (so far)`, 'newest first');

    t.same(await seriousViolations(page), [], 'the Revenue screen with the subscriptions passes axe');
    await screenshot(page, `subscription-metrics-${width}`);
    await month.scrollIntoViewIfNeeded();
    await screenshot(page, `subscription-metrics-table-${width}`, { fullPage: false });
    await watch.quiet();
    await screenIsSound(t, page, watch.take());
  });
}
