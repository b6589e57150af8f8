import { mutate } from 'swr';
import { api } from '../../../lib/api-client.ts';
import { TELEGRAM_PRICE_KEY } from './get-telegram-price.ts';

/** docs/requirements.md#api-calls: the legacy local-currency price is always sent as 2000, alongside the USD value. */
export const TELEGRAM_FIXED_PRICE = 2000;

/** `admin/telegram`: code 200 is success; the cached public price is read again afterwards. */
export async function setTelegramPrice(usd: number) {
  const res = await api('admin/telegram', { body: { price: TELEGRAM_FIXED_PRICE, usd } });
  await mutate(TELEGRAM_PRICE_KEY);
  return res;
}
