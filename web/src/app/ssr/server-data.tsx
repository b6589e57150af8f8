import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type Middleware, SWRConfig, useSWRConfig } from 'swr';
import { useSession } from '../../lib/session.ts';

/** The reads the server rendered the page with, by SWR key (null: the server found nothing there). */
export type ServerData = Record<string, unknown>;

function serverDataConfig(data: ServerData) {
  const fresh = new Set(Object.keys(data));
  // The server's answers are on the page already: a hook holding one does not fetch it again as it mounts.
  const keepFresh: Middleware = (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(key, fetcher, typeof key === 'string' && fresh.has(key) ? { ...config, revalidateOnMount: false } : config);
  return { fallback: { ...data }, use: [keepFresh], fresh, keys: Object.keys(data) };
}

/**
 * Hands the server's reads to SWR (its fallback, so the first render matches the server's HTML and
 * nothing is fetched twice). Once hydrated, they move into SWR's cache and later mounts fetch as
 * usual. They were read without a session, so a signed-in customer's copies are read again for
 * what is theirs (owned badges).
 */
export function ServerDataProvider({ data, children }: { data: ServerData | undefined; children: ReactNode }) {
  const [config] = useState(() => (data ? serverDataConfig(data) : null));
  if (!config) return children;
  return (
    <SWRConfig value={{ fallback: config.fallback, use: config.use }}>
      <AfterHydration config={config} />
      {children}
    </SWRConfig>
  );
}

function AfterHydration({ config }: { config: ReturnType<typeof serverDataConfig> }) {
  const { mutate } = useSWRConfig();
  const { session } = useSession();
  const refreshed = useRef(false);
  useEffect(() => {
    for (const key of config.keys) void mutate(key, config.fallback[key], { revalidate: false });
    config.fresh.clear();
    for (const key of config.keys) Reflect.deleteProperty(config.fallback, key);
  }, [config, mutate]);
  const customer = session.customer?.name;
  useEffect(() => {
    if (!customer || refreshed.current) return;
    refreshed.current = true;
    for (const key of config.keys) void mutate(key);
  }, [customer, config, mutate]);
  return null;
}
