import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_PRODUCT } from '@academy/shared/constants';

const seconds = z.coerce.number().int().positive();
const optional = z.string().trim().min(1).optional().or(z.literal('').transform(() => undefined));

/** Every variable the upstream reads; `.env.example` documents each one. */
export const upstreamEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  UPSTREAM_HOST: z.string().default('127.0.0.1'),
  UPSTREAM_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  PRODUCT: z.string().regex(/^[a-z0-9-]+$/).default(DEFAULT_PRODUCT),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL: seconds.default(900),
  REFRESH_TOKEN_TTL: seconds.default(30 * 24 * 3600),
  REFRESH_GRACE_SECONDS: seconds.default(30),
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Meridian Trading Academy <no-reply@localhost>'),
  ADMIN_EMAIL: z.email().default('admin@academy.local'),
  CONTACT_EMAIL: z.email().optional().or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'nowpayments']).default('sandbox'),
  NOWPAYMENTS_API_URL: z.url().default('https://api.nowpayments.io/v1'),
  NOWPAYMENTS_API_KEY: optional,
  NOWPAYMENTS_IPN_SECRET: optional,
  TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
  TELEGRAM_BOT_TOKEN: optional,
  TELEGRAM_CHAT_ID: optional,
  TELEGRAM_INVITE_URL: z.url().optional().or(z.literal('').transform(() => undefined)),
  SEED_DEMO_CATALOGUE: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type UpstreamConfig = Omit<z.infer<typeof upstreamEnv>, 'JWT_SECRET' | 'DATA_DIR'> & {
  DATA_DIR: string;
  JWT_SECRET: string;
  /** Signs the sandbox provider's notices; made once into DATA_DIR. */
  sandboxSecret: string;
};

/** Lists the bad fields in one message, so a misconfigured process stops with a clear reason. */
export function parseEnv<T extends z.ZodType>(schema: T, env: Record<string, string | undefined>): z.infer<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
}

/** A secret that survives restarts in development: made once, kept in DATA_DIR. */
export function persistentSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function loadUpstreamConfig(env: Record<string, string | undefined> = process.env): UpstreamConfig {
  const parsed = parseEnv(upstreamEnv, env);
  const dataDir = resolve(parsed.DATA_DIR);
  const problems: string[] = [];
  if (parsed.NODE_ENV === 'production' && !parsed.JWT_SECRET) problems.push('  JWT_SECRET: required in production (32+ characters)');
  // The sandbox hands out goods for a click: never in production.
  if (parsed.NODE_ENV === 'production' && parsed.PAYMENT_PROVIDER === 'sandbox') problems.push('  PAYMENT_PROVIDER: the sandbox is not allowed in production; use nowpayments');
  if (parsed.PAYMENT_PROVIDER === 'nowpayments' && (!parsed.NOWPAYMENTS_API_KEY || !parsed.NOWPAYMENTS_IPN_SECRET)) {
    problems.push('  NOWPAYMENTS_API_KEY, NOWPAYMENTS_IPN_SECRET: both required with PAYMENT_PROVIDER=nowpayments');
  }
  if (Boolean(parsed.TELEGRAM_BOT_TOKEN) !== Boolean(parsed.TELEGRAM_CHAT_ID)) problems.push('  TELEGRAM_BOT_TOKEN, TELEGRAM_CHAT_ID: set both or neither');
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    ...parsed,
    DATA_DIR: dataDir,
    JWT_SECRET: parsed.JWT_SECRET ?? persistentSecret(dataDir, '.jwt-secret'),
    sandboxSecret: persistentSecret(dataDir, '.sandbox-secret'),
  };
}
