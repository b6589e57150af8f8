import { AUDIT_ACTIONS, AUDIT_TARGETS } from '@academy/shared/audit';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FilterSelect } from '../../../components/ui/filter-select.tsx';
import { SearchForm } from '../../../components/ui/search-form.tsx';
import { useFilterParams } from '../../../lib/use-filter-params.ts';
import { auditCsvUrl } from '../api/get-audit.ts';
import { AuditTable } from './audit-table.tsx';

const ACTIONS = Object.entries(AUDIT_ACTIONS);
const TARGETS = Object.entries(AUDIT_TARGETS);

/**
 * Who did what in the admin area, and every admin sign-in (docs/decisions/085-audit-log.md): the
 * filters live in the address (`?action=&actor=&target_type=&target_id=&from=&to=`), so a finding can
 * be linked, and Export CSV downloads what they find.
 */
export function AuditScreen() {
  const { params, filter, choose } = useFilterParams(['action', 'actor', 'target_type', 'target_id', 'from', 'to'] as const);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-3xl">
          <h1 className="text-2xl font-semibold">Audit</h1>
          <p className="text-slate-300">
            Every change made in the admin area and every admin sign-in: when, who, from where, and what changed. Entries are kept as they were written: nothing
            edits or deletes them.
          </p>
        </div>
        <a href={auditCsvUrl(filter)} download className={buttonClass('secondary')}>
          Export CSV
        </a>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:items-end">
        <FilterSelect label="Action" all="Every action" options={ACTIONS} value={filter.action ?? ''} onChange={(v) => choose('action', v)} />
        <FilterSelect label="Target" all="Anything" options={TARGETS} value={filter.target_type ?? ''} onChange={(v) => choose('target_type', v)} />
        <SearchForm id="audit-actor" label="Who (email)" value={filter.actor ?? ''} onFind={(v) => choose('actor', v)} placeholder="Any part of it" />
        <SearchForm id="audit-target-id" label="Target id" value={filter.target_id ?? ''} onFind={(v) => choose('target_id', v)} mono />
        {/* Days are UTC, the last one whole (the server's filter). */}
        <Field label="From (UTC day)" name="from" type="date" value={filter.from ?? ''} onChange={(e) => choose('from', e.target.value)} />
        <Field label="To (UTC day)" name="to" type="date" value={filter.to ?? ''} onChange={(e) => choose('to', e.target.value)} />
      </div>
      {/* A new filter starts again at page 1. */}
      <AuditTable key={params.toString()} filter={filter} />
    </div>
  );
}
