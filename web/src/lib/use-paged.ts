import { useState } from 'react';
import useSWR from 'swr';
import { ADMIN_PAGE_SIZE } from '@academy/shared/constants';
import { api } from './api-client.ts';

/** A paged admin list (`page`, `length` -> `data`, `totalRecords`), with its page in state. */
export function usePaged<T>(path: string, length = ADMIN_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const key = `${path}?page=${page}&length=${length}`;
  const swr = useSWR<{ rows: T[]; totalRecords: number }, Error>(
    key,
    async () => {
      const res = await api<T[]>(path, { query: { page, length } });
      return { rows: res.data ?? [], totalRecords: res.totalRecords ?? 0 };
    },
    { keepPreviousData: true },
  );
  return { page, setPage, rows: swr.data?.rows, totalRecords: swr.data?.totalRecords ?? 0, error: swr.error, reload: swr.mutate };
}
