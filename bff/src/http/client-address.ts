import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * Which peers may tell us the client's address in X-Forwarded-For (TRUST_PROXY: addresses, CIDRs
 * or 'loopback', 'linklocal', 'uniquelocal'). Anyone else's header is ignored, so a client cannot
 * pick its own address to slip past the per-IP login limit.
 */
export function clientAddress(trustProxy: string) {
  const trust = proxyAddr.compile(
    trustProxy
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  return {
    /** Given to Fastify, so request.ip follows the same rule. */
    trust,
    of: (req: IncomingMessage) => proxyAddr(req, trust),
  };
}
export type ClientAddress = ReturnType<typeof clientAddress>;
