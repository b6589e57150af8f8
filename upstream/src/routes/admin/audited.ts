import type { FastifyRequest } from 'fastify';
import type { Endpoint } from '@academy/shared/endpoints/define';
import { type AuditedEndpoint, auditActionOf } from '../../audit/audited-endpoints.ts';
import type { AuditContext, AuditRequest } from '../../audit/context.ts';
import { originOf } from '../../http/request-origin.ts';

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
