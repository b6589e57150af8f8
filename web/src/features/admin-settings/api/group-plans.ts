import useSWR, { mutate } from 'swr';
import type { GroupPlan, PlanRequest } from '@academy/shared/subscriptions';
import { api } from '../../../lib/api-client.ts';

/** `admin/plans`: every plan of the signals group, offered or retired. */
const ADMIN_PLANS_KEY = 'admin/plans';
export const useAdminPlans = () => useSWR<GroupPlan[], Error>(ADMIN_PLANS_KEY);

/** The admin's list and the public one (the signals page) are read again after a change. */
const reread = () => Promise.all([mutate(ADMIN_PLANS_KEY), mutate('telegram/plans')]);

export async function createPlan(body: PlanRequest) {
  const { message } = await api(`${ADMIN_PLANS_KEY}/create`, { body });
  await reread();
  return message;
}

export async function updatePlan(id: string, body: { usd?: number; trial_days?: number; active?: boolean }) {
  const { message } = await api(`${ADMIN_PLANS_KEY}/${encodeURIComponent(id)}/update`, { body });
  await reread();
  return message;
}
