import type { AuditFields } from '@academy/shared/audit';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Only what changed between two views of a thing: each field whose value differs, as it was and
 * as it became. A field on one side only (one made, one dropped) is kept on its side; nothing
 * changed is null on both sides. Views are built by the service, so their keys come in one order.
 */
export function changes(before: AuditFields | null, after: AuditFields | null): { before: AuditFields | null; after: AuditFields | null } {
  const was: AuditFields = {};
  const is: AuditFields = {};
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const old = before?.[key];
    const now = after?.[key];
    if (same(old, now)) continue;
    if (old !== undefined) was[key] = old;
    if (now !== undefined) is[key] = now;
  }
  const some = (fields: AuditFields) => (Object.keys(fields).length ? fields : null);
  return { before: some(was), after: some(is) };
}
