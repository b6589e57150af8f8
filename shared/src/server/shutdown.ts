import type { FastifyInstance } from 'fastify';

/** SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close the database, exit. */
export function closeOnSignals(...apps: FastifyInstance[]) {
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    apps[0]?.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    // A keep-alive connection that finishes its last request while we close would hold the server
    // open until it times out: close such connections as soon as they fall idle.
    const idle = setInterval(() => apps.forEach((app) => app.server.closeIdleConnections()), 100).unref();
    for (const app of apps) await app.close();
    clearInterval(idle);
    clearTimeout(timer);
    process.exit(0);
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));
}
