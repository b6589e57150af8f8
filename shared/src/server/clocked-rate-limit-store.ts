import type { Clock } from './clock.ts';

type Counted = { current: number; ttl: number };
type Reply = (error: Error | null, result?: Counted) => void;

/** The store @fastify/rate-limit asks (its FastifyRateLimitStore, as far as ours is used). */
export interface RateLimitStore {
  incr(key: string, reply: Reply, timeWindow: number, max: number): void;
  read(key: string, reply: Reply, timeWindow: number): void;
  child(options: object): RateLimitStore;
}

/**
 * @fastify/rate-limit's in-memory store (its LocalStore: a fixed window per key from its first hit,
 * the `size` most recent keys kept) reading its windows from `clock` instead of Date.now(), so a
 * test moves past a window instead of waiting for it. With Redis the windows are Redis's own.
 */
export function clockedRateLimitStore(clock: Clock, size = 5000) {
  return class ClockedRateLimitStore implements RateLimitStore {
    // A Map keeps insertion order: re-inserted on each hit, its first key is the least recent.
    readonly #windows = new Map<string, { current: number; startedAt: number }>();

    #live(key: string, timeWindow: number, now: number) {
      const hit = this.#windows.get(key);
      return hit && hit.startedAt + timeWindow > now ? hit : undefined;
    }

    incr(key: string, reply: Reply, timeWindow: number) {
      const now = clock.now();
      const hit = this.#live(key, timeWindow, now) ?? { current: 0, startedAt: now };
      hit.current += 1;
      this.#windows.delete(key);
      this.#windows.set(key, hit);
      if (this.#windows.size > size) this.#windows.delete(this.#windows.keys().next().value!);
      reply(null, { current: hit.current, ttl: timeWindow - (now - hit.startedAt) });
    }

    read(key: string, reply: Reply, timeWindow: number) {
      const now = clock.now();
      const hit = this.#live(key, timeWindow, now);
      reply(null, hit ? { current: hit.current, ttl: timeWindow - (now - hit.startedAt) } : { current: 0, ttl: 0 });
    }

    // Each route's limit, and each createRateLimit, counts apart, as LocalStore's children do.
    child() {
      return new ClockedRateLimitStore();
    }
  };
}
