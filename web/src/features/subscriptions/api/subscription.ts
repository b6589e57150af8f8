import useSWR, { mutate } from 'swr';
import type { GroupPlan, SubscriptionState } from '@academy/shared/subscriptions';
import type { SubscriptionHistory } from '@academy/shared/subscription-history';
import { api } from '../../../lib/api-client.ts';

/** `telegram/plans` (public): the signals group's plans on offer; none: the group is sold at its one price. */
export const GROUP_PLANS_KEY = 'telegram/plans';
export const useGroupPlans = () => useSWR<GroupPlan[], Error>(GROUP_PLANS_KEY);

/** `subscriptions`: the customer's subscription to the group, and whether a free trial is still theirs. */
export const SUBSCRIPTION_KEY = 'subscriptions';
export const useSubscription = (signedIn: boolean) => useSWR<SubscriptionState, Error>(signedIn ? SUBSCRIPTION_KEY : null);

/** `subscriptions/history`: the periods the customer paid and the extensions they were given, newest first. */
export const useSubscriptionHistory = () => useSWR<SubscriptionHistory, Error>('subscriptions/history');

/** A change to the subscription: it, and the account's membership flag (user details), are read again. */
async function change(path: string, body: object) {
  const { message } = await api(path, { body });
  await Promise.all([mutate(SUBSCRIPTION_KEY), mutate((key) => typeof key === 'string' && key.startsWith('details?'))]);
  return message;
}

export const startTrial = (plan: string) => change('subscriptions/trial', { plan });
export const cancelSubscription = () => change('subscriptions/cancel', {});
export const resumeSubscription = () => change('subscriptions/resume', {});

/** The card provider's page where the subscriber changes the card their renewals are charged to: opened, and said. */
export async function openCardPage() {
  const { data } = await api<{ url: string }>('subscriptions/card', { body: {} });
  window.location.assign(data!.url);
  return 'Opening your card page';
}
