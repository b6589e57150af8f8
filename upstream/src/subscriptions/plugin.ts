import fp from 'fastify-plugin';
import type { PeriodicJob } from '../jobs/queue.ts';
import { createSubscriptionMetrics, type SubscriptionMetrics } from './metrics-reader.ts';
import { createPlans, type Plans } from './plans.ts';
import { createCardSubscriptions, type CardSubscriptionState } from './card-subscriptions.ts';
import { createRenewals } from './renewals.ts';
import { createSubscribers, type Subscribers } from './subscribers.ts';
import { subscriptionPersonalData } from './personal-data.ts';
import { createSubscriptions, type Subscriptions } from './subscriptions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The signals group's plans (group_plans). */
    plans: Plans;
    /** Customers' subscriptions to the group (subscriptions), and the hourly renewal pass. */
    subscriptions: Subscriptions & { renewals: PeriodicJob<Record<string, number>>; cards: CardSubscriptionState };
    /** The admin's Subscribers screens: the list, one subscriber, and extending a period by hand (subscription_events). */
    subscribers: Subscribers;
    /** The admin's figures per month: MRR, subscribers active, new, returning and churned, trials converted. */
    subscriptionMetrics: SubscriptionMetrics;
  }
}

export default fp(
  async (fastify) => {
    const { config, clock, database, settings, mailer, invites, jobs } = fastify;
    const plans = createPlans({ db: database.db, settings });
    fastify.decorate('plans', plans);
    const renewals = createRenewals({
      db: database.db,
      clock,
      settings,
      mailer,
      publicUrl: config.PUBLIC_URL,
      removeLater: fastify.telegram.removeLater,
      messageLater: fastify.telegram.messageLater,
    });
    const service = createSubscriptions({
      db: database.db,
      plans,
      settings,
      clock,
      groupOpen: () => invites.available(),
      // The provider that charges cards each period, when one is on (Paystack with its secret key); read when asked, as providers register later.
      cards: () => fastify.paymentProviders.list.find((p) => p.cardSubscriptions)?.cardSubscriptions,
    });
    fastify.decorate('subscriptions', {
      ...service,
      cards: createCardSubscriptions({ db: database.db, clock, settings, mailer }),
      // Hourly: a reminder or a removal is at most an hour late, and a run that finds nothing to do costs one query.
      renewals: jobs.periodic('subscription-renewals', '0 * * * *', () => renewals.pass()),
    });
    fastify.dataRequests.add(subscriptionPersonalData(service));
    fastify.decorate('subscribers', createSubscribers({ db: database.db, clock, settings }));
    fastify.decorate('subscriptionMetrics', createSubscriptionMetrics({ db: database.db, clock, settings }));
  },
  { name: 'subscriptions', dependencies: ['config', 'database', 'settings', 'mail', 'telegram', 'jobs', 'data-requests'] },
);
