import { z } from 'zod';
import { envelope } from './envelope.ts';

/** `admin/settings`: the NGN shown per USD (prices are in USD; NGN is computed from it). */
export const settingsRequest = z.object({ ngn_per_usd: z.coerce.number().positive().max(1_000_000) });
/** `GET admin/settings`: the display rate and the group's price in USD. */
export const settingsResponse = envelope(z.object({ ngn_per_usd: z.number(), telegram_usd: z.number() }));
