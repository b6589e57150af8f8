import { GroupPlansCard } from '../../../features/admin-settings/components/group-plans-card.tsx';
import { TelegramLinkCard } from '../../../features/admin-settings/components/telegram-link-form.tsx';
import { TelegramPriceCard } from '../../../features/admin-settings/components/telegram-price-form.tsx';

export function Component() {
  return (
    <div className="flex flex-col gap-6">
      <TelegramPriceCard />
      <TelegramLinkCard />
      <GroupPlansCard />
    </div>
  );
}
