import { matchPath } from 'react-router';
import { userDetailsKey } from '../../features/account/api/get-user-details.ts';
import { courseKey } from '../../features/catalogue/api/get-course.ts';
import { TELEGRAM_PRICE_KEY } from '../../features/catalogue/api/get-telegram-price.ts';
import { ORDERS_KEY } from '../../features/checkout/api/get-orders.ts';
import { progressKey } from '../../features/learning/api/progress.ts';
import { GROUP_PLANS_KEY } from '../../features/subscriptions/api/subscription.ts';
import { dropEarlyReads, readEarly } from '../../lib/api-client.ts';
import { PAYMENT_PROVIDER_KEY } from '../../lib/payment-rails.ts';

let lastPath = '';
// The screens that show the customer's details through SWR (a read begun for a screen that does not take it would wait, unused,
// for the next). Not the dashboard's home: its loader reads them in parallel with this guard.
const DETAILS_READERS = [
  '/dashboard/courses',
  '/dashboard/robots',
  '/dashboard/course/:id',
  '/dashboard/account-details',
  '/dashboard/edit-details',
  '/checkout',
];
// What checkout reads beside the details, each as it renders (web/src/app/routes/public/checkout.tsx and its page): the
// group's price and plans, the ways to pay, the orders (an open invoice to resume). Asked together, not one render after another.
const CHECKOUT_READS = [TELEGRAM_PRICE_KEY, GROUP_PLANS_KEY, PAYMENT_PROVIDER_KEY, ORDERS_KEY];

const playerCourse = (path: string) => matchPath('/dashboard/course/:id', path)?.params.id;

/**
 * The reads a signed-in customer's screen starts with (API keys, as useSWR names them): most of the dashboard's
 * screens and checkout read the customer's details; the player also reads its course, checkout its prices, ways to
 * pay and orders.
 */
export function firstReadKeys(path: string, customer: string): string[] {
  const keys = DETAILS_READERS.some((pattern) => matchPath(pattern, path)) ? [userDetailsKey(customer)] : [];
  const course = playerCourse(path);
  if (course) keys.push(courseKey(course));
  if (path === '/checkout') keys.push(...CHECKOUT_READS);
  return keys;
}

/**
 * What a signed-in screen's shell carries (bff/src/plugins/app/pages.ts, asked by the BFF as the page is sent): the
 * guard's first reads, the details the dashboard's home loads with, and the learner's progress in the player. In the
 * browser that read waits for the course's answer (a course not theirs has no progress); the server asks at once, and
 * a refusal is simply not carried.
 */
export function documentReadKeys(path: string, customer: string): string[] {
  const keys = path === '/dashboard' ? [userDetailsKey(customer)] : firstReadKeys(path, customer);
  const course = playerCourse(path);
  if (course) keys.push(progressKey(course));
  return keys;
}

/**
 * Starts the screen's first reads, asked for by its guard (guards.ts) once the session is known: they travel while
 * the screen's code downloads, not after it renders (on a phone's slow network, most of a second). useSWR's first
 * fetch of each takes its answer (api-client.ts), or the shell's when it carried one.
 */
export function startFirstReads(path: string, customer: string) {
  // A screen's own navigations (the player writing its chapter into the address) run the guard again:
  // its reads are on screen already, and asked again they would only hold up the lesson's media.
  if (path === lastPath) return;
  // What the screen before began and did not take may predate a change since (a purchase behind its back).
  if (lastPath) dropEarlyReads();
  lastPath = path;
  for (const key of firstReadKeys(path, customer)) void readEarly(key);
}
