import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { ApiError } from '@academy/shared/api-error';
import type { AdminCoupon, CreateCouponRequest, UpdateCouponRequest } from '@academy/shared/coupons';
import type { Clock } from '@academy/shared/server/clock';
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { Db, Executor } from '../db/client.ts';
import type { AuditContext } from '../audit/context.ts';
import { record } from '../audit/record.ts';
import { courses, robots } from '../catalogue/tables.ts';
import { orders } from '../payments/tables.ts';
import { couponRedemptions, coupons } from './tables.ts';
import { discountOf, type PricedLine } from './discount.ts';
import { pageOf } from '../db/paged.ts';

type Coupon = typeof coupons.$inferSelect;

/** Orders in these states hold their coupon's use; an expired, cancelled or failed one gave it back. */
const HOLDING: readonly (typeof orders.$inferSelect)['status'][] = ['pending', 'partially_paid', 'paid', 'refunded'];
const holding = inArray(orders.status, [...HOLDING]);
/** Whether an order in this state holds its coupon's use (the one rule, for a query and for a row). */
export const holdsCouponUse = (status: (typeof orders.$inferSelect)['status']) => HOLDING.includes(status);

/** A coupon's amount as the API speaks it: a percent, or USD (stored in cents). */
export const wireAmount = (c: Pick<Coupon, 'kind' | 'amount'>) => (c.kind === 'percent' ? c.amount : c.amount / 100);
const day = (d: Date) => d.toISOString().slice(0, 10);
/** What the admin sets of a coupon, as its audit entries show it. */
const couponFields = (c: Coupon) => ({
  code: c.code,
  kind: c.kind,
  amount: wireAmount(c),
  expires_at: c.expiresAt?.toISOString() ?? null,
  max_uses: c.maxUses,
  max_uses_per_customer: c.maxUsesPerCustomer,
  categories: c.categories,
  active: c.active,
});
const couponTarget = (c: Coupon) => ({ type: 'coupon', id: c.id, label: c.code }) as const;

/**
 * Discount codes: what the admin creates and changes, and what a checkout takes. A checkout locks the
 * coupon's row (`take` with `lock`) while it counts the uses and records its own, so the limits hold
 * however many customers pay at once.
 */
