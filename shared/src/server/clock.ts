/**
 * Where a service reads the time whenever it judges a lifetime: a token's expiry, a grace window, a
 * cache entry's age, a rate-limit window, an invoice's hours. Tests move it instead of sleeping.
 */
export interface Clock {
  /** Milliseconds since the epoch, as Date.now(). */
  now(): number;
}

/** A clock a test can move forward: the real time plus whatever it was moved by; held, only moves do. */
interface MovableClock extends Clock {
  advance(ms: number): void;
  /** From now on the clock moves only when advanced: a test of a one-second lifetime cannot lose it to a busy machine. */
  hold(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The one clock of this process's lifetimes (upstream and BFF alike; see shared/src/server/clock.ts). */
    clock: Clock;
  }
}

export const systemClock: Clock = { now: () => Date.now() };

export function movableClock(): MovableClock {
  let offset = 0;
  let heldAt: number | null = null;
  return {
    now: () => heldAt ?? Date.now() + offset,
    advance(ms) {
      // Time that went back would revive what has expired, which no real clock of ours does.
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`a clock moves forward only, not by ${ms} ms`);
      offset += ms;
      if (heldAt !== null) heldAt += ms;
    },
    hold() {
      heldAt ??= Date.now() + offset;
    },
  };
}

export const isMovable = (clock: Clock): clock is MovableClock => typeof (clock as Partial<MovableClock>).advance === 'function';

/** The clock the settings ask for: TEST_CLOCK (never in production) makes it movable. */
export const clockFor = (settings: { TEST_CLOCK: boolean }): Clock => (settings.TEST_CLOCK ? movableClock() : systemClock);

/**
 * lru-cache's options for TTLs read on `clock`. Each check reads it: lru-cache would otherwise keep
 * a reading for a millisecond, and a moved clock jumps within one.
 */
export const cacheClock = (clock: Clock) => ({ perf: clock, ttlResolution: 0 });

/** The clock's time as a Date, for a database row. */
export const dateOf = (clock: Clock, plusMs = 0) => new Date(clock.now() + plusMs);
