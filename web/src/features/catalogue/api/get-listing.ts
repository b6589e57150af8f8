import useSWR from 'swr';
import { LISTING_SORTS, type ListingSort } from '@academy/shared/categories';
import type { CourseSummary, RobotSummary } from '@academy/shared/catalogue';
import { CUSTOMER_PAGE_SIZE } from '@academy/shared/constants';
import { api } from '../../../lib/api-client.ts';

export type Kind = 'course' | 'robot';
interface ListParams {
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
type Summary<K extends Kind> = K extends 'course' ? CourseSummary : RobotSummary;

const isSort = (s: string | null): s is ListingSort => LISTING_SORTS.includes(s as ListingSort);

/** Page, query and sort as a listing's URL gives them (the page itself and the server read them alike). */
export function listingQuery(search: URLSearchParams) {
  const sort = search.get('sort');
  const q = search.get('q') ?? '';
  return {
    page: Math.max(1, Number(search.get('page')) || 1),
    q,
    // A search's results come best match first unless another order is asked for.
    sort: isSort(sort) ? sort : q ? 'relevance' : ('newest' as ListingSort),
  };
}

/** The listing's SWR key and fetcher. */
function listingRead<K extends Kind>(kind: K, p: ListParams) {
  const query = new URLSearchParams({ page: String(p.page), length: String(p.length) });
  if (p.category) query.set('category', p.category);
  if (p.q) query.set('q', p.q);
  query.set('sort', p.sort);
  return {
    key: `${kind === 'course' ? 'courses' : 'robots'}?${query}`,
    fetcher: async (key: string): Promise<Page<Summary<K>>> => {
      const [path = '', search] = key.split('?');
      const res = await api<Summary<K>[]>(path, { query: Object.fromEntries(new URLSearchParams(search)) });
      return { items: res.data ?? [], totalRecords: res.totalRecords ?? 0 };
    },
  };
}

/** The read a listing page makes for its URL. */
export function listingPageRead(kind: Kind, category: string | undefined, search: URLSearchParams) {
  const { page, q, sort } = listingQuery(search);
  return listingRead(kind, { category, page, length: CUSTOMER_PAGE_SIZE, q: q || undefined, sort });
}

/** A page of a listing; the previous page stays on screen while the next loads. */
export function useListing(kind: Kind, category: string | undefined, search: URLSearchParams) {
  const { key, fetcher } = listingPageRead(kind, category, search);
  return useSWR<Page<Summary<Kind>>, Error>(key, fetcher, { keepPreviousData: true });
}
