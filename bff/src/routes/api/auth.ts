import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '@academy/shared/api-error';
import { loginRequest, tokenPair } from '@academy/shared/auth';
import { TEXT } from '@academy/shared/constants';
import { upstreamRequestHeaders } from '../../proxy/headers.ts';
import { SESSION_PATHS, type SessionKind } from '../../session/session-kinds.ts';

/**
 * Login and logout for customers and admins. The BFF forwards the login, seals the tokens it gets
 * into the HttpOnly cookie and answers the SPA with who signed in, never the tokens.
 */
const auth: FastifyPluginAsync<{ product: string; loginRateLimit: number }> = async (fastify, opts) => {
  const { sessions, upstream } = fastify;
  const api = (path: string) => `/api/${opts.product}/${path}`;

  for (const kind of ['customer', 'admin'] as SessionKind[]) {
    const paths = SESSION_PATHS[kind];

    fastify.post(`/${paths.login}`, { config: { rateLimit: { max: opts.loginRateLimit, timeWindow: 60_000 } } }, async (request, reply) => {
      const credentials = parseInput(loginRequest, request.body);
      // The browser's user-agent goes along: the customer's list of sessions names each login's device by it.
      const res = await upstream.json('POST', api(paths.login), credentials, upstreamRequestHeaders(request.headers, request.ip, request.id, null));
      const pair = res.status === 200 ? tokenPair.safeParse(res.body.data) : null;
      if (!pair?.success)
        return reply.code(res.status === 200 ? 502 : res.status).send({ code: res.status === 200 ? 502 : res.status, message: res.body.message });
      await sessions.start(reply, kind, { name: pair.data.email, token: pair.data.token, rToken: pair.data.rToken });
      const { email, first_name, role } = pair.data;
      return { code: 200, message: TEXT.loggedIn, data: { email, first_name, role } };
    });

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
