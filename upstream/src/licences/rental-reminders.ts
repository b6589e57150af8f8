import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { type Clock, dateOf } from '@academy/shared/server/clock';
import { rents } from '@academy/shared/robot-sales';
import type { Db } from '../db/client.ts';
import { users } from '../accounts/tables.ts';
import { robots } from '../catalogue/tables.ts';
import type { Mailer } from '../mail/mailer.ts';
import { rentalEndedMail, rentalEndingMail } from '../mail/rental-mails.ts';
import { licences } from './tables.ts';

const DAY_MS = 86_400_000;

/**
 * A rental is asked for again as the group's periods are (subscriptions/renewals.ts): a mail
 * `renewal_notice_days` before its end and a day before, and one when it has ended, each keyed on the
 * end it is about, so a run repeated or late sends nothing twice and a rental extended meanwhile starts over.
 */
export function createRentalReminders(deps: {
  db: Db;
  clock: Clock;
  /** The admin's `renewal_notice_days`, as the group's reminders read it. */
  noticeDays: () => Promise<number>;
  mailer: Mailer;
  publicUrl: string;
}) {
  const { db } = deps;

  return {
    async pass(): Promise<Record<'reminded' | 'ended', number>> {
      const notice = await deps.noticeDays();
      const now = dateOf(deps.clock);
      // Rentals ending within the notice, or ended in the last day (told once, not every run after).
      const due = await db
        .select({ id: licences.id, end: licences.expiresAt, reminded: licences.reminded })
        .from(licences)
        .where(
          and(
            eq(licences.term, 'rent'),
            isNull(licences.revokedAt),
            gt(licences.expiresAt, new Date(now.getTime() - DAY_MS)),
            lt(licences.expiresAt, new Date(now.getTime() + notice * DAY_MS)),
          ),
        );
      const summary = { reminded: 0, ended: 0 };
      for (const rental of due) {
        const end = rental.end!;
        const ahead = now >= end ? 'ended' : [1, notice].find((d) => now.getTime() >= end.getTime() - d * DAY_MS);
        const key = ahead === undefined ? null : `${end.toISOString()}:${ahead}`;
        if (!key || key === rental.reminded) continue;
        const sent = await db.transaction(async (tx) => {
          // Claimed by the write itself: two runs at once send one mail.
          const [claimed] = await tx
            .update(licences)
            .set({ reminded: key })
            .where(and(eq(licences.id, rental.id), eq(licences.expiresAt, end), or(isNull(licences.reminded), sql`${licences.reminded} <> ${key}`)))
            .returning({ userId: licences.userId, robotId: licences.robotId });
          if (!claimed) return false;
          const [row] = await tx
            .select({ email: users.email, firstName: users.firstName, title: robots.title, slug: robots.slug, sale: robots.sale, rent: robots.rentUsdCents })
            .from(users)
            .innerJoin(robots, eq(robots.id, claimed.robotId))
            .where(eq(users.id, claimed.userId));
          if (!row) return false;
          const told = { title: row.title, end, monthlyUsd: rents(row.sale) && row.rent ? row.rent / 100 : null };
          // The robot's own page rents it again (web/src/config/paths.ts: its dashboard page links there too).
          const url = new URL(`/dashboard/robot/${encodeURIComponent(row.slug)}`, deps.publicUrl).toString();
          await deps.mailer.send((ahead === 'ended' ? rentalEndedMail : rentalEndingMail)(row.email, row.firstName, told, url), tx);
          return true;
        });
        if (sent) summary[ahead === 'ended' ? 'ended' : 'reminded'] += 1;
      }
      return summary;
    },
  };
}
