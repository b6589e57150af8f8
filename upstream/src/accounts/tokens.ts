import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { ApiError } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';
import type { Clock } from '@academy/shared/server/clock';
import { createSealer } from './sealer.ts';

export type Audience = 'customer' | 'admin';
interface AccessClaims {
  sub: string;
  fam: string;
  aud: Audience;
}

export const randomToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Short-lived signed access tokens and the sealing of a rotated token's successor. */
export function createTokenService(opts: { secret: string; accessTtl: number; clock: Clock }) {
  const key = new TextEncoder().encode(opts.secret);
  const successors = createSealer(opts.secret, 'successor');

  return {
    signAccess(claims: AccessClaims) {
      const now = Math.floor(opts.clock.now() / 1000);
      return new SignJWT({ fam: claims.fam })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setAudience(claims.aud)
        .setIssuedAt(now)
        .setExpirationTime(now + opts.accessTtl)
        .sign(key);
    },

    /** 401 'token has expired' for an expired token, 401 'Unauthorized' for anything else wrong. */
    async verifyAccess(token: string, audience: Audience): Promise<AccessClaims> {
      try {
        const { payload } = await jwtVerify(token, key, { audience, algorithms: ['HS256'], currentDate: new Date(opts.clock.now()) });
        if (typeof payload.sub !== 'string' || typeof payload.fam !== 'string') throw new Error('claims');
        return { sub: payload.sub, fam: payload.fam, aud: audience };
      } catch (err) {
        if (err instanceof errors.JWTExpired) throw new ApiError(401, WIRE.tokenExpired);
        throw new ApiError(401, WIRE.unauthorized);
      }
    },

    sealSuccessor: (token: string) => successors.seal(token),
    openSuccessor: (sealed: string) => successors.open(sealed),
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
