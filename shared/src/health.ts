import { z } from 'zod';
import { envelope } from './envelope.ts';

/** Readiness: each part a service needs (database, redis, upstream), up or down; 503 when any is down. */
export const healthResponse = envelope(z.record(z.string(), z.enum(['up', 'down'])));

/** Readiness' answer for its parts, both services alike: 200 'ok', or 503 naming what is down. */
export function readinessAnswer(parts: Record<string, 'up' | 'down' | undefined>) {
  const known = Object.fromEntries(Object.entries(parts).filter((p): p is [string, 'up' | 'down'] => p[1] !== undefined));
  const down = Object.keys(known).filter((name) => known[name] === 'down');
  const code = down.length ? 503 : 200;
  return { code, message: down.length ? `not ready: ${down.join(', ')}` : 'ok', data: known };
}
