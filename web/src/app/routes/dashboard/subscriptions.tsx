import { SubscriptionCard } from '../../../features/subscriptions/components/subscription-card.tsx';
import { SubscriptionHistory } from '../../../features/subscriptions/components/subscription-history.tsx';

export function Component() {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Your subscriptions</h1>
      <SubscriptionCard />
      <SubscriptionHistory />
    </div>
  );
}
