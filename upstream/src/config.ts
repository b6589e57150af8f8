import { createHmac } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';
import { commaList, sharedSettingProblems, sharedSettings, unsetWhenEmpty } from '@academy/shared/shared-settings';
import { PAYSTACK_CHANNELS } from '@academy/shared/settings';
import { shopOrigins } from '@academy/shared/shop-origins';
import { ConfigError, parseEnv, persistentSecret } from '@academy/shared/server/env';

const seconds = z.coerce.number().int().positive();
const optional = unsetWhenEmpty(z.string().trim().min(1));

/** Every variable the upstream reads; `.env.example` documents each one. */
export const upstreamEnv = sharedSettings.extend({
  UPSTREAM_HOST: z.string().default('127.0.0.1'),
  UPSTREAM_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATABASE_URL: optional,
  JWT_SECRET: unsetWhenEmpty(z.string().min(32)),
  ACCESS_TOKEN_TTL: seconds.default(900),
  REFRESH_TOKEN_TTL: seconds.default(30 * 24 * 3600),
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Meridian Trading Academy <no-reply@localhost>'),
  ADMIN_EMAIL: z.email().default('admin@academy.local'),
  CONTACT_EMAIL: unsetWhenEmpty(z.email()),
  ADMIN_PASSWORD: unsetWhenEmpty(z.string().min(8)),
  /** The super-admin's authenticator secret (base32), set at a start when they have none: an app provisioned from a secret store rather than a QR code. */
  ADMIN_TOTP_SECRET: unsetWhenEmpty(z.string().regex(/^[A-Z2-7]{16,}$/, { message: 'a base32 secret of 16 or more characters' })),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'nowpayments']).default('sandbox'),
  NOWPAYMENTS_API_URL: z.url().default('https://api.nowpayments.io/v1'),
  NOWPAYMENTS_API_KEY: optional,
  NOWPAYMENTS_IPN_SECRET: optional,
  /** The NOWPayments account's login: lets reconciliation find payments whose every notice was lost (by invoice). */
  NOWPAYMENTS_EMAIL: unsetWhenEmpty(z.email()),
  NOWPAYMENTS_PASSWORD: optional,
  /** Paystack's secret key (sk_live_... or sk_test_...): with it, customers may also pay in naira by card, bank transfer or USSD. */
  PAYSTACK_SECRET_KEY: optional,
  PAYSTACK_API_URL: z.url().default('https://api.paystack.co'),
  /** The Paystack channels offered on its payment page, comma-separated. */
  PAYSTACK_CHANNELS: commaList(z.enum(PAYSTACK_CHANNELS), 'card,bank,ussd,qr,bank_transfer').refine((list) => list.length > 0, 'at least one channel'),
  /** The addresses Paystack's webhooks may come from (its published ones), comma-separated; empty: any, the signature alone decides. */
  PAYSTACK_WEBHOOK_IPS: commaList(z.union([z.ipv4(), z.ipv6()])),
  /** How long an invoice takes payments; an order with no payment under way then expires. */
  INVOICE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .default(24),
  /** How often reconciliation asks the provider about open orders (0: only when the admin asks); a cron's whole minutes. */
  RECONCILE_EVERY_SECONDS: z.coerce
    .number()
    .int()
    .refine((s) => s === 0 || (s % 60 === 0 && s <= 3600), '0, or whole minutes up to an hour (60, 120, ... 3600)')
    .default(60),
  /** How long an order stays open before reconciliation asks about it. */
  RECONCILE_AFTER_MINUTES: z.coerce.number().min(0).default(5),
  TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
  TELEGRAM_BOT_TOKEN: optional,
  TELEGRAM_CHAT_ID: optional,
  TELEGRAM_INVITE_URL: unsetWhenEmpty(z.url()),
  /** The bot's webhook secret (Telegram's secret_token rule); derived from JWT_SECRET when unset. */
  TELEGRAM_WEBHOOK_SECRET: unsetWhenEmpty(z.string().regex(/^[A-Za-z0-9_-]{1,256}$/, '1-256 characters of A-Z, a-z, 0-9, _ and -')),
  SEED_DEMO_CATALOGUE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** scrypt's N for new password hashes, a power of two (upstream/src/accounts/passwords.ts); below the default only in tests. */
  PASSWORD_HASH_COST: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1_048_576)
    .refine((n) => (n & (n - 1)) === 0, 'a power of two')
    .default(32_768),
  /** Ed25519 private key (PKCS#8 PEM) that signs licence answers; made once into DATA_DIR when unset. */
  LICENCE_SIGNING_KEY: optional,
  /** How long a robot may trust a signed licence answer offline. */
  LICENCE_GRACE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(72),
  /** Licence API calls a minute per client IP. */
  LICENCE_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  /** How far short of the price a finished crypto payment may arrive (network fees) and still deliver, in percent. */
  PAYMENT_TOLERANCE_PERCENT: z.coerce.number().min(0).max(10).default(1),
  /** On how many devices (logins) at once one account may play a course's videos (upstream/src/streams/streams.ts). */
  STREAM_LIMIT: z.coerce.number().int().min(1).max(20).default(2),
  /** How long a buyer's download link works. */
  DOWNLOAD_LINK_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(10),
  /** How long a public catalogue read is served from memory when no change is heard (bounds a missed broadcast). */
  CATALOGUE_CACHE_SECONDS: seconds.default(60),
  /** Memory the public catalogue reads may take, in MiB. */
  CATALOGUE_CACHE_MB: z.coerce.number().int().positive().default(32),
});

