import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelSubscription, cardLink, resumeSubscription, startTrial, subscriptionHistory, subscriptionState } from '@academy/shared/endpoints/subscriptions';
import { route } from '../../http/declared.ts';
import { customersOnly } from '../hooks.ts';

/** `subscriptions`: the customer's subscription to the signals group: its state and history, a free trial, cancel and resume, and the card page. */
const subscriptions: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(customersOnly);
  const { subscriptions: service } = fastify;

  route(fastify, subscriptionState, async (request) => ({ code: 200, message: 'Subscription', data: await service.state(request.user!.id) }));
  route(fastify, subscriptionHistory, async (request) => ({ code: 200, message: 'Subscription history', data: await service.history(request.user!.id) }));
  route(fastify, startTrial, async (request) => ({ code: 200, message: await service.startTrial(request.user!, request.body.plan) }));
  route(fastify, cancelSubscription, async (request) => ({ code: 200, message: await service.cancel(request.user!.id) }));
  route(fastify, resumeSubscription, async (request) => ({ code: 200, message: await service.resume(request.user!.id) }));
  route(fastify, cardLink, async (request) => ({ code: 200, message: 'Card page', data: { url: await service.cardLink(request.user!.id) } }));
};
export default subscriptions;
