import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body may take long in total (an upload), though it may still not stall. */
    longBody?: boolean;
  }
}

/**
 * Limits for clients that hold connections without finishing requests (slowloris, stalled bodies):
 * - headers must arrive within 10 s (Node's default is 60);
 * - a connection that sends and receives nothing for `idleMs` is closed, whatever it was doing:
 *   a stalled body, an idle keep-alive socket past its own 10 s, a download nobody reads;
 * - an ordinary body (at most 1 MiB) must arrive whole within `idleMs` of the headers, so a drip
 *   of a byte now and then cannot hold it either; only an upload may take long in total;
 * - one client address holds at most `maxPerClient` connections (browsers open 6 per host); a
 *   trusted proxy's address is exempt, since it carries everyone's.
 */
export function guardServer(
  server: Server,
  opts: { idleMs: number; maxPerClient: number; maxRequestsPerSocket: number; trusted: (address: string) => boolean },
) {
  server.headersTimeout = 10_000;
  server.keepAliveTimeout = 10_000;
  server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
  server.setTimeout(opts.idleMs, (socket: Socket) => socket.destroy());

  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (opts.trusted(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > opts.maxPerClient) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left) open.set(address, left);
      else open.delete(address);
    });
  });
}

/** The whole-body deadline of ordinary requests (see guardServer). */
export function bodyDeadline(fastify: FastifyInstance, idleMs: number) {
  fastify.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    if (request.routeOptions.config.longBody || raw.complete || !(raw.headers['content-length'] || raw.headers['transfer-encoding'])) return;
    // An injected request's socket is a stand-in without destroy(); a route may answer without
    // reading the body, so the answer ends the deadline too.
    const socket: Partial<Socket> = raw.socket;
    const timer = setTimeout(() => socket.destroy?.(), idleMs);
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    reply.raw.once('finish', clear);
    reply.raw.once('close', clear);
  });
}
