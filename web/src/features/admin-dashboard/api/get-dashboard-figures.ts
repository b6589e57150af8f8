import useSWR from 'swr';
import type { RevenueTotal } from '@academy/shared/revenue';
import { api } from '../../../lib/api-client.ts';

const countOf = async (path: string) => (await api<unknown[]>(path, { query: { page: 1, length: 1 } })).totalRecords ?? 0;
const totalRevenue = async () => (await api<RevenueTotal>('admin/revenues/usd')).data!.totalAmountMade;

async function figures() {
  const [users, robots, courses, revenue] = await Promise.all([countOf('admin/users'), countOf('admin/robots'), countOf('admin/courses'), totalRevenue()]);
  return { users, robots, courses, revenue };
}

/** The dashboard's cards (docs/requirements.md#admin-area): how many users, robots and courses, and the revenue in USD. */
export const useDashboardFigures = () => useSWR('admin/dashboard-figures', figures);
