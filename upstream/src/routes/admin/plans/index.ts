import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPlans, createPlan, updatePlan } from '@academy/shared/endpoints/subscriptions';
import { route } from '../../../http/declared.ts';
import { audited } from '../audited.ts';

/** `admin/plans`: the signals group's plans, every one, to create and change. */
const plans: FastifyPluginAsyncZod = async (fastify) => {
  const { plans: groupPlans } = fastify;

  route(fastify, adminPlans, async () => ({ code: 200, message: 'Plans', data: await groupPlans.list() }));

  route(fastify, createPlan, async (request, reply) => {
    const plan = await groupPlans.create(audited(createPlan, request), request.body);
    return reply.code(201).send({ code: 201, message: `${plan.months}-month plan created`, data: plan });
  });

  route(fastify, updatePlan, async (request) => ({
    code: 200,
    message: 'Plan updated',
    data: await groupPlans.update(audited(updatePlan, request), request.params.id, request.body),
  }));
};
export default plans;
