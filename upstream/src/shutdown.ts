import type { FastifyInstance } from 'fastify';

/** SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close the database, exit. */
export function closeOnSignals(...apps: FastifyInstance[]) {
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    apps[0]?.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    for (const app of apps) await app.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));
}
