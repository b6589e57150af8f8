import type { FastifyRequest } from 'fastify';
import { ApiError } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';

/** `email` names whose data is asked for; a customer may only ask for their own. */
export function ownEmail(request: FastifyRequest, email: string | undefined) {
  if (email && email !== request.user!.email) throw new ApiError(403, WIRE.forbidden);
}
