import { and, asc, eq, inArray } from 'drizzle-orm';
import { ApiError } from '@academy/shared/api-error';
import type { CartProduct, ServerCart } from '@academy/shared/cart';
import { type Catalogue, forSale, mustBeBuyable, notForSale } from '../catalogue/catalogue.ts';
import { pricesOf } from '@academy/shared/money';
import type { Settings } from '../catalogue/settings.ts';
import type { Urls } from '../storage/urls.ts';
import type { Db, Executor } from '../db/client.ts';
import { courses, robots } from '../catalogue/tables.ts';
import { cartItems } from './tables.ts';
import type { Cohorts } from '../cohorts/cohorts.ts';
import type { Entitlements } from '../purchases/entitlements.ts';

/** The server cart (docs/requirements.md#states-and-transitions): an item once per slug, never one the customer already owns. */
export function createCart(deps: {
  db: Db;
  catalogue: Catalogue;
  settings: Settings;
  urls: Urls;
  entitlements: Entitlements;
  cohorts: Pick<Cohorts, 'mustHaveSeat'>;
}) {
  const { db, catalogue, settings, urls, entitlements } = deps;

  async function fetch(userId: string): Promise<ServerCart> {
    const items = await db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.createdAt));
    const ids = (type: 'course' | 'robot') => items.filter((i) => i.itemType === type).map((i) => i.itemId);
    const [courseRows, robotRows, pricing] = await Promise.all([
      ids('course').length
        ? db
            .select()
            .from(courses)
            .where(inArray(courses.id, ids('course')))
        : [],
      ids('robot').length
        ? db
            .select()
            .from(robots)
            .where(inArray(robots.id, ids('robot')))
        : [],
      settings.pricing(),
    ]);
    const byId = new Map<string, CartProduct>([
      ...courseRows.map((c): [string, CartProduct] => [
        c.id,
        {
          slug: c.slug,
          type: 'course',
          title: c.title,
          image: urls.image(c.image),
          category: c.category,
          ...pricesOf(c.usdCents, pricing),
          for_sale: forSale(c),
        },
      ]),
      ...robotRows.map((r): [string, CartProduct] => [
        r.id,
        {
          slug: r.slug,
          type: 'robot',
          title: r.title,
          image: urls.image(r.image),
          category: r.category,
          ...pricesOf(r.usdCents, pricing),
          for_sale: forSale(r),
        },
      ]),
    ]);
    const products = items.map((i) => byId.get(i.itemId)).filter((p): p is CartProduct => Boolean(p));
    const totalCents = products.reduce((t, p) => t + Math.round(p.usd * 100), 0);
    return { products, total_amount: products.reduce((t, p) => t + p.price, 0), total_usd: totalCents / 100 };
  }

  return {
    fetch,

    async add(userId: string, slug: string, type: 'course' | 'robot'): Promise<void> {
      const item = type === 'course' ? await catalogue.findCourse(slug) : await catalogue.findRobot(slug);
      if (!item) throw new ApiError(404, 'This item is no longer available');
      if (!forSale(item)) throw notForSale();
      mustBeBuyable(item);
      if (await entitlements.owns(userId, type, item.id)) throw new ApiError(409, 'You already own this item');
      if (type === 'course') await deps.cohorts.mustHaveSeat(item);
      const inserted = await db
        .insert(cartItems)
        .values({ userId, itemType: type, itemId: item.id, slug })
        .onConflictDoNothing()
        .returning({ slug: cartItems.slug });
      if (!inserted.length) throw new ApiError(409, 'Item already in cart');
    },

    /**
     * A guest's items into the customer's cart at login: what they own already or is no longer sold
     * is left out and named, so the shop can say so; what the cart holds already stays once.
     */
    async merge(userId: string, items: { slug: string; type: 'course' | 'robot' }[]): Promise<{ owned: string[]; unavailable: string[] }> {
      const left = { owned: [] as string[], unavailable: [] as string[] };
      const rows: (typeof cartItems.$inferInsert)[] = [];
      for (const { slug, type } of items) {
        const item = type === 'course' ? await catalogue.findCourse(slug) : await catalogue.findRobot(slug);
        if (!item || !forSale(item)) left.unavailable.push(slug);
        else if (await entitlements.owns(userId, type, item.id)) left.owned.push(slug);
        else rows.push({ userId, itemType: type, itemId: item.id, slug });
      }
      // One statement: the whole guest cart arrives, or none of it.
      if (rows.length) await db.insert(cartItems).values(rows).onConflictDoNothing();
      return left;
    },

    async remove(userId: string, slug: string): Promise<void> {
      await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.slug, slug)));
    },

    /** Also called inside the payment's transaction, hence an executor. */
    async clear(userId: string, executor: Executor = db): Promise<void> {
      await executor.delete(cartItems).where(eq(cartItems.userId, userId));
    },
  };
}
export type Cart = ReturnType<typeof createCart>;
