import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSubscriber, adminSubscribers, extendSubscription, subscriptionMetrics } from '@academy/shared/endpoints/subscriptions';
import { route } from '../../../http/declared.ts';
import { audited } from '../audited.ts';

/** `admin/subscriptions`: the signals group's subscribers, one with their payments and log, extending a period, and the figures per month. */
const subscriptions: FastifyPluginAsyncZod = async (fastify) => {
  const { subscribers, subscriptionMetrics: metrics } = fastify;

  route(fastify, adminSubscribers, async (request) => ({ code: 200, message: 'Subscribers', ...(await subscribers.page(request.query)) }));

  route(fastify, subscriptionMetrics, async (request) => ({
    code: 200,
    message: 'Subscription metrics',
    data: await metrics.months(request.query.months),
  }));

  route(fastify, adminSubscriber, async (request) => ({ code: 200, message: 'Subscriber', data: await subscribers.detail(request.params.id) }));

  // A subscriber's period shows in no public read: the public pages' cache stays.
  route(fastify, extendSubscription, { config: { changesPublicReads: false } }, async (request) => {
    const { subscriber, message } = await subscribers.extend(audited(extendSubscription, request), request.params.id, request.body);
    return { code: 200, message, data: subscriber };
  });
};
export default subscriptions;
