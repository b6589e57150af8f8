import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ApiError, parseInput } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';
import { isMovable } from '@academy/shared/server/clock';
import { carriesCsrf } from '../../http/csrf-header.ts';

/** How far to move the clock: forward only, at most a year and a bit. */
export const testClockRequest = z
  .object({
    advance_seconds: z
      .number()
      .positive()
      .max(400 * 24 * 3600),
  })
  .strict();

/**
 * GET /bff/test-clock: the clock's time. POST /bff/test-clock `{advance_seconds}`: moves this process's clock forward (the BFF's, and the
 * built-in upstream's, which bff/src/server.ts gives the same clock), so a browser test sees a token
 * or a window run out without waiting for it. Registered only with TEST_CLOCK, which the config
 * refuses in production; x-csrf as on every call the shop's own pages make.
 */
const testClock: FastifyPluginAsync = async (fastify) => {
  const { clock } = fastify;
  if (!isMovable(clock)) throw new Error('TEST_CLOCK needs a clock that can be moved (bff/src/build.ts)');
  // What the clock says: a test computing what the shop computes from its time (an authenticator's code) asks first.
  fastify.get('/test-clock', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { code: 200, message: 'ok', data: { now: new Date(clock.now()).toISOString() } };
  });
  fastify.post('/test-clock', async (request, reply) => {
    if (!carriesCsrf(request.headers)) throw new ApiError(403, WIRE.csrf);
    const { advance_seconds } = parseInput(testClockRequest, request.body);
    clock.advance(advance_seconds * 1000);
    reply.header('cache-control', 'no-store');
    return { code: 200, message: 'ok', data: { now: new Date(clock.now()).toISOString() } };
  });
};
export default testClock;
