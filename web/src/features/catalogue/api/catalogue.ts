import useSWR from 'swr';
import type { CourseDetail, CourseSummary, RobotDetail, RobotSummary, TelegramPrice } from '@academy/shared/catalogue';
import { api } from '../../../lib/api-client.ts';

export type Kind = 'course' | 'robot';
export interface ListParams {
  category?: string;
  page: number;
  length: number;
  q?: string;
}
export interface Page<T> {
  items: T[];
  totalRecords: number;
}

const listKey = (kind: Kind, p: ListParams) => {
  const query = new URLSearchParams({ page: String(p.page), length: String(p.length) });
  if (p.category) query.set('category', p.category);
  if (p.q) query.set('q', p.q);
  return `${kind === 'course' ? 'courses' : 'robots'}?${query}`;
};

/** A page of a listing; the previous page stays on screen while the next loads. */
export function useListing<K extends Kind>(kind: K, params: ListParams) {
  return useSWR<Page<K extends 'course' ? CourseSummary : RobotSummary>>(
    listKey(kind, params),
    async (key: string) => {
      const [path = '', search] = key.split('?');
      const res = await api<(K extends 'course' ? CourseSummary : RobotSummary)[]>(path, { query: Object.fromEntries(new URLSearchParams(search)) });
      return { items: res.data ?? [], totalRecords: res.totalRecords ?? 0 };
    },
    { keepPreviousData: true },
  );
}

/** Null skips the read (a page that shows one kind or the other). */
export const useCourse = (slug: string | null) => useSWR<CourseDetail>(slug ? `singleCourse?slug=${encodeURIComponent(slug)}` : null);
export const useRobot = (slug: string | null) => useSWR<RobotDetail>(slug ? `singleRobot?slug=${encodeURIComponent(slug)}` : null);
export const useTelegramPrice = () => useSWR<TelegramPrice>('telegram');
