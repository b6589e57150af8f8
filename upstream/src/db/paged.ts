import type { PgSelect } from 'drizzle-orm/pg-core';

/** Which page of a listing, and how long pages are (shared/src/envelope.ts's pageQuery, parsed). */
interface PageQuery {
  page: number;
  length: number;
}

/** Rows before the page: page 1 starts at the first. */
export const offsetOf = (query: PageQuery) => (query.page - 1) * query.length;

/**
 * One page of a listing and how many rows the whole listing holds, read side by side. `rows` is the
 * listing's select, ordered, in drizzle's dynamic mode (`.$dynamic()`); `total` counts the same rows.
 */
export async function pageOf<T extends PgSelect>(rows: T, total: PromiseLike<{ n: number }[]>, query: PageQuery) {
  const [page, [counted]] = await Promise.all([rows.limit(query.length).offset(offsetOf(query)), total]);
  return { rows: page, totalRecords: counted?.n ?? 0 };
}
