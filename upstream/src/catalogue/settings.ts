import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { settings } from './tables.ts';

/** Defaults until an admin sets them: the display rate and the Telegram group's USD price. */
const DEFAULTS = { ngn_per_usd: '1550', telegram_usd: '25' } as const;
type Key = keyof typeof DEFAULTS;
/** Settings that are text: the Telegram group's invite link. */
type TextKey = 'telegram_invite_url';

export function createSettings(db: Executor) {
  async function read<K extends Key>(keys: K[]): Promise<Record<K, number>> {
    const rows = await db.select().from(settings).where(inArray(settings.key, keys));
    const found = new Map(rows.map((r) => [r.key, r.value]));
    return Object.fromEntries(keys.map((k) => [k, Number(found.get(k) ?? DEFAULTS[k])])) as Record<K, number>;
  }
  return {
    read,
    rate: async () => (await read(['ngn_per_usd'])).ngn_per_usd,
    /** The rate as a column of another query, saving a round trip on the hot listings. */
    rateColumn: () =>
      sql<number>`coalesce((select ${settings.value} from ${settings} where ${settings.key} = 'ngn_per_usd'), ${DEFAULTS.ngn_per_usd})`.mapWith(Number),
    async write(key: Key | TextKey, value: number | string) {
      await db
        .insert(settings)
        .values({ key, value: String(value) })
        .onConflictDoUpdate({ target: settings.key, set: { value: String(value), updatedAt: new Date() } });
    },
    /** A text setting as stored, or undefined when it was never set. */
    async readText(key: TextKey): Promise<string | undefined> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
      return row?.value;
    },
    async has(key: Key) {
      return (await db.select({ key: settings.key }).from(settings).where(eq(settings.key, key))).length > 0;
    },
  };
}
export type Settings = ReturnType<typeof createSettings>;

/** USD is authoritative; the NGN display price is usd x rate, rounded to the naira. */
export const pricesOf = (usdCents: number, rate: number) => ({ usd: usdCents / 100, price: Math.round((usdCents / 100) * rate) });
