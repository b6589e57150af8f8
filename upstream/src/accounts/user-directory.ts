import { and, count, desc, eq, inArray, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { AdminUser } from '@academy/shared/admin';
import type { Db } from '../db/client.ts';
import { courses } from '../catalogue/tables.ts';
import { purchases } from '../purchases/tables.ts';
import { passkeys, totpFactors, users } from './tables.ts';
import { secondFactorStep } from './second-factor-rule.ts';
import { pageOf } from '../db/paged.ts';

type Row = typeof users.$inferSelect;

/** The admin tables of people: customers (User Records) and admins, paged. */
export function createUserDirectory(db: Db) {
  async function page(where: SQL, p: { page: number; length: number }) {
    return pageOf(
      db.select().from(users).where(where).orderBy(desc(users.createdAt), users.email).$dynamic(),
      db.select({ n: count() }).from(users).where(where),
      p,
    );
  }

  async function describe(rows: Row[]): Promise<AdminUser[]> {
    const ids = rows.map((r) => r.id);
    const owned = ids.length
      ? await db
          .select({ userId: purchases.userId, type: purchases.itemType, title: courses.title })
          .from(purchases)
          .leftJoin(courses, and(eq(purchases.itemType, 'course'), eq(courses.id, purchases.itemId)))
          .where(inArray(purchases.userId, ids))
      : [];
    const apps = new Set(
      ids.length
        ? (
            await db
              .select({ userId: totpFactors.userId })
              .from(totpFactors)
              .where(and(inArray(totpFactors.userId, ids), isNotNull(totpFactors.confirmedAt)))
          ).map((f) => f.userId)
        : [],
    );
    const keys = new Set(
      ids.length ? (await db.selectDistinct({ userId: passkeys.userId }).from(passkeys).where(inArray(passkeys.userId, ids))).map((k) => k.userId) : [],
    );
    return rows.map((r) => {
      const mine = owned.filter((o) => o.userId === r.id);
      return {
        user_id: r.id,
        email: r.email,
        first_name: r.firstName,
        last_name: r.lastName,
        middle_name: r.middleName,
        address: r.address,
        courses_purchased: mine.filter((o) => o.type === 'course').length,
        robots_purchased: mine.filter((o) => o.type === 'robot').length,
        courses: mine.flatMap((o) => (o.title ? [o.title] : [])),
        hasUserPaid: r.hasUserPaid,
        // Set by the group bot's webhook when they join with their link, cleared when they leave or are removed.
        joined_telegram: r.joinedTelegram,
        verified_email: r.verifiedEmail,
        status: r.status,
        role_name: r.role,
        // The rule's own answer for a fresh session: a factor to prove is one the account has.
        second_factor: secondFactorStep({ role: r.role, totp: apps.has(r.id), passkey: keys.has(r.id), adminsRequired: false, provenAt: null }) === 'verify',
      };
    });
  }

  return {
    async customers(p: { page: number; length: number }) {
      const { rows, totalRecords } = await page(eq(users.role, 'customer'), p);
      return { data: await describe(rows), totalRecords };
    },
    async admins(p: { page: number; length: number }) {
      const { rows, totalRecords } = await page(ne(users.role, 'customer'), p);
      return { data: await describe(rows), totalRecords };
    },
  };
}
export type UserDirectory = ReturnType<typeof createUserDirectory>;
