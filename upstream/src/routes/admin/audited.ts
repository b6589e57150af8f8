import type { FastifyRequest } from 'fastify';
import type { Endpoint } from '@academy/shared/endpoints/define';
import { dateOf } from '@academy/shared/server/clock';
import { deviceName } from '../../accounts/device-name.ts';
import { type AuditedEndpoint, auditActionOf } from '../../audit/audited-endpoints.ts';
import type { AuditContext, AuditOrigin, AuditRequest } from '../../audit/context.ts';

/** When, and from where (the BFF names the client: decision 014), a request came; the device as its owner's sessions list names it. */
export const originOf = (request: FastifyRequest): AuditOrigin => ({
  at: dateOf(request.server.clock),
  ip: request.ip.replace(/^::ffff:/, ''),
  device: deviceName(request.headers['user-agent'] ?? null),
});

/**
 * The audit context of an admin write, from the request rather than anything global: the signed-in
 * admin (the folder's guard made sure of one), where they are, and the action the endpoint stands
 * for. A public endpoint (an invitee's set-up) has no one signed in: its service names the actor.
 */
export function audited<E extends Endpoint>(endpoint: AuditedEndpoint<E>, request: FastifyRequest): E['auth'] extends 'public' ? AuditRequest : AuditContext;
export function audited<E extends Endpoint>(endpoint: AuditedEndpoint<E>, request: FastifyRequest): AuditRequest | AuditContext {
  const action = auditActionOf(endpoint);
  const { user } = request;
  if (endpoint.auth === 'public') return { ...originOf(request), action };
  if (!user) throw new Error(`${endpoint.path} is audited but was reached without a session`);
  return { ...originOf(request), action, actor: { id: user.id, email: user.email, role: user.role } };
}
