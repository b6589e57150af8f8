import { api } from '../../../lib/api-client.ts';

export const banUser = (email: string) => api('admin/users/ban', { body: { email } });
export const countOf = async (path: string) => (await api<unknown[]>(path, { query: { page: 1, length: 1 } })).totalRecords ?? 0;
export const totalRevenue = async () => (await api<{ totalAmountMade: number }>('admin/revenues/usd')).data!.totalAmountMade;
