import useSWR, { mutate } from 'swr';
import type { AdminSettings, SettingsRequest } from '@academy/shared/settings';
import { api } from '../../../lib/api-client.ts';

/** `admin/settings`: the naira rate (and when it was set), its rounding, and Paystack's channels when it is on. */
export const SHOP_SETTINGS_KEY = 'admin/settings';
export const useShopSettings = () => useSWR<AdminSettings, Error>(SHOP_SETTINGS_KEY);

/** Saves some of the settings; the screen reads them again (the rate's date changes). */
export async function saveShopSettings(body: SettingsRequest) {
  const res = await api(SHOP_SETTINGS_KEY, { body });
  await mutate(SHOP_SETTINGS_KEY);
  return res;
}
