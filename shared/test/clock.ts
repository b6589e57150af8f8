import { type Clock, isMovable } from '../src/server/clock.ts';

/**
 * Moves the clocks of `apps` (an upstream, a BFF, each built with TEST_CLOCK=true) `ms` forward, as
 * if that much time had passed: a test never sleeps through a lifetime. A clock two apps share moves once.
 */
export function advance(ms: number, ...apps: { clock: Clock }[]) {
  for (const clock of new Set(apps.map((app) => app.clock))) {
    if (!isMovable(clock)) throw new Error('Build the app with TEST_CLOCK=true to move its clock');
    clock.advance(ms);
  }
}

/** Holds the clocks of `apps`: from now on they move only when advanced (shared/src/server/clock.ts). */
export function hold(...apps: { clock: Clock }[]) {
  for (const clock of new Set(apps.map((app) => app.clock))) {
    if (!isMovable(clock)) throw new Error('Build the app with TEST_CLOCK=true to hold its clock');
    clock.hold();
  }
}
