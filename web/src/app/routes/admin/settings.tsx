import { NairaPricingCard } from '../../../features/admin-settings/components/naira-pricing-form.tsx';
import { PaystackChannelsCard } from '../../../features/admin-settings/components/paystack-channels-form.tsx';

export function Component() {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Settings</h1>
      <NairaPricingCard />
      <PaystackChannelsCard />
    </div>
  );
}
