import { randomInt } from 'node:crypto';
import { signNotice } from '../../src/payments/signature.ts';
import { eq } from 'drizzle-orm';
import { orders } from '../../src/payments/tables.ts';
import { API, registeredCustomer, type TestUpstream } from '../helper.ts';

export const initialize = (up: TestUpstream, token: string, body: object, provider = 'sandbox') =>
  up.app.inject({ method: 'POST', url: `${API}/payments/${provider}/initialize`, payload: body, headers: { authorization: `Bearer ${token}` } });

export const cartPayment = (amount: number, courses: string[] = [], robots: string[] = []) => ({
  amount,
  currency: 'USD',
  description: 'order',
  metadata: JSON.stringify({ courses, robots, first_name: 'Ada', last_name: 'Lovelace' }),
});

export const notice = (order: { order_id: string; amount: number }, extra: Record<string, unknown> = {}) => ({
  payment_id: randomInt(1e9, 1e10),
  payment_status: 'finished',
  order_id: order.order_id,
  price_amount: order.amount,
  price_currency: 'usd',
  pay_currency: 'btc',
  pay_amount: 0.0012,
  actually_paid: 0.0012,
  fee: { currency: 'btc', depositFee: 0.00001, withdrawalFee: 0, serviceFee: 0.000005 },
  ...extra,
});

/** Posts a notice to the webhook, signed with `secret` unless a signature is given. */
export const sendNotice = (up: TestUpstream, body: object, secret: string, opts: { provider?: string; signature?: string | null } = {}) =>
  up.app.inject({
    method: 'POST',
    url: `${API}/payments/${opts.provider ?? 'sandbox'}/webhook`,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(opts.signature === null ? {} : { 'x-nowpayments-sig': opts.signature ?? signNotice(body, secret) }) },
  });

export const usdOf = async (up: TestUpstream, slug: string) =>
  ((await up.app.catalogue.findCourse(slug)) ?? (await up.app.catalogue.findRobot(slug)))!.usdCents / 100;

/** A new customer's open order for these items, through the cart and the provider's checkout. */
export async function openOrder(
  up: TestUpstream,
  n: string,
  slugs = { courses: ['forex-foundations'], robots: ['crypto-grid-master-ea'] },
  provider = 'sandbox',
) {
  const c = await registeredCustomer(up, n);
  const auth = { authorization: `Bearer ${c.token}` };
  for (const [type, list] of [['course', slugs.courses] as const, ['robot', slugs.robots] as const])
    for (const slug of list) await up.app.inject({ method: 'POST', url: `${API}/cart/add`, payload: { slug, type }, headers: auth });
  let cents = 0;
  for (const slug of [...slugs.courses, ...slugs.robots]) cents += Math.round((await usdOf(up, slug)) * 100);
  const amount = cents / 100;
  const res = await initialize(up, c.token, cartPayment(amount, slugs.courses, slugs.robots), provider);
  const orderId = res.json().data.order_id as string;
  const [order] = await up.app.database.db.select().from(orders).where(eq(orders.id, orderId));
  return { c, auth, amount, order_id: orderId, invoice_id: order!.invoiceId! };
}
