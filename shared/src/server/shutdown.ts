import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How often a drain says what it still waits for. */
const REPORT_EVERY_MS = 5_000;

/**
 * SIGTERM/SIGINT: stop accepting, let in-flight requests finish (a request arriving on a kept-alive
 * connection meanwhile is answered 503 by Fastify's return503OnClosing), close the database, exit 0.
 * A drain longer than `drainSeconds` (DRAIN_SECONDS, above an upload chunk's time) is cut, saying
 * which requests it cut, and exits 1. `npm start` execs node, so the signal reaches this process.
 * `flush` runs once every app has closed: the traces batched in memory are sent before the exit
 * (server/tracing.ts), their last requests' spans included.
 */
export function closeOnSignals(opts: { drainSeconds: number; flush?: () => Promise<void> }, ...apps: FastifyInstance[]) {
  const log = apps[0]?.log;
  const inFlight = new Map<IncomingMessage, number>();
  for (const app of apps) {
    app.server.on('request', (req: IncomingMessage, res: NodeJS.EventEmitter) => {
      inFlight.set(req, Date.now());
      res.once('close', () => inFlight.delete(req));
    });
  }
  const waitingFor = () => [...inFlight].map(([req, since]) => `${req.method} ${req.url?.split('?')[0]} (${Math.round((Date.now() - since) / 1000)} s)`);

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    log?.info({ signal, drainSeconds: opts.drainSeconds, inFlight: inFlight.size }, 'shutting down');
    const report = setInterval(() => log?.info({ waitingFor: waitingFor() }, 'draining'), REPORT_EVERY_MS).unref();
    const cut = setTimeout(() => {
      log?.error({ cut: waitingFor() }, `drain took over ${opts.drainSeconds} s: exiting with requests unanswered`);
      // pino flushes its destination on exit (on-exit-leak-free), so this line is not lost.
      process.exit(1);
    }, opts.drainSeconds * 1000).unref();
    // A keep-alive connection that finishes its last request while we close would hold the server
    // open until it times out: close such connections as soon as they fall idle.
    const idle = setInterval(() => apps.forEach((app) => app.server.closeIdleConnections()), 100).unref();
    for (const app of apps) await app.close();
    await opts.flush?.().catch((err: unknown) => log?.warn({ err }, 'traces not sent'));
    clearInterval(idle);
    clearInterval(report);
    clearTimeout(cut);
    log?.info('drained: exiting');
    process.exit(0);
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));
}
