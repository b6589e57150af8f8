import type { ReactNode } from 'react';
import { ADMIN_PAGE_SIZE } from '@academy/shared/constants';
import { Pagination } from './pagination.tsx';

export interface Column<T> {
  header: string;
  cell(row: T): ReactNode;
  className?: string;
  /** The cell names its row (a month of figures): a row header for a screen reader. */
  rowHeader?: boolean;
}

/**
 * For a row's actions: the column stays at the table's right edge while the rest scrolls under it,
 * so Ban and the like are reachable at any width; its shadow shows there is more to the left.
 */
export const ACTIONS_COLUMN = 'sticky right-0 bg-navy-900 shadow-[-10px_0_10px_-8px_rgba(0,0,0,0.7)]';

export interface DataTableProps<T> {
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  /** The empty text for this table (docs/requirements.md#admin-area): ('No Users for now....', ...). */
  empty: string;
  page: number;
  totalRecords: number;
  onPage: (page: number) => void;
}

type TableProps<T> = Pick<DataTableProps<T>, 'label' | 'columns' | 'rows' | 'rowKey' | 'empty'>;

/** The admin's table in its own scrolling box: 'Loading records...' while `rows` is undefined, then the rows or the empty text. */
export function Table<T>({ label, columns, rows, rowKey, empty }: TableProps<T>) {
  return (
    // Focusable, so a keyboard scrolls a wide table on a phone even when no cell holds a link or button. Positioned, so a cell's
    // sr-only text (absolute) scrolls with the table rather than widening the page.
    <div tabIndex={0} role="region" aria-label={label} className="relative overflow-x-auto rounded-2xl border border-navy-700 bg-navy-900">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-navy-800 text-slate-400">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={`px-4 py-3 font-medium whitespace-nowrap ${c.className ?? ''}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-800">
          {!rows ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-slate-300">
                Loading records...
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-slate-300">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) =>
                  c.rowHeader ? (
                    <th key={c.header} scope="row" className={`px-4 py-3 font-medium ${c.className ?? ''}`}>
                      {c.cell(row)}
                    </th>
                  ) : (
                    <td key={c.header} className={`px-4 py-3 ${c.className ?? ''}`}>
                      {c.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The admin's paged table: 'Loading records...' while loading, the spec's empty text, numbered pages. */
export function DataTable<T>({ page, totalRecords, onPage, ...table }: DataTableProps<T>) {
  return (
    <div>
      <Table {...table} />
      <Pagination page={page} total={totalRecords} pageSize={ADMIN_PAGE_SIZE} onPage={onPage} label={`${table.label} pages`} />
    </div>
  );
}
