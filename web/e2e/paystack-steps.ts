import type { Test } from 'tap';
import type { Page } from 'playwright-core';
import { follow, heading, screenshot, seriousViolations } from './steps.ts';

/** The course the naira tests buy. */
export const COURSE = 'Forex Foundations';

/** From the checkout, a Nigerian visitor's first choice: Paystack's page for the naira total the checkout showed. */
export async function toPaystack(t: Test, page: Page, width: number) {
  const buttons = page.getByRole('main').getByRole('button', { name: /^Pay with/ });
  // The rails come with the shop's list of providers, read as the checkout opens.
  await buttons.nth(1).waitFor();
  t.same(await buttons.allTextContents(), ['Pay with card, bank transfer or USSD (₦)', 'Pay with Crypto (USD)'], 'naira first for Nigeria');
  const naira = (await page.getByText(/^or ₦[\d,]+ by card, bank transfer or USSD$/).textContent())!.split(' ')[1]!;
  await screenshot(page, `paystack-checkout-${width}`);
  await follow(page, buttons.first(), { at: /^\/sandbox\/paystack\//, shows: heading(page, 'Pay with Paystack') });
  // The page has read its charge once it offers the card.
  const card = page.getByRole('button', { name: /^Pay ₦[\d,]+ by card$/ });
  await card.waitFor();
  t.equal(await card.textContent(), `Pay ${naira} by card`, `Paystack asks ${naira}, what the checkout said`);
  t.equal(await page.getByText(naira, { exact: true }).count(), 1, 'and shows it');
  t.same(await seriousViolations(page), [], 'the Paystack page passes axe');
  return naira;
}
