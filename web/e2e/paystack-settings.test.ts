import t from 'tap';
import { COURSE, toPaystack } from './paystack-steps.ts';
import { watchPage } from './screen-watch.ts';
import { ADMIN, startShop } from './shop.ts';
import {
  adminSignedIn,
  checkoutOf,
  fromAdminSidebar,
  heading,
  person,
  screenIsSound,
  screenshot,
  seriousViolations,
  signedUpCustomer,
  visit,
} from './steps.ts';

// The admin's naira rate and rounding, as a Nigerian customer then sees and pays them (the sandbox's Paystack page,
// no key: `npm start`'s shape). Apart from web/e2e/paystack.test.ts so that neither file nears tap's time limit.
const shop = await startShop(t);

for (const [width, rate, roundTo, shown] of [
  [375, '1633.5', 'Up to the next ₦100', '₦80,100'],
  [1280, '1701', 'Up to the next ₦1,000', '₦84,000'],
] as const) {
  t.test(`at ${width} px the admin sets the naira rate and its rounding under Settings; a Nigerian customer sees and is charged ${shown}`, async (t) => {
    const admin = await shop.newPage({ width });
    const adminWatch = watchPage(admin, []);
    await adminSignedIn(admin, ADMIN);
    await fromAdminSidebar(admin, width, 'Settings', heading(admin, 'Settings'));
    const pricing = admin.getByRole('form', { name: 'Naira pricing' });
    await pricing.getByLabel('Naira per US dollar').fill(rate);
    await pricing.getByLabel('Rounding').selectOption({ label: roundTo });
    await pricing.getByText(`A $49.00 course shows as ${shown}, and a card payment charges exactly what is shown.`).waitFor();
    await pricing.getByRole('button', { name: 'Save pricing' }).click();
    await admin.getByText('Settings saved').first().waitFor();
    await pricing.getByText(/^Set \d+ \w+ \d{4}, \d\d:\d\d\.$/).waitFor();

    // Paystack's page stops offering QR codes.
    const channels = admin.getByRole('form', { name: 'Paystack channels' });
    await channels.getByRole('checkbox', { name: 'QR code' }).uncheck();
    await channels.getByRole('button', { name: 'Save channels' }).click();
    await admin.getByText('Settings saved').first().waitFor();
    t.same(await seriousViolations(admin), [], 'the settings screen passes axe');
    await screenshot(admin, `admin-settings-${width}`);
    await adminWatch.quiet();
    await screenIsSound(t, admin, adminWatch.take());

    const page = await shop.newPage({ width });
    const watch = watchPage(page, []);
    await signedUpCustomer(page, shop.dataDir, person(`rounded-${width}`));
    await visit(page, '/forex-trading', heading(page, 'Forex trading courses'));
    await checkoutOf(page, COURSE);
    await page.getByText(`or ${shown} by card, bank transfer or USSD`).waitFor();
    t.equal(await toPaystack(t, page, width), shown, 'Paystack charges the rounded naira');
    await watch.quiet();
    await screenIsSound(t, page, watch.take());
  });
}
