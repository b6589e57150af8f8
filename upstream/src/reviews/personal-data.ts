import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { PersonalDataPart } from '../db/personal-data.ts';
import { courses, robots } from '../catalogue/tables.ts';
import { reviews } from './tables.ts';

/** The customer's ratings and texts; closing deletes them, so the pages and the averages show them no more. */
export function reviewPersonalData(db: Db): PersonalDataPart {
  return {
    exported: {
      'reviews.json': async (userId) =>
        (
          await db
            .select({
              r: reviews,
              slug: sql<string | null>`coalesce(${courses.slug}, ${robots.slug})`,
              title: sql<string | null>`coalesce(${courses.title}, ${robots.title})`,
            })
            .from(reviews)
            .leftJoin(courses, and(eq(reviews.itemType, 'course'), eq(courses.id, reviews.itemId)))
            .leftJoin(robots, and(eq(reviews.itemType, 'robot'), eq(robots.id, reviews.itemId)))
            .where(eq(reviews.userId, userId))
            .orderBy(desc(reviews.createdAt))
        ).map(({ r, slug, title }) => ({
          item: { type: r.itemType, slug, title },
          rating: r.rating,
          text: r.text,
          hidden_by_the_shop: Boolean(r.hiddenAt),
          created_at: r.createdAt.toISOString(),
          updated_at: r.updatedAt.toISOString(),
        })),
    },
    async close(tx, { id }) {
      await tx.delete(reviews).where(eq(reviews.userId, id));
    },
  };
}
