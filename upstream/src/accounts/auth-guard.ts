import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';
import type { User } from './accounts.ts';
import type { Audience } from './tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A preValidation hook (before the input is read) that admits only a live session of the audience. */
    requireSession(audience: Audience): preValidationAsyncHookHandler;
    /** The same checks when a bearer is sent; without one the caller is anonymous. */
    optionalSession(audience: Audience): preValidationAsyncHookHandler;
    /** After requireSession: paid bytes and payments go only to an address proven to be the user's. */
    requireVerifiedEmail: preValidationAsyncHookHandler;
  }
  interface FastifyRequest {
    user: User | null;
    /** The token family (the login) the bearer belongs to. */
    sessionFamily: string | null;
  }
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : null;
};

/**
 * Every authenticated call: a valid access token of the right audience, a family that has not
 * been revoked (logout, reuse, ban) and a user who still exists, is not closed and is not banned.
 */
export default fp(
  async (fastify) => {
    const { tokens, accounts } = fastify;
    fastify.decorateRequest('user', null);
    fastify.decorateRequest('sessionFamily', null);
    const requireSession = (audience: Audience) => async (request: FastifyRequest) => {
      const token = bearer(request);
      if (!token) throw new ApiError(401, WIRE.unauthorized);
      const claims = await tokens.verifyAccess(token, audience);
      const row = await accounts.sessionHolder(claims.sub, claims.fam);
      // A closed account is gone for its owner, whatever token is still about (its logins were deleted too).
      if (!row || row.user.status === 'closed') throw new ApiError(401, WIRE.userNotFound);
      if (row.user.status === 'banned') throw new ApiError(403, WIRE.bannedUser);
      if (row.familyUser !== claims.sub || row.revokedAt) throw new ApiError(401, WIRE.unauthorized);
      if (audience === 'admin' && row.user.role === 'customer') throw new ApiError(401, WIRE.unauthorized);
      request.user = row.user;
      request.sessionFamily = claims.fam;
    };
    fastify.decorate('requireSession', requireSession);
    fastify.decorate('optionalSession', (audience: Audience) => {
      const check = requireSession(audience);
      return async (request: FastifyRequest) => {
        if (request.headers.authorization) await check(request);
      };
    });
    fastify.decorate('requireVerifiedEmail', async (request: FastifyRequest) => {
      if (!request.user!.verifiedEmail) throw new ApiError(403, WIRE.verifyEmailFirst);
    });
  },
  { name: 'auth-guard', dependencies: ['accounts'] },
);
