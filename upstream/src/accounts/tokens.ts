import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { ApiError } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';
import type { Clock } from '@academy/shared/server/clock';

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
  const successorKey = createHash('sha256').update(`successor:${opts.secret}`).digest();

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

    sealSuccessor(token: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', successorKey, iv);
      const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },

    openSuccessor(sealed: string): string {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', successorKey, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
