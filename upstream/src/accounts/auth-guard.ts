import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';
import type { User } from './accounts.ts';
import type { Audience } from './tokens.ts';
import type { SecondFactorStep } from '@academy/shared/auth';
import { secondFactorStep } from './second-factor-rule.ts';

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
    /** What the session must still prove or set up (second-factor-rule.ts); null once it may do anything. */
    secondFactorStep: SecondFactorStep;
  }
  interface FastifyContextConfig {
    /** The route serves a session that has not proved its second factor yet (proving it, setting one up). */
    beforeSecondFactor?: boolean;
  }
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : null;
};

/**
 * Every authenticated call: a valid access token of the right audience, a family that has not
 * been revoked (logout, reuse, ban), a user who still exists, is not closed and is not banned, and
 * a second factor proved when the account has or needs one (only the routes that prove or set it
 * up serve a session before that).
 */
export default fp(
  async (fastify) => {
    const { tokens, accounts } = fastify;
    fastify.decorateRequest('user', null);
    fastify.decorateRequest('sessionFamily', null);
    fastify.decorateRequest('secondFactorStep', null);
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
      const step = secondFactorStep({ ...row, role: row.user.role, provenAt: row.secondFactorAt });
      if (step && !request.routeOptions.config.beforeSecondFactor)
        throw new ApiError(403, step === 'verify' ? WIRE.secondFactorRequired : WIRE.secondFactorEnrolment);
      request.user = row.user;
      request.sessionFamily = claims.fam;
      request.secondFactorStep = step;
    };
    fastify.decorate('requireSession', requireSession);
    fastify.decorate('optionalSession', (audience: Audience) => {
      const check = requireSession(audience);
      return async (request: FastifyRequest) => {
        if (!request.headers.authorization) return;
        // A sign-in still short of its second factor reads the public shop as a visitor does.
        await check(request).catch((err: unknown) => {
          if (!(err instanceof ApiError && (err.message === WIRE.secondFactorRequired || err.message === WIRE.secondFactorEnrolment))) throw err;
        });
      };
    });
    fastify.decorate('requireVerifiedEmail', async (request: FastifyRequest) => {
      if (!request.user!.verifiedEmail) throw new ApiError(403, WIRE.verifyEmailFirst);
    });
  },
  { name: 'auth-guard', dependencies: ['accounts'] },
);
