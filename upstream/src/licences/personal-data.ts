import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import type { PersonalDataPart } from '../db/personal-data.ts';
import { robots } from '../catalogue/tables.ts';
import { licenceActivations, licences, robotDownloads } from './tables.ts';

/** The customer's licences' ids, as a subquery of the statement that reads it. */
const licenceIdsOf = (executor: Executor, userId: string) => executor.select({ id: licences.id }).from(licences).where(eq(licences.userId, userId));

/**
 * The customer's robot licences, with the trading accounts each runs on and its downloads. Closing
 * revokes every key (the row stays, so a robot still running hears `revoked`) and forgets the
 * accounts and the download history, which name the trader and their address.
 */
export function licencePersonalData(db: Db): PersonalDataPart {
  return {
    exported: {
      'licences.json': async (userId) => {
        const held = await db
          .select({ l: licences, robot: { slug: robots.slug, title: robots.title } })
          .from(licences)
          .innerJoin(robots, eq(robots.id, licences.robotId))
          .where(eq(licences.userId, userId))
          .orderBy(desc(licences.createdAt));
        const ids = held.map((h) => h.l.id);
        const [activations, downloads] = ids.length
          ? await Promise.all([
              db.select().from(licenceActivations).where(inArray(licenceActivations.licenceId, ids)).orderBy(asc(licenceActivations.firstSeenAt)),
              db.select().from(robotDownloads).where(inArray(robotDownloads.licenceId, ids)).orderBy(desc(robotDownloads.createdAt)),
            ])
          : [[], []];
        return held.map(({ l, robot }) => ({
          robot,
          key: l.key,
          term: l.term,
          expires_at: l.expiresAt?.toISOString() ?? null,
          demo_only: l.demoOnly,
          revoked: Boolean(l.revokedAt),
          created_at: l.createdAt.toISOString(),
          activations: activations
            .filter((a) => a.licenceId === l.id)
            .map((a) => ({ account: a.account, server: a.server, first_seen_at: a.firstSeenAt.toISOString(), last_seen_at: a.lastSeenAt.toISOString() })),
          downloads: downloads
            .filter((d) => d.licenceId === l.id)
            .map((d) => ({ version: d.version, client: d.client, downloaded_at: d.createdAt.toISOString() })),
        }));
      },
    },

    async close(tx, { id, at }) {
      await tx
        .update(licences)
        .set({ revokedAt: at })
        .where(and(eq(licences.userId, id), isNull(licences.revokedAt)));
      await tx.delete(licenceActivations).where(inArray(licenceActivations.licenceId, licenceIdsOf(tx, id)));
      await tx.delete(robotDownloads).where(inArray(robotDownloads.licenceId, licenceIdsOf(tx, id)));
    },
  };
}
