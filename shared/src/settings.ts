import { z } from 'zod';
import { envelope } from './envelope.ts';

/** The ways to pay Paystack's page may offer (its `channels`). */
export const PAYSTACK_CHANNELS = ['card', 'bank', 'ussd', 'qr', 'mobile_money', 'bank_transfer', 'eft', 'apple_pay'] as const;
export type PaystackChannel = (typeof PAYSTACK_CHANNELS)[number];

/** What the naira prices are rounded up to: 1 is the nearest naira, as charged before rounding was offered. */
export const NGN_ROUNDINGS = [1, 10, 50, 100, 500, 1000] as const;

/**
 * `POST admin/settings`: any of the NGN shown and charged per USD (prices are held in USD; NGN is
 * computed from it), what naira prices are rounded up to, and the channels Paystack offers.
 */
export const settingsRequest = z
  .object({
    ngn_per_usd: z.coerce.number({ message: 'The rate must be a number' }).positive({ message: 'The rate must be more than 0' }).max(1_000_000),
    ngn_round_to: z.coerce.number().pipe(z.literal(NGN_ROUNDINGS, { message: `Round to one of ${NGN_ROUNDINGS.join(', ')}` })),
    paystack_channels: z
      .array(z.enum(PAYSTACK_CHANNELS, { message: `Channels are among ${PAYSTACK_CHANNELS.join(', ')}` }))
      .min(1, { message: 'Offer at least one way to pay' })
      .max(PAYSTACK_CHANNELS.length),
    /** A subscription's renewal is asked for this many days before its period ends. */
    renewal_notice_days: z.coerce.number().int({ message: 'Whole days' }).min(1, { message: 'At least 1 day' }).max(30, { message: 'At most 30 days' }),
    /** After the period ends, access stays this many days for a late payment. */
    grace_days: z.coerce.number().int({ message: 'Whole days' }).min(0, { message: 'At least 0 days' }).max(30, { message: 'At most 30 days' }),
  })
  .partial()
  .refine((s) => Object.keys(s).length > 0, { message: 'Nothing to save' });
export type SettingsRequest = z.infer<typeof settingsRequest>;

/** `GET admin/settings`: the rate and when it was set, the rounding, the group's price in USD, and Paystack's channels. */
export const settingsResponse = envelope(
  z.object({
    ngn_per_usd: z.number(),
    /** Null while the default rate stands. */
    ngn_rate_set_at: z.iso.datetime({ offset: true }).nullable(),
    ngn_round_to: z.number(),
    telegram_usd: z.number(),
    /** Null when Paystack is not on. */
    paystack_channels: z.array(z.enum(PAYSTACK_CHANNELS)).nullable(),
    renewal_notice_days: z.number(),
    grace_days: z.number(),
  }),
);
export type AdminSettings = z.infer<typeof settingsResponse>['data'];
