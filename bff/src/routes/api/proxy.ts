import type { FastifyPluginAsync } from 'fastify';
import { ApiError, parseInput } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';
import { formFields } from '../../proxy/form-fields.ts';
import { createForwarder } from '../../proxy/forward.ts';
import { PROXY_TABLE, type ProxyRoute } from '../../proxy/table.ts';
import { upstreamPath } from '../../proxy/upstream-path.ts';

/** Registers each allowlisted call as a real route; anything else never matches and is a 404. */
const proxy: FastifyPluginAsync<{ product: string; refreshAheadSeconds: number; loginRateLimit: number }> = async (fastify, opts) => {
  const forward = createForwarder(fastify, { refreshAheadSeconds: opts.refreshAheadSeconds });
  const { sessions } = fastify;

  const register = (route: ProxyRoute) =>
    fastify.route({
      method: route.method,
      url: `/${route.path}`,
      config: {
        ...(route.limited ? { rateLimit: { max: opts.loginRateLimit, timeWindow: 60_000 } } : {}),
        ...(route.direct && route.method === 'GET' ? { csrf: false } : {}),
      },
      handler: async (request, reply) => {
        const params = route.params ? parseInput(route.params, request.params) : {};
        const query: Record<string, unknown> = route.query ? parseInput(route.query, request.query) : {};
        const raw = route.form && request.isMultipart() ? await formFields(request) : request.body;
        const body: Record<string, unknown> | undefined = route.method === 'POST' ? (route.body ? parseInput(route.body, raw) : {}) : undefined;

        const session = route.auth === 'public' ? null : await sessions.read(request, route.auth === 'admin' ? 'admin' : 'customer', reply);
        if (!session && (route.auth === 'customer' || route.auth === 'admin')) throw new ApiError(401, WIRE.unauthorized);
        // Nobody writes another customer's data by naming their email (upstreamPath does the same for reads).
        if (session && route.auth === 'customer' && body && route.body?.shape.email) body.email = session.name;
        const path = upstreamPath(opts.product, route, params, query, session);
        return forward(request, reply, route, { path, body: body && JSON.stringify(body) }, session);
      },
    });

  PROXY_TABLE.forEach(register);
};
export default proxy;
