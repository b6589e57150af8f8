import { eq } from 'drizzle-orm';
import { couponRedemptions } from '../../src/coupons/tables.ts';
import { orders } from '../../src/payments/tables.ts';
import { API, type TestUpstream } from '../helper.ts';
import { cartPayment, initialize } from '../payments/pay-helper.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** `admin/coupons/create` as the admin sends it. */
export const createCoupon = (up: TestUpstream, admin: string, body: object) =>
  up.app.inject({ method: 'POST', url: `${API}/admin/coupons/create`, payload: body, headers: bearer(admin) });

/** `admin/coupons/:id/update`. */
export const updateCoupon = (up: TestUpstream, admin: string, id: string, body: object) =>
  up.app.inject({ method: 'POST', url: `${API}/admin/coupons/${id}/update`, payload: body, headers: bearer(admin) });

/** The admin's coupon list, first page of 100. */
export const listCoupons = async (up: TestUpstream, admin: string) =>
  (await up.app.inject({ method: 'GET', url: `${API}/admin/coupons?page=1&length=100`, headers: bearer(admin) })).json();

/** A new coupon's id (the test fails loudly when it was not created). */
export async function couponId(up: TestUpstream, admin: string, body: object): Promise<string> {
  const res = await createCoupon(up, admin, body);
  if (res.statusCode !== 201) throw new Error(`coupon not created: ${res.body}`);
  return res.json().data.id as string;
}

/** Puts the items in the customer's server cart. */
export async function fillCart(up: TestUpstream, token: string, items: { courses?: string[]; robots?: string[] }) {
  await up.app.inject({ method: 'POST', url: `${API}/cart/clear`, payload: {}, headers: bearer(token) });
  for (const [type, slugs] of [
    ['course', items.courses ?? []],
    ['robot', items.robots ?? []],
  ] as const) {
    for (const slug of slugs) await up.app.inject({ method: 'POST', url: `${API}/cart/add`, payload: { slug, type }, headers: bearer(token) });
  }
}

/** `cart/coupon`: what the code does to the customer's server cart. */
export const quote = (up: TestUpstream, token: string, code: string) =>
  up.app.inject({ method: 'POST', url: `${API}/cart/coupon`, payload: { code }, headers: bearer(token) });

/** Starts a payment for these items with a coupon, at `amount` USD. */
export const payWithCoupon = (up: TestUpstream, token: string, coupon: string, amount: number, courses: string[] = [], robots: string[] = []) =>
  initialize(up, token, { ...cartPayment(amount, courses, robots), coupon });

/** How many orders hold a use of the coupon, and how many redemptions it has. */
export async function usesOf(up: TestUpstream, id: string) {
  const { db } = up.app.database;
  const [withCoupon, redeemed] = await Promise.all([
    db.select().from(orders).where(eq(orders.couponId, id)),
    db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, id)),
  ]);
  return { orders: withCoupon.length, redemptions: redeemed.length };
}
