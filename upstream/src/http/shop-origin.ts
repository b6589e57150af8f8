import type { FastifyRequest } from 'fastify';
import { SHOP_ORIGIN_HEADER } from '@academy/shared/shop-origins';

/**
 * The shop origin a call came from, as the BFF names it, when it is one of the shop's own
 * (anything else is ignored: a client never picks where a payment sends it); else PUBLIC_URL.
 */
export function shopOriginOf(request: FastifyRequest, config: { PUBLIC_URL: string; shopOrigins: string[] }): string {
  const named = request.headers[SHOP_ORIGIN_HEADER];
  return typeof named === 'string' && config.shopOrigins.includes(named) ? named : config.PUBLIC_URL;
}
