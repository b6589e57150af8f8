import { z } from 'zod';

/** `admin/settings`: the NGN shown per USD (prices are in USD; NGN is computed from it). */
export const settingsRequest = z.object({ ngn_per_usd: z.coerce.number().positive().max(1_000_000) });
