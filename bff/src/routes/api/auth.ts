import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '@academy/shared/api-error';
import { loginRequest, signInPair } from '@academy/shared/auth';
import { TEXT } from '@academy/shared/constants';
import { passkeyAssertionRequest } from '@academy/shared/passkeys';
import type { z } from 'zod';
import { upstreamRequestHeaders } from '../../proxy/headers.ts';
import { PASSKEY_LOGIN, SESSION_PATHS, type SessionKind } from '../../session/session-kinds.ts';

/**
 * Login and logout for customers and admins, and a customer's passkey sign-in. The BFF forwards the
 * sign-in, seals the tokens it gets into the HttpOnly cookie and answers the SPA with who signed in,
 * never the tokens.
 */
const auth: FastifyPluginAsync<{ product: string; loginRateLimit: number; publicUrl: string }> = async (fastify, opts) => {
  const { sessions, upstream } = fastify;
  const api = (path: string) => `/api/${opts.product}/${path}`;

  const limited = { config: { rateLimit: { max: opts.loginRateLimit, timeWindow: 60_000 } } };
  const secure = opts.publicUrl.startsWith('https://');
  const deviceCookie = `${secure ? '__Host-' : ''}academy_device`;
  // A year: the device stays known between sessions; it names nothing and opens nothing.
  const deviceCookieOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: 365 * 24 * 3600 } as const;

  /**
   * A sign-in call: its input checked with its shared schema and sent on to the upstream's same path;
   * a `signInPair` back is sealed into the `kind` session's cookie, and the SPA told who signed in.
   */
  const signIn = (kind: SessionKind, path: string, input: z.ZodType) =>
    fastify.post(`/${path}`, limited, async (request, reply) => {
      const body = parseInput(input, request.body);
      // The browser's user-agent goes along (the list of sessions names each login's device by it), and
      // this browser's device cookie, made at its first sign-in: a sign-in from a new one is mailed to the owner.
      const device = request.cookies[deviceCookie] ?? randomBytes(24).toString('base64url');
      const headers = { ...upstreamRequestHeaders(request.headers, request.ip, request.id, null), 'x-device-id': device };
      const res = await upstream.json('POST', api(path), body, headers);
      const pair = res.status === 200 ? signInPair.safeParse(res.body.data) : null;
      if (!pair?.success)
        return reply.code(res.status === 200 ? 502 : res.status).send({ code: res.status === 200 ? 502 : res.status, message: res.body.message });
      await sessions.start(reply, kind, { name: pair.data.email, token: pair.data.token, rToken: pair.data.rToken });
      if (!request.cookies[deviceCookie]) reply.setCookie(deviceCookie, device, deviceCookieOptions);
      // What the sign-in still needs (a code, a set-up) is the SPA's to ask for; the session waits for it upstream.
      const { email, first_name, role, second_factor } = pair.data;
      return { code: 200, message: TEXT.loggedIn, data: { email, first_name, role, second_factor } };
    });

  // A customer's passkey in place of the password (docs/decisions/088-passkeys.md): the same sealing, the same limit.
  signIn('customer', PASSKEY_LOGIN, passkeyAssertionRequest);

  for (const kind of ['customer', 'admin'] as SessionKind[]) {
    const paths = SESSION_PATHS[kind];
    signIn(kind, paths.login, loginRequest);

    fastify.post(`/${paths.logout}`, async (request, reply) => {
      const session = await sessions.read(request, kind);
      sessions.clear(request, reply, kind);
      if (session) {
        // The family is revoked upstream, so a copy of the cookie is dead too; the cookie goes either way.
        await upstream.json('POST', api(paths.logout), { rToken: session.rToken }).catch((err: unknown) => request.log.warn({ err }, 'upstream logout failed'));
      }
      return { code: 200, message: TEXT.loggedOut };
    });
  }
};
export default auth;
