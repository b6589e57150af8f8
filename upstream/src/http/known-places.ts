import type { Clock } from '@academy/shared/server/clock';
import type { Redis } from '@academy/shared/server/redis';

const KNOWN_FOR_MS = 30 * 24 * 3600_000;
const KNOWN_MAX = 100_000;

/**
 * The (email, client IP) pairs that signed in within 30 days: the looser per-email login cap spares
 * them. In Redis when there is one, so every instance agrees; else in this process, bounded.
 */
interface KnownPlaces {
  add(pair: string): Promise<void>;
  has(pair: string): Promise<boolean>;
}

export function knownPlaces(redis: Redis | undefined, prefix: string, clock: Clock): KnownPlaces {
  if (redis) {
    const key = (pair: string) => `${prefix}known-place:${pair}`;
    return {
      // Unreachable Redis: the sign-in is not remembered and the place counts as unknown, so the stricter cap applies.
      add: async (pair) => {
        await redis.set(key(pair), '1', 'PX', KNOWN_FOR_MS).catch(() => undefined);
      },
      has: async (pair) => (await redis.exists(key(pair)).catch(() => 0)) === 1,
    };
  }
  // Oldest first (a Map keeps insertion order), so the bound drops the stalest pair.
  const known = new Map<string, number>();
  return {
    add: async (pair) => {
      known.delete(pair);
      known.set(pair, clock.now() + KNOWN_FOR_MS);
      if (known.size > KNOWN_MAX) known.delete(known.keys().next().value!);
    },
    has: async (pair) => (known.get(pair) ?? 0) > clock.now(),
  };
}
