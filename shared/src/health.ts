import { z } from 'zod';
import { envelope } from './envelope.ts';

/** Readiness: each part a service needs (database, redis, upstream), up or down; 503 when any is down. */
export const healthResponse = envelope(z.record(z.string(), z.enum(['up', 'down'])));