export type UpstreamConfig = Omit<z.infer<typeof upstreamEnv>, 'JWT_SECRET' | 'DATA_DIR' | 'PUBLIC_URL'> & {
  DATA_DIR: string;
  /** PUBLIC_URL, or http://localhost:PORT when unset: mail links and the provider's webhook. */
  PUBLIC_URL: string;
  /** The shop's origins (see shared/shop-origins): the only ones a payment may return to. */
  shopOrigins: string[];
  JWT_SECRET: string;
  /** Signs the sandbox provider's notices; made once into DATA_DIR. */
  sandboxSecret: string;
  /** What Telegram sends in X-Telegram-Bot-Api-Secret-Token: TELEGRAM_WEBHOOK_SECRET, else derived from JWT_SECRET (the same on every instance). */
  telegramWebhookSecret: string;
};

export function loadUpstreamConfig(env: Record<string, string | undefined> = process.env): UpstreamConfig {
  const parsed = parseEnv(upstreamEnv, env);
  const dataDir = resolve(parsed.DATA_DIR);
  const problems: string[] = sharedSettingProblems(parsed);
  if (parsed.NODE_ENV === 'production' && !parsed.JWT_SECRET) problems.push('  JWT_SECRET: required in production (32+ characters)');
  // The sandbox hands out goods for a click: never in production.
  if (parsed.NODE_ENV === 'production' && parsed.PAYMENT_PROVIDER === 'sandbox')
    problems.push('  PAYMENT_PROVIDER: the sandbox is not allowed in production; use nowpayments, with NOWPAYMENTS_API_KEY and NOWPAYMENTS_IPN_SECRET');
  // A cheaper hash makes a stolen database cheaper to crack: tests only.
  if (parsed.NODE_ENV === 'production' && parsed.PASSWORD_HASH_COST < 32_768)
    problems.push('  PASSWORD_HASH_COST: at least 32768 in production (scrypt N; lower is for tests)');
  if (parsed.PAYMENT_PROVIDER === 'nowpayments' && (!parsed.NOWPAYMENTS_API_KEY || !parsed.NOWPAYMENTS_IPN_SECRET)) {
    problems.push('  NOWPAYMENTS_API_KEY, NOWPAYMENTS_IPN_SECRET: both required with PAYMENT_PROVIDER=nowpayments');
  }
  if (Boolean(parsed.NOWPAYMENTS_EMAIL) !== Boolean(parsed.NOWPAYMENTS_PASSWORD))
    problems.push('  NOWPAYMENTS_EMAIL, NOWPAYMENTS_PASSWORD: set both or neither');
  if (Boolean(parsed.TELEGRAM_BOT_TOKEN) !== Boolean(parsed.TELEGRAM_CHAT_ID)) problems.push('  TELEGRAM_BOT_TOKEN, TELEGRAM_CHAT_ID: set both or neither');
  if (problems.length) throw new ConfigError(problems);
  const shop = shopOrigins(parsed.PUBLIC_URL, parsed.PORT);
  const jwtSecret = parsed.JWT_SECRET ?? persistentSecret(dataDir, '.jwt-secret');
  return {
    ...parsed,
    DATA_DIR: dataDir,
    PUBLIC_URL: shop.publicUrl,
    shopOrigins: shop.origins,
    JWT_SECRET: jwtSecret,
    sandboxSecret: persistentSecret(dataDir, '.sandbox-secret'),
    // Its own key (base64url: within Telegram's alphabet), so it can never pass for a token elsewhere.
    telegramWebhookSecret: parsed.TELEGRAM_WEBHOOK_SECRET ?? createHmac('sha256', jwtSecret).update('telegram webhook').digest('base64url'),
  };
}
