import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';

/** What is wrong with a configuration, every problem at once (each "  NAME: what to do"). */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.join('\n')}`);
    this.problems = problems;
  }
}

/** Lists the bad fields in one message, so a misconfigured process stops with a clear reason. */
export function parseEnv<T extends z.ZodType>(schema: T, env: Record<string, string | undefined>): z.infer<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`));
}

/**
 * A server's start: loads its configurations (the BFF's and the built-in upstream's), and when any is
 * wrong, says every problem of all of them at once (one JSON log line on stdout for the log
 * collector, the same as text on stderr, no stack trace) and exits 1.
 */
export async function configsOrExit<T extends unknown[]>(...loaders: { [K in keyof T]: () => T[K] | Promise<T[K]> }): Promise<T> {
  const problems: string[] = [];
  const loaded: unknown[] = [];
  for (const load of loaders) {
    try {
      loaded.push(await load());
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      problems.push(...err.problems);
    }
  }
  if (!problems.length) return loaded as T;
  writeSync(1, `${JSON.stringify({ level: 60, time: Date.now(), msg: 'Invalid configuration', problems: problems.map((p) => p.trim()) })}\n`);
  writeSync(2, `Invalid configuration:\n${problems.join('\n')}\n`);
  process.exit(1);
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
