import useSWR from 'swr';
import type { RevenueTotal } from '@academy/shared/revenue';
import { type AdminCall, useAdminAccess } from '../../../lib/admin-access.ts';
import { api } from '../../../lib/api-client.ts';

const countOf = async (path: string) => (await api<unknown[]>(path, { query: { page: 1, length: 1 } })).totalRecords ?? 0;
const totalRevenue = async () => (await api<RevenueTotal>('admin/revenues/usd')).data!.totalAmountMade;

/** Each card's figure and the call it is read by: a role that may not make the call has no card (docs/decisions/087-staff-roles.md). */
const FIGURES = {
  users: { call: 'GET admin/users', read: () => countOf('admin/users') },
  robots: { call: 'GET admin/robots', read: () => countOf('admin/robots') },
  courses: { call: 'GET admin/courses', read: () => countOf('admin/courses') },
  revenue: { call: 'GET admin/revenues/usd', read: totalRevenue },
} satisfies Record<string, { call: AdminCall; read: () => Promise<number> }>;
export type Figure = keyof typeof FIGURES;

/**
 * The dashboard's cards (docs/requirements.md#admin-area): how many users, robots and courses, and
 * the revenue in USD; `shown` are the ones the signed-in role may read.
 */
export function useDashboardFigures() {
  const { may } = useAdminAccess();
  const shown = (Object.keys(FIGURES) as Figure[]).filter((f) => may(FIGURES[f].call));
  const figures = useSWR(
    ['admin/dashboard-figures', ...shown],
    async () => Object.fromEntries(await Promise.all(shown.map(async (f) => [f, await FIGURES[f].read()] as const))) as Partial<Record<Figure, number>>,
  );
  return { ...figures, shown };
}
