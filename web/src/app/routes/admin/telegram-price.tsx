import { TelegramPriceCard } from '../../../features/admin-settings/components/telegram-price-form.tsx';

export function Component() {
  return <TelegramPriceCard />;
}
