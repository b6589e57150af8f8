import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { ApiError } from '@academy/shared/api-error';
import { type Clock } from '@academy/shared/server/clock';
import { STREAM_LIVE_SECONDS } from '@academy/shared/stream-timing';
import { tokenFamilies } from '../accounts/tables.ts';
import type { Db } from '../db/client.ts';
import { mediaStreams } from './tables.ts';

type Stream = typeof mediaStreams.$inferSelect;
/** A device's place is written again at most this often: a video's range requests come many a second. */
const SEEN_EVERY_MS = 5_000;
/** Places not seen for a day are forgotten (a stopped device's notice included): nothing about a device outlives its use. */
const FORGOTTEN_AFTER_MS = 24 * 3600_000;

/**
 * Where an account plays a course's videos (docs/decisions/093-stream-limit.md). Each login is a
 * device; it holds a place while it was seen in the last minute (the lesson's beats, its media
 * requests) and was not stopped. A device past the limit is refused, or with `takeOver` takes the
 * place of the device that started first, which is told why on its next beat or request.
 */
export function createStreams(deps: { db: Db; clock: Clock; limit: number }) {
  const { db, clock, limit } = deps;
  const others = limit === 1 ? 'another device' : `${limit} other devices`;
  const refused = `This account is already playing on ${others}. Watch here instead, and the one that started first stops.`;
  const stopped = `Playback stopped: this account started playing on another device, and plays on at most ${limit === 1 ? 'one' : limit} at once.`;

  return {
    /**
     * Lets this login play, or answers 409 why not; the account's places are read under its own
     * lock, so two devices arriving together cannot both take the last one.
     */
    async admit(userId: string, familyId: string, takeOver = false) {
      const now = new Date(clock.now());
      const liveSince = now.getTime() - STREAM_LIVE_SECONDS * 1000;
      const live = (s: Stream) => s.stoppedAt === null && s.seenAt.getTime() >= liveSince;
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${userId}, 0))`);
        // Signed-out logins hold no place, whatever they last played.
        const rows = await tx
          .select({ stream: mediaStreams })
          .from(mediaStreams)
          .innerJoin(tokenFamilies, eq(tokenFamilies.id, mediaStreams.familyId))
          .where(and(eq(mediaStreams.userId, userId), isNull(tokenFamilies.revokedAt)));
        const streams = rows.map((r) => r.stream);
        const own = streams.find((s) => s.familyId === familyId);
        if (own && live(own)) {
          if (now.getTime() - own.seenAt.getTime() >= SEEN_EVERY_MS)
            await tx.update(mediaStreams).set({ seenAt: now }).where(eq(mediaStreams.familyId, familyId));
          return;
        }
        // Only a device taking a place writes more than its sighting: the account's forgotten places go then.
        await tx.delete(mediaStreams).where(and(eq(mediaStreams.userId, userId), lt(mediaStreams.seenAt, new Date(now.getTime() - FORGOTTEN_AFTER_MS))));
        const playing = streams.filter((s) => s.familyId !== familyId && live(s)).sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
        if (playing.length >= limit) {
          if (!takeOver) throw new ApiError(409, own?.stoppedAt ? stopped : refused);
          const displaced = playing.slice(0, playing.length - limit + 1).map((s) => s.familyId);
          await tx.update(mediaStreams).set({ stoppedAt: now }).where(inArray(mediaStreams.familyId, displaced));
        }
        const place = { startedAt: now, seenAt: now, stoppedAt: null };
        await tx
          .insert(mediaStreams)
          .values({ familyId, userId, ...place })
          .onConflictDoUpdate({ target: mediaStreams.familyId, set: place });
      });
    },

    /** The lesson was left: its place is free at once. */
    async release(familyId: string) {
      await db.delete(mediaStreams).where(eq(mediaStreams.familyId, familyId));
    },
  };
}
export type Streams = ReturnType<typeof createStreams>;
