import type { FastifyPluginAsync } from 'fastify';
import { type CallPlan, callPlans } from '../../proxy/call-plan.ts';
import { formFields } from '../../proxy/form-fields.ts';
import { createForwarder } from '../../proxy/forward.ts';

/** Registers each allowlisted call as a real route; anything else never matches and is a 404. */
const proxy: FastifyPluginAsync<{ product: string; refreshAheadSeconds: number; loginRateLimit: number; storageOrigin: string | undefined }> = async (
  fastify,
  opts,
) => {
  const forward = createForwarder(fastify, { refreshAheadSeconds: opts.refreshAheadSeconds, storageOrigin: opts.storageOrigin });
  const { sessions } = fastify;

  const register = (plan: CallPlan) => {
    const { route, kind } = plan;
    fastify.route({
      method: route.method,
      url: `/${route.path}`,
      config: {
        ...(route.limited ? { rateLimit: { max: opts.loginRateLimit, timeWindow: 60_000 } } : {}),
        ...(!plan.csrf && { csrf: false }),
      },
      handler: async (request, reply) => {
        const body = route.form && request.isMultipart() ? await formFields(request) : request.body;
        const input = plan.parse({ params: request.params, query: request.query, body });
        const session = kind ? await sessions.read(request, kind, reply) : null;
        plan.authorise(session);
        return forward(request, reply, route, plan.upstream(input, session), session);
      },
    });
  };

  callPlans(opts.product).forEach(register);
};
export default proxy;
