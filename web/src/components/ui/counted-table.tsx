import { DataTable, type DataTableProps } from './data-table.tsx';

/** A paged list as `usePaged` gives it. */
interface PagedList<T> {
  rows: T[] | undefined;
  totalRecords: number;
  page: number;
  setPage: (page: number) => void;
}

/** The admin's paged table under a line that counts what the filter found ("3 licences"). */
export function CountedTable<T>({
  list,
  noun,
  testId,
  ...table
}: Omit<DataTableProps<T>, 'rows' | 'page' | 'totalRecords' | 'onPage'> & { list: PagedList<T>; noun: [one: string, many: string]; testId: string }) {
  return (
    <>
      <p className="text-slate-300" data-testid={testId}>
        {list.rows ? `${list.totalRecords} ${list.totalRecords === 1 ? noun[0] : noun[1]}` : 'Loading records...'}
      </p>
      <DataTable {...table} rows={list.rows} page={list.page} totalRecords={list.totalRecords} onPage={list.setPage} />
    </>
  );
}
