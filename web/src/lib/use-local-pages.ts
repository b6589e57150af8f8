import { useState } from 'react';
import { ADMIN_PAGE_SIZE } from '@academy/shared/constants';

/** A list read whole, shown a page at a time as the admin's paged tables are (the shape `usePaged` gives). */
export function useLocalPages<T>(all: T[] | undefined) {
  const [page, setPage] = useState(1);
  return {
    page,
    setPage,
    rows: all?.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE),
    totalRecords: all?.length ?? 0,
  };
}
