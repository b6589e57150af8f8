import { useState } from 'react';
import useSWR from 'swr';
import { ADMIN_PAGE_SIZE } from '@academy/shared/constants';
import { api } from './api-client.ts';

interface PagedOptions {
  /** Narrows the list (undefined entries are left out); a caller whose filter changes remounts it, back to page 1. */
  filter?: Record<string, string | undefined>;
  /** Read again on every visit, however recent the last read: what changes outside this screen (a robot checking in). */
  fresh?: boolean;
}

/** A paged admin list (`page`, `length` -> `data`, `totalRecords`), with its page in state. */
export function usePaged<T>(path: string, { filter = {}, fresh = false }: PagedOptions = {}) {
  const [page, setPage] = useState(1);
  const narrowed = Object.entries(filter).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const query = { ...Object.fromEntries(narrowed), page: String(page), length: String(ADMIN_PAGE_SIZE) };
  const key = `${path}?${new URLSearchParams(query).toString()}`;
  const swr = useSWR<{ rows: T[]; totalRecords: number }, Error>(
    key,
    async () => {
      const res = await api<T[]>(path, { query });
      return { rows: res.data ?? [], totalRecords: res.totalRecords ?? 0 };
    },
    { keepPreviousData: true, ...(fresh && { dedupingInterval: 0 }) },
  );
  return { page, setPage, rows: swr.data?.rows, totalRecords: swr.data?.totalRecords ?? 0, error: swr.error, reload: swr.mutate };
}
