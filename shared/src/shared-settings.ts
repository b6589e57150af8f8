import { z } from 'zod';
import { DEFAULT_PRODUCT } from './constants.ts';

/** An empty variable (`PUBLIC_URL=` as `.env.example` has it) means the same as an unset one. */
export const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => schema.optional().or(z.literal('').transform(() => undefined));

/** A comma-separated setting (empty parts dropped), each part checked by `item`; `fallback` when unset. */
export const commaList = <T extends z.ZodType<unknown, string>>(item: T, fallback = '') =>
  z
    .string()
    .default(fallback)
    .transform((list) =>
      list
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

/** `https://host[:port]`, nothing more: a CSP source that names exactly one origin. */
const isHttpsOrigin = (value: string) =>
  URL.canParse(value) && value.startsWith('https://') && new URL(value).origin === value.replace(/\/$/, '').toLowerCase();
const httpsOrigin = z
  .string()
  .refine(isHttpsOrigin, 'each must be an https origin, like https://media.example.com')
  .transform((value) => new URL(value).origin);

/**
 * The variables both services read, each with one rule: a value the BFF accepts, the built-in or a
 * separately run upstream accepts too, and both fill in the same default.
 */
export const sharedSettings = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The shop's (the BFF's) port; without PUBLIC_URL the shop's origins are made from it. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: unsetWhenEmpty(z.url({ protocol: /^https?$/ })),
  PRODUCT: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default(DEFAULT_PRODUCT),
  DATA_DIR: z.string().default('./data'),
  // 0 is no grace: a rotated refresh token is refused at once (the BFF still shares one refresh).
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).default(30),
  /**
   * A Redis server (`redis://` or `rediss://`) that every BFF and upstream instance shares: rate
   * limits then count across instances. Without it each process keeps its own, in memory.
   */
  REDIS_URL: unsetWhenEmpty(z.url({ protocol: /^rediss?$/ })),
  /** Prefix of this shop's Redis keys, so several shops (or test runs) can share one server. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]*$/)
    .default('academy:'),
  /**
   * How long a stopping process (SIGTERM) lets requests in flight finish before it cuts them: above
   * an upload chunk's time on a slow line, below the orchestrator's kill timeout.
   */
  DRAIN_SECONDS: z.coerce.number().int().positive().default(30),
  /**
   * The bearer token Prometheus sends for GET /metrics (each service's own numbers); unset, no
   * /metrics is served.
   */
  METRICS_TOKEN: unsetWhenEmpty(z.string().min(16, 'at least 16 characters')),
  /**
   * An OpenTelemetry collector's OTLP/HTTP base URL (spans go to `<url>/v1/traces`): each request is
   * traced from the BFF through the upstream to the database (shared/src/server/tracing.ts). Unset, nothing traces.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: unsetWhenEmpty(z.url({ protocol: /^https?$/ })),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * A clock the browser tests move forward (POST /bff/test-clock) instead of waiting for a token or a
   * window to run out; never in production (sharedSettingProblems). See shared/src/server/clock.ts.
   */
  TEST_CLOCK: z.stringbool().default(false),
  /**
   * Object storage shared by every upstream instance, `s3://bucket/optional-prefix`; unset, files stay
   * in DATA_DIR. The BFF reads it too: the browser is sent to the bucket for media (see storageOrigin).
   */
  STORAGE_URL: unsetWhenEmpty(z.string().regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[\w!.*'()/-]*)?$/, 'like s3://bucket or s3://bucket/prefix')),
  /** An S3-compatible server (MinIO, R2, s3rver) instead of AWS, addressed path-style. */
  STORAGE_ENDPOINT: unsetWhenEmpty(z.url({ protocol: /^https?$/ })),
  STORAGE_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('us-east-1'),
  /**
   * Origins that serve lessons given as URLs (direct files, HLS), comma-separated. The BFF's page
   * CSP lets media, images and (for hls.js) fetches come from them and from nowhere else outside
   * the shop; the upstream takes such links only from them, so no lesson is saved that cannot play.
   */
  MEDIA_HOSTS: commaList(httpsOrigin),
});

/** What the shared settings may not be together, as lines of parseEnv's list; both services refuse them alike. */
export const sharedSettingProblems = (parsed: { NODE_ENV: string; TEST_CLOCK: boolean }): string[] =>
  parsed.NODE_ENV === 'production' && parsed.TEST_CLOCK ? ['  TEST_CLOCK: a clock that can be moved is refused in production'] : [];
