import useSWR from 'swr';
import type { CourseSummary, ListingSort, RobotSummary } from '@academy/shared/catalogue';
import { api } from '../../../lib/api-client.ts';

export type Kind = 'course' | 'robot';
export interface ListParams {
  category?: string;
  page: number;
  length: number;
  q?: string;
  sort: ListingSort;
}
export interface Page<T> {
  items: T[];
  totalRecords: number;
}

const listKey = (kind: Kind, p: ListParams) => {
  const query = new URLSearchParams({ page: String(p.page), length: String(p.length) });
  if (p.category) query.set('category', p.category);
  if (p.q) query.set('q', p.q);
  query.set('sort', p.sort);
  return `${kind === 'course' ? 'courses' : 'robots'}?${query}`;
};

/** A page of a listing; the previous page stays on screen while the next loads. */
export function useListing<K extends Kind>(kind: K, params: ListParams) {
  return useSWR<Page<K extends 'course' ? CourseSummary : RobotSummary>, Error>(
    listKey(kind, params),
    async (key: string) => {
      const [path = '', search] = key.split('?');
      const res = await api<(K extends 'course' ? CourseSummary : RobotSummary)[]>(path, { query: Object.fromEntries(new URLSearchParams(search)) });
      return { items: res.data ?? [], totalRecords: res.totalRecords ?? 0 };
    },
    { keepPreviousData: true },
  );
}