export function createCoupons(deps: { db: Db; catalogue: Catalogue; clock: Clock }) {
  const { db, catalogue, clock } = deps;
  /** Uses held of the coupon in the row, as a column: for the admin's list. */
  const usesOf = sql<number>`(${db
    .select({ n: count() })
    .from(couponRedemptions)
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(and(eq(couponRedemptions.couponId, coupons.id), holding))})`.mapWith(Number);

  /** The coupon's uses held now, in all and by this customer; `except` leaves out these orders' uses. */
  async function usesHeld(executor: Executor, couponId: string, userId: string, except: string[] = []) {
    const [used] = await executor
      .select({ all: count(), mine: sql<number>`count(*) filter (where ${couponRedemptions.userId} = ${userId})`.mapWith(Number) })
      .from(couponRedemptions)
      .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
      .where(and(eq(couponRedemptions.couponId, couponId), holding, except.length ? notInArray(orders.id, except) : undefined));
    return used!;
  }

  type Named = { type: 'course' | 'robot'; slug: string; title: string };
  /** The items the coupons name, with their slugs and titles, by id. */
  async function itemsNamed(list: Coupon[]): Promise<Map<string, Named>> {
    const ids = (type: 'course' | 'robot') => [...new Set(list.flatMap((c) => c.items.filter((i) => i.type === type).map((i) => i.id)))];
    const read = async (type: 'course' | 'robot', table: typeof courses | typeof robots) =>
      ids(type).length
        ? (
            await db
              .select({ id: table.id, slug: table.slug, title: table.title })
              .from(table)
              .where(inArray(table.id, ids(type)))
          ).map((r): [string, Named] => [r.id, { type, slug: r.slug, title: r.title }])
        : [];
    const [courseRows, robotRows] = await Promise.all([read('course', courses), read('robot', robots)]);
    return new Map([...courseRows, ...robotRows]);
  }

  async function out(list: { coupon: Coupon; uses: number }[]): Promise<AdminCoupon[]> {
    const named = await itemsNamed(list.map((r) => r.coupon));
    return list.map(({ coupon: c, uses }) => ({
      id: c.id,
      ...couponFields(c),
      // An item removed from the catalogue since is left out.
      items: c.items.flatMap((i) => named.get(i.id) ?? []),
      uses,
      created_at: c.createdAt.toISOString(),
    }));
  }

  async function one(id: string): Promise<AdminCoupon> {
    const [row] = await db.select({ coupon: coupons, uses: usesOf }).from(coupons).where(eq(coupons.id, id));
    if (!row) throw new ApiError(404, 'Coupon not found');
    return (await out([row]))[0]!;
  }

  /** An expiry as stored: null stays null (never), undefined leaves it as it is. */
  const future = (expiresAt: string | null | undefined) => {
    if (expiresAt == null) return expiresAt;
    const at = new Date(expiresAt);
    if (at.getTime() <= clock.now()) throw new ApiError(422, 'The expiry must be in the future');
    return at;
  };

  return {
    async list(query: { page: number; length: number }): Promise<{ data: AdminCoupon[]; totalRecords: number }> {
      const { rows, totalRecords } = await pageOf(
        db.select({ coupon: coupons, uses: usesOf }).from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id)).$dynamic(),
        db.select({ n: count() }).from(coupons),
        query,
      );
      return { data: await out(rows), totalRecords };
    },

    async create(audit: AuditContext, input: CreateCouponRequest): Promise<AdminCoupon> {
      const items = await Promise.all(
        input.items.map(async ({ type, slug }) => {
          const item = type === 'course' ? await catalogue.findCourse(slug) : await catalogue.findRobot(slug);
          if (!item) throw new ApiError(422, `There is no ${type} ${slug}`);
          return { type, id: item.id };
        }),
      );
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(coupons)
          .values({
            code: input.code,
            kind: input.kind,
            amount: input.kind === 'percent' ? input.amount : Math.round(input.amount * 100),
            expiresAt: future(input.expires_at),
            maxUses: input.max_uses,
            maxUsesPerCustomer: input.max_uses_per_customer,
            items: items.filter((i, n) => items.findIndex((j) => j.id === i.id) === n),
            categories: [...new Set(input.categories)],
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new ApiError(409, `A coupon with the code ${input.code} already exists`);
        const named = input.items.map((i) => `${i.type} ${i.slug}`);
        await record(tx, { ...audit, target: couponTarget(row), after: { ...couponFields(row), items: [...new Set(named)] } });
        return row;
      });
      return one(created.id);
    },

    /** Deactivates or activates, moves the expiry, changes the limits. A limit lowered under the uses so far stops new ones. */
    async update(audit: AuditContext, id: string, input: UpdateCouponRequest): Promise<AdminCoupon> {
      const expiresAt = future(input.expires_at);
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
        if (!before) throw new ApiError(404, 'Coupon not found');
        const [after] = await tx
          .update(coupons)
          .set({ active: input.active, expiresAt, maxUses: input.max_uses, maxUsesPerCustomer: input.max_uses_per_customer })
          .where(eq(coupons.id, id))
          .returning();
        await record(tx, { ...audit, target: couponTarget(before), before: couponFields(before), after: couponFields(after!) });
      });
      return one(id);
    },

    /**
     * The coupon with this code, checked for this customer and these lines, and each line's share of
     * its discount; a clear 422 (409 once used up) otherwise. With `lock` (a checkout, inside its
     * transaction) the coupon's row stays locked until the transaction ends, so the uses counted here
     * are still the uses when the order is recorded. `except`: open orders the checkout would replace,
     * whose uses are given back then, so they do not count against this one.
     */
    async take(executor: Executor, input: { code: string; userId: string; lines: PricedLine[]; lock: boolean; except?: string[] }) {
      const { code, userId, lines } = input;
      const found = executor.select().from(coupons).where(eq(coupons.code, code));
      const [coupon] = input.lock ? await found.for('update') : await found;
      if (!coupon) throw new ApiError(422, `${code} is not a valid coupon code`);
      if (!coupon.active) throw new ApiError(422, `The coupon ${code} is no longer active`);
      if (coupon.expiresAt && coupon.expiresAt.getTime() <= clock.now()) throw new ApiError(422, `The coupon ${code} expired on ${day(coupon.expiresAt)}`);
      if (coupon.maxUses !== null || coupon.maxUsesPerCustomer !== null) {
        const used = await usesHeld(executor, coupon.id, userId, input.except);
        if (coupon.maxUses !== null && used.all >= coupon.maxUses) throw new ApiError(409, `The coupon ${code} has been used up`);
        if (coupon.maxUsesPerCustomer !== null && used.mine >= coupon.maxUsesPerCustomer)
          throw new ApiError(
            409,
            coupon.maxUsesPerCustomer === 1
              ? `You have already used the coupon ${code}`
              : `You have already used the coupon ${code} ${coupon.maxUsesPerCustomer} times, as many as it allows`,
          );
      }
      return { coupon, ...discountOf(coupon, lines) };
    },

    /**
     * After a payment revived a use given back (it arrived on an order cancelled or expired since): the
     * limit it took the coupon past, said for the admin, or null. Money that arrived is never refused.
     */
    async overLimit(executor: Executor, couponId: string, userId: string): Promise<string | null> {
      const [coupon] = await executor.select().from(coupons).where(eq(coupons.id, couponId));
      if (!coupon) return null;
      const used = await usesHeld(executor, coupon.id, userId);
      if (coupon.maxUses !== null && used.all > coupon.maxUses) return `coupon ${coupon.code} over its limit: ${used.all} uses of ${coupon.maxUses}`;
      if (coupon.maxUsesPerCustomer !== null && used.mine > coupon.maxUsesPerCustomer)
        return `coupon ${coupon.code} over its limit: ${used.mine} uses by this customer of ${coupon.maxUsesPerCustomer}`;
      return null;
    },

    /** The order's use of the coupon, in the checkout's transaction. */
    async record(tx: Executor, use: { couponId: string; orderId: string; userId: string; discountUsdCents: number }) {
      await tx.insert(couponRedemptions).values(use);
    },
  };
}
export type Coupons = ReturnType<typeof createCoupons>;
