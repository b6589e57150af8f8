import { API, adminToken, registeredCustomer, type TestUpstream } from '../helper.ts';
import { cartPayment, initialize, notice, sendNotice, usdOf } from '../payments/pay-helper.ts';

export type Bought = Awaited<ReturnType<typeof registeredCustomer>> & { orderId: string; amount: number };

/** A new customer's order, opened through checkout and left unpaid. */
export async function openOrder(up: TestUpstream, n: string, items: { courses?: string[]; robots?: string[] }) {
  const c = await registeredCustomer(up, n);
  const { courses = [], robots = [] } = items;
  let cents = 0;
  for (const slug of [...courses, ...robots]) cents += Math.round((await usdOf(up, slug)) * 100);
  const res = await initialize(up, c.token, cartPayment(cents / 100, courses, robots));
  return { ...c, orderId: res.json().data.order_id as string, amount: cents / 100 };
}

/** A new customer's order for the Telegram group (at its default price, $25), as the Signals page opens one; unpaid. */
export async function openGroupOrder(up: TestUpstream, n: string) {
  const c = await registeredCustomer(up, n);
  const res = await initialize(up, c.token, { amount: 25, currency: 'USD', metadata: JSON.stringify({ telegram: { id: 'signals' } }) });
  return { ...c, orderId: res.json().data.order_id as string, amount: 25 };
}

/** Pays an open order with a signed `finished` notice, as the provider does (`extra` changes the notice); answers the outcome. */
export const pay = async (up: TestUpstream, order: { orderId: string; amount: number }, extra: Record<string, unknown> = {}) =>
  (await sendNotice(up, notice({ order_id: order.orderId, amount: order.amount }, extra), up.app.config.sandboxSecret)).json().message as string;

/** A new customer who bought these items through checkout and a paid notice. */
export async function boughtItems(up: TestUpstream, n: string, items: { courses?: string[]; robots?: string[] }): Promise<Bought> {
  const order = await openOrder(up, n, items);
  const outcome = await pay(up, order);
  if (outcome !== 'credited') throw new Error(`order ${order.orderId} was not credited: ${outcome}`);
  return order;
}

/** The admin's calls, with the super-admin's token. */
export async function asAdmin(up: TestUpstream) {
  const auth = { authorization: `Bearer ${await adminToken(up)}` };
  const post = (url: string, payload: object = {}) => up.app.inject({ method: 'POST', url: `${API}/admin/${url}`, payload, headers: auth });
  return {
    get: (url: string) => up.app.inject({ method: 'GET', url: `${API}/admin/${url}`, headers: auth }),
    post,
    refund: (orderId: string, payload: object) => post(`orders/${orderId}/refund`, payload),
  };
}

/** A customer's GET (`url` under the API), with their token. */
export const customerGet = (up: TestUpstream, token: string, url: string) =>
  up.app.inject({ method: 'GET', url: `${API}/${url}`, headers: { authorization: `Bearer ${token}` } });
