import type { AuditEntry } from '@academy/shared/audit';
import { changedFields, fieldText } from './change-text.ts';

/**
 * What an entry changed, field by field: "status: active → banned". A thing made has only its new
 * values, a thing removed only its old ones; a sign-in changes nothing.
 */
export function ChangeList({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const fields = changedFields(entry);
  if (fields.length === 0) return <span className="text-slate-400">Nothing changed</span>;
  return (
    <dl className="flex max-w-xl flex-col gap-1 [overflow-wrap:anywhere]">
      {fields.map(({ field, before, after }) => (
        <div key={field}>
          <dt className="inline font-medium text-slate-300">{fieldText(field)}: </dt>
          <dd className="inline">
            {before !== undefined && <del className="text-slate-400">{before}</del>}
            {before !== undefined && after !== undefined && ' → '}
            {after !== undefined && <ins className="text-slate-100 no-underline">{after}</ins>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
