import t from 'tap';
import type { Page } from 'playwright-core';
import { watchPage } from './screen-watch.ts';
import { ADMIN, startShop } from './shop.ts';
import {
  adminSignedIn,
  apiCall,
  follow,
  fromAdminSidebar,
  heading,
  periodPaidThroughSandbox,
  person,
  screenIsSound,
  screenshot,
  seriousViolations,
  signedUpCustomer,
} from './steps.ts';

// The admin's Subscribers: a subscriber (a free trial on a phone, a month paid by crypto on a wide
// screen) found by status and email, opened, and extended by days through the form and its
// confirmation; the new end and the logged extension show, and the customer's History says it.
t.setTimeout(300_000);
const shop = await startShop(t, { TELEGRAM_INVITE_URL: 'https://t.me/+JoinMeridian' });
const DAY = 86_400_000;
const REASON = 'Signals were down for a week';

/** The group's monthly plan with a free trial: the admin makes it once, through the call the Telegram screen makes. */
async function monthlyPlan(admin: Page): Promise<string> {
  const [plan] = (await apiCall(admin, 'admin/plans')) as { id: string }[];
  return plan?.id ?? ((await apiCall(admin, 'admin/plans/create', { months: 1, usd: 20, trial_days: 7 })) as { id: string }).id;
}

/** How each width's customer subscribes, and the status the admin filters them by. */
const SUBSCRIBES = {
  375: { status: 'Free trial', payments: 0, start: (customer: Page, plan: string) => apiCall(customer, 'subscriptions/trial', { plan }) },
  1280: {
    status: 'Active',
    payments: 1,
    start: (customer: Page, plan: string) => periodPaidThroughSandbox(customer, { id: plan, usd: 20 }),
  },
} as const;

const periodEnd = async (page: Page) => Date.parse((await page.getByTestId('subscriber-period-ends').locator('time').getAttribute('datetime')) ?? '');

for (const width of [375, 1280] as const) {
  const way = SUBSCRIBES[width];
  t.test(`at ${width} px the admin finds a subscriber (${way.status}) and extends their period by days`, async (t) => {
    const page = await shop.newPage({ width });
    const watch = watchPage(page, []);
    await adminSignedIn(page, ADMIN);
    const plan = await monthlyPlan(page);

    const p = person(`subscriber${width}`);
    const customer = await shop.newPage({ width });
    const customerWatch = watchPage(customer, []);
    await signedUpCustomer(customer, shop.dataDir, p);
    await way.start(customer, plan);

    await fromAdminSidebar(page, width, 'Subscribers', heading(page, 'Subscribers'));
    await follow(page, () => page.getByLabel('Status').selectOption({ label: way.status }), { at: /[?&]status=/ });
    await page.getByLabel('Customer email').fill(p.email);
    await follow(page, page.getByRole('button', { name: 'Find' }), { at: /[?&]email=/ });
    await page
      .getByTestId('subscribers-count')
      .filter({ hasText: /^1 subscriber$/ })
      .waitFor();
    const row = page.getByRole('row').filter({ hasText: p.email });
    await row.getByText(way.status, { exact: true }).waitFor();
    await row.getByText('1 month · $20.00').waitFor();
    t.same(await seriousViolations(page), [], 'the Subscribers screen passes axe');
    await screenshot(page, `admin-subscribers-${width}`);

    const name = `${p.first} ${p.last}`;
    await follow(page, row.getByRole('link', { name: p.email }), heading(page, name));
    await page
      .getByTestId('subscriber-events-count')
      .filter({ hasText: /^0 extensions$/ })
      .waitFor();
    await page
      .getByTestId('subscriber-payments-count')
      .filter({ hasText: way.payments === 1 ? /^1 payment$/ : /^0 payments$/ })
      .waitFor();
    const before = await periodEnd(page);

    // Days the server would refuse are told beside the field, and nothing is asked.
    const form = page.getByRole('form', { name: 'Extend the period' });
    await form.getByLabel('Days').fill('0');
    await form.getByRole('button', { name: 'Extend' }).click();
    await form.getByText('Extend by 1 to 365 days').waitFor();

    // Asked first: Cancel leaves it as it was.
    await form.getByLabel('Days').fill('10');
    await form.getByLabel('Reason').fill(REASON);
    await form.getByRole('button', { name: 'Extend' }).click();
    const question = page.getByRole('alertdialog', { name: 'Extend this subscription?' });
    await question.getByText(`${p.email}'s period will end 10 days later, on `).waitFor();
    t.same(await seriousViolations(page), [], 'the confirmation passes axe');
    await screenshot(page, `admin-subscriber-confirm-${width}`, { fullPage: false });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    t.equal(await periodEnd(page), before, 'cancelled: the period is as it was');

    await form.getByRole('button', { name: 'Extend' }).click();
    await question.getByRole('button', { name: 'Yes, extend' }).click();
    const answer = page.getByRole('alertdialog', { name: 'Extended' });
    await answer.getByText(/^Extended by 10 days: the period now ends on \d+ \w+ \d{4}$/).waitFor();
    await answer.getByRole('button', { name: 'OK' }).click();
    await answer.waitFor({ state: 'detached' });

    const logged = page.getByRole('table', { name: 'Extensions' }).getByRole('row').filter({ hasText: 'Extended by 10 days' });
    await logged.waitFor();
    t.match(await logged.textContent(), ADMIN.email, 'logged with the admin');
    t.match(await logged.textContent(), REASON, 'and the reason');
    t.equal((await periodEnd(page)) - before, 10 * DAY, 'the period ends ten days later');
    t.equal(await form.getByLabel('Days').inputValue(), '', 'the form is empty again');
    t.same(await seriousViolations(page), [], 'the subscriber screen passes axe');
    await screenshot(page, `admin-subscriber-extended-${width}`);
    await watch.quiet();
    await screenIsSound(t, page, watch.take());

    // The customer's History says it, without the shop's note.
    await follow(
      customer,
      customer.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Subscriptions' }),
      heading(customer, 'Your subscriptions'),
    );
    const history = customer.getByRole('region', { name: 'History' });
    await history.getByText('Extended by 10 days').waitFor();
    t.equal(await history.getByText('1 month of the signals group').count(), way.payments, 'and each period paid');
    t.equal(await history.getByText(REASON).count(), 0, 'the reason stays with the shop');
    t.same(await seriousViolations(customer), [], 'the subscriptions page with its history passes axe');
    await screenshot(customer, `subscription-history-${width}`);
    await customerWatch.quiet();
    await screenIsSound(t, customer, customerWatch.take());
  });
}
