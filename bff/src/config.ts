import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_PRODUCT } from '@academy/shared/constants';
import { parseEnv, persistentSecret } from '@academy/upstream/config';

const optional = z.string().trim().min(1).optional().or(z.literal('').transform(() => undefined));
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Every variable the BFF reads; `.env.example` documents each one. */
export const bffEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  UPSTREAM_URL: z.url().optional().or(z.literal('').transform(() => undefined)),
  PRODUCT: z.string().regex(/^[a-z0-9-]+$/).default(DEFAULT_PRODUCT),
  SESSION_SECRET: optional,
  SESSION_TTL: z.coerce.number().int().positive().default(30 * 24 * 3600),
  DATA_DIR: z.string().default('./data'),
  WEB_DIST: z.string().default(defaultWebDist),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  // Negative turns refresh-ahead off (then only an upstream 'token has expired' triggers one).
  REFRESH_AHEAD_SECONDS: z.coerce.number().int().default(30),
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).default(30),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  // Peers whose X-Forwarded-For names the client: a load balancer's addresses or CIDRs, 'loopback'
  // for a reverse proxy on this host; empty trusts nobody's.
  TRUST_PROXY: z.string().default('loopback'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type BffConfig = Omit<z.infer<typeof bffEnv>, 'SESSION_SECRET' | 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  /** True when PUBLIC_URL was not set: any loopback origin on PORT is then accepted as ours. */
  publicUrlImplicit: boolean;
  /** First seals, all unseal. */
  sessionSecrets: string[];
};

export function loadBffConfig(env: Record<string, string | undefined> = process.env): BffConfig {
  const parsed = parseEnv(bffEnv, env);
  const dataDir = resolve(parsed.DATA_DIR);
  const secrets = parsed.SESSION_SECRET?.split(',').map((s) => s.trim()).filter(Boolean) ?? [];
  const problems: string[] = [];
  if (secrets.some((s) => s.length < 32)) problems.push('  SESSION_SECRET: every secret needs 32+ characters');
  if (parsed.NODE_ENV === 'production' && secrets.length === 0) problems.push('  SESSION_SECRET: required in production');
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    ...parsed,
    DATA_DIR: dataDir,
    WEB_DIST: resolve(parsed.WEB_DIST),
    PUBLIC_URL: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
    publicUrlImplicit: !parsed.PUBLIC_URL,
    sessionSecrets: secrets.length ? secrets : [persistentSecret(dataDir, '.session-secret')],
  };
}
