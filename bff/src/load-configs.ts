import { configsOrExit } from '@academy/shared/server/env';
import { loadBffConfig } from './config.ts';

/**
 * The settings of `npm start`: the BFF's and, without UPSTREAM_URL, the built-in upstream's, from
 * the same environment (so PORT and PUBLIC_URL give both the same shop origins). Every problem of
 * both is said at once, and the process exits 1 (configsOrExit).
 */
export async function loadConfigs(env: Record<string, string | undefined> = process.env) {
  const builtIn = !env.UPSTREAM_URL?.trim();
  return configsOrExit(
    () => loadBffConfig(env),
    async () => {
      if (!builtIn) return undefined;
      // Imported only then: a BFF in front of a remote upstream never loads its code.
      const { loadUpstreamConfig } = await import('@academy/upstream/config');
      return loadUpstreamConfig({ ...env, UPSTREAM_PORT: '0', UPSTREAM_HOST: '127.0.0.1' });
    },
  );
}
