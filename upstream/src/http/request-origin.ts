import type { FastifyRequest } from 'fastify';
import { dateOf } from '@academy/shared/server/clock';
import { deviceName } from '../accounts/device-name.ts';
import type { AuditOrigin } from '../audit/context.ts';

/** When, and from where (the BFF names the client: decision 014), a request came; the device as its owner's sessions list names it. */
export const originOf = (request: FastifyRequest): AuditOrigin => ({
  at: dateOf(request.server.clock),
  ip: request.ip.replace(/^::ffff:/, ''),
  device: deviceName(request.headers['user-agent'] ?? null),
});

/** A sign-in's browser, origin and device cookie (the BFF's `x-device-id`): the session's device name, the audit entry, the new-device notice. */
export const signInFrom = (request: FastifyRequest) => {
  const device = request.headers['x-device-id'];
  return { userAgent: request.headers['user-agent'], origin: originOf(request), deviceId: typeof device === 'string' ? device.slice(0, 100) : undefined };
};
