import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Pricing } from '@academy/shared/money';
import { PAYSTACK_CHANNELS, type PaystackChannel } from '@academy/shared/settings';
import type { Executor } from '../db/client.ts';
import type { AuditContext } from '../audit/context.ts';
import { record } from '../audit/record.ts';
import { settings } from './tables.ts';

/** Defaults until an admin sets them: the rate, the naira rounding (to the naira), the Telegram group's USD price, and how many days before a subscription's end it is renewed and after it access stays. */
const DEFAULTS = {
  ngn_per_usd: '1550',
  ngn_round_to: '1',
  telegram_usd: '25',
  renewal_notice_days: '3',
  grace_days: '3',
  // 1 when the super-admin requires a second factor of every admin (upstream/src/accounts/second-factor-rule.ts reads it).
  admins_second_factor: '0',
} as const;
type Key = keyof typeof DEFAULTS;
/** Settings that are text: the Telegram group's invite link, Paystack's channels (comma-separated). */
type TextKey = 'telegram_invite_url' | 'paystack_channels';

type Values = Partial<Record<Key | TextKey, number | string | undefined>>;
const isNumber = (key: Key | TextKey): key is Key => key in DEFAULTS;
/** A setting as the admin reads it: a number for the numeric ones (the default while never set), text for the others (null while never set). */
const shown = (key: Key | TextKey, stored: string | undefined) => (isNumber(key) ? Number(stored ?? DEFAULTS[key]) : (stored ?? null));

/** Several settings in one statement, on `executor` (the database, or a transaction). */
async function saveOn(executor: Executor, values: Values) {
  const rows = (Object.keys(values) as (Key | TextKey)[]).flatMap((key) => {
    const value = values[key];
    return value === undefined ? [] : [{ key, value: String(value) }];
  });
  if (!rows.length) return;
  await executor
    .insert(settings)
    .values(rows)
    // A value saved again unchanged keeps its date: "set" means the rate changed.
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedAt: sql`case when ${settings.value} = excluded.value then ${settings.updatedAt} else now() end` },
    });
}

/** A setting as a column of another query, saving a round trip on the hot listings. */
const column = (key: Key) =>
  sql<number>`coalesce((select ${settings.value} from ${settings} where ${settings.key} = ${key}), ${DEFAULTS[key]})`.mapWith(Number);

/** `defaults.paystackChannels`: PAYSTACK_CHANNELS, until the admin chooses. */
export function createSettings(db: Executor, defaults: { paystackChannels: readonly PaystackChannel[] }) {
  async function read<K extends Key>(keys: K[]): Promise<Record<K, number>> {
    const rows = await db.select().from(settings).where(inArray(settings.key, keys));
    const found = new Map(rows.map((r) => [r.key, r.value]));
    return Object.fromEntries(keys.map((k) => [k, Number(found.get(k) ?? DEFAULTS[k])])) as Record<K, number>;
  }
  return {
    read,
    async pricing(): Promise<Pricing> {
      const { ngn_per_usd, ngn_round_to } = await read(['ngn_per_usd', 'ngn_round_to']);
      return { rate: ngn_per_usd, roundTo: ngn_round_to };
    },
    /** The pricing as columns of another query (listings). */
    pricingColumns: () => ({ rate: column('ngn_per_usd'), roundTo: column('ngn_round_to') }),
    async write(key: Key | TextKey, value: number | string) {
      await db
        .insert(settings)
        .values({ key, value: String(value) })
        .onConflictDoUpdate({ target: settings.key, set: { value: String(value), updatedAt: new Date() } });
    },
    /**
     * The admin's change of several settings at once (those given), all of them or none, with its
     * audit entry in the same transaction: each one as it was and as it is now.
     */
    async save(audit: AuditContext, values: Values) {
      const keys = (Object.keys(values) as (Key | TextKey)[]).filter((key) => values[key] !== undefined);
      if (!keys.length) return;
      await db.transaction(async (tx) => {
        const rows = await tx.select().from(settings).where(inArray(settings.key, keys)).for('update');
        const was = new Map(rows.map((r) => [r.key, r.value]));
        await saveOn(tx, values);
        await record(tx, {
          ...audit,
          target: { type: 'settings', id: null, label: keys.join(', ') },
          before: Object.fromEntries(keys.map((key) => [key, shown(key, was.get(key))])),
          after: Object.fromEntries(keys.map((key) => [key, shown(key, String(values[key]))])),
        });
      });
    },
    /** A text setting as stored, or undefined when it was never set. */
    async readText(key: TextKey): Promise<string | undefined> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
      return row?.value;
    },
    /** The ways to pay Paystack's page offers: the admin's choice, else the configured ones. */
    async paystackChannels(): Promise<PaystackChannel[]> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'paystack_channels'));
      const chosen = z.array(z.enum(PAYSTACK_CHANNELS)).min(1).safeParse(row?.value.split(','));
      return chosen.success ? chosen.data : [...defaults.paystackChannels];
    },
    /** When a setting was last saved; null while its default stands. */
    async setAt(key: Key): Promise<Date | null> {
      const [row] = await db.select({ updatedAt: settings.updatedAt }).from(settings).where(eq(settings.key, key));
      return row?.updatedAt ?? null;
    },
    async has(key: Key) {
      return (await db.select({ key: settings.key }).from(settings).where(eq(settings.key, key))).length > 0;
    },
  };
}
export type Settings = ReturnType<typeof createSettings>;
