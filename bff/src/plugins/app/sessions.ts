import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';
import type { BffConfig } from '../../config.ts';
import { createCookieCodec, type OpenSession, type SessionData } from '../../session/cookie-codec.ts';
import { createRefresher, type RefreshOutcome } from '../../session/refresher.ts';
import { SESSION_PATHS, type SessionKind } from '../../session/session-kinds.ts';

export interface Sessions {
  /**
   * The session the request's cookie holds. With a reply, a cookie that does not open (tampered,
   * expired, sealed with a removed secret) is cleared: it is no session and never will be.
   */
  read(request: FastifyRequest, kind: SessionKind, reply?: FastifyReply): Promise<OpenSession | null>;
  /**
   * The session named by a raw Cookie header, when its value was opened before: `undefined` when
   * there is such a cookie but it is not open yet (the caller goes the slow way), `null` when
   * there is no such cookie.
   */
  cached(cookieHeader: string | undefined, kind: SessionKind): OpenSession | null | undefined;
  /** Whether a raw Cookie header names a session of either kind (opened or not), read once. */
  carried(cookieHeader: string | undefined): boolean;
  /** Seals a new session into the reply's cookie. */
  start(reply: FastifyReply, kind: SessionKind, data: SessionData): Promise<void>;
  /** Sets an already sealed value (a refresh's outcome, shared by concurrent requests). */
  write(reply: FastifyReply, kind: SessionKind, sealed: string): void;
  clear(request: FastifyRequest, reply: FastifyReply, kind: SessionKind): void;
  refresh(kind: SessionKind, session: OpenSession): Promise<RefreshOutcome>;
  /**
   * Refreshes and sets the new cookie, or ends the session as docs/requirements.md#session-rules says: a refused
   * refresh clears it and throws {401, 'token has expired'} (a ban: its 403); an upstream fault
   * keeps it and throws 502.
   */
  renew(request: FastifyRequest, reply: FastifyReply, kind: SessionKind, session: OpenSession): Promise<OpenSession>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
}

/** Each kind of session's cookie: `__Host-` prefixed when Secure. docs/openapi.json names them too (bff/src/openapi/document.ts). */
export const sessionCookieNames = (secure: boolean): Record<SessionKind, string> => {
  const prefix = secure ? '__Host-' : '';
  return { customer: `${prefix}academy_session`, admin: `${prefix}academy_admin` };
};

/**
 * The customer's and the admin's sessions, each a sealed HttpOnly cookie holding
 * `{name, token, rToken}`; Secure and `__Host-` prefixed whenever PUBLIC_URL is https.
 */
export default fp(
  async (fastify, opts: { config: BffConfig }) => {
    const { config } = opts;
    const secure = config.PUBLIC_URL.startsWith('https://');
    const names = sessionCookieNames(secure);
    const cookieOptions: CookieSerializeOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: config.SESSION_TTL };
    const { clock } = fastify;
    const codec = createCookieCodec({ secrets: config.sessionSecrets, ttlSeconds: config.SESSION_TTL, clock });
    const refreshers = {
      customer: createRefresher({
        upstream: fastify.upstream,
        codec,
        refreshPath: `/api/${config.PRODUCT}/${SESSION_PATHS.customer.refresh}`,
        graceSeconds: config.REFRESH_GRACE_SECONDS,
        clock,
      }),
      admin: createRefresher({
        upstream: fastify.upstream,
        codec,
        refreshPath: `/api/${config.PRODUCT}/${SESSION_PATHS.admin.refresh}`,
        graceSeconds: config.REFRESH_GRACE_SECONDS,
        clock,
      }),
    };

    const write = (reply: FastifyReply, kind: SessionKind, sealed: string) => void reply.setCookie(names[kind], sealed, cookieOptions);

    fastify.decorate('sessions', {
      async read(request, kind, reply) {
        const session = await codec.unseal(request.cookies[names[kind]]);
        if (!session && reply && request.cookies[names[kind]]) this.clear(request, reply, kind);
        return session;
      },
      cached(cookieHeader, kind) {
        const value = cookieHeader ? fastify.parseCookie(cookieHeader)[names[kind]] : undefined;
        return value ? codec.cached(value) : null;
      },
      carried(cookieHeader) {
        if (!cookieHeader) return false;
        const cookies = fastify.parseCookie(cookieHeader);
        return Boolean(cookies[names.customer] || cookies[names.admin]);
      },
      async start(reply, kind, data) {
        write(reply, kind, (await codec.seal(data)).value);
      },
      write,
      clear(request, reply, kind) {
        codec.forget(request.cookies[names[kind]]);
        reply.clearCookie(names[kind], { path: '/', secure, httpOnly: true, sameSite: 'lax' });
      },
      refresh: (kind, session) => refreshers[kind].refresh(session),
      async renew(request, reply, kind, session) {
        const outcome = await refreshers[kind].refresh(session);
        if (outcome.ok) {
          write(reply, kind, outcome.cookie);
          return outcome.session;
        }
        if (outcome.status >= 500) throw new ApiError(502, WIRE.upstreamDown);
        this.clear(request, reply, kind);
        throw outcome.status === 403 ? new ApiError(403, outcome.message) : new ApiError(401, WIRE.tokenExpired);
      },
    } satisfies Sessions);
  },
  { name: 'sessions', dependencies: ['upstream', '@fastify/cookie'] },
);
