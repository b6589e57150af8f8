import { AUDIT_ACTIONS, AUDIT_TARGETS, type AuditEntry } from '@academy/shared/audit';
import { CountedTable } from '../../../components/ui/counted-table.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { dateTime } from '../../../lib/time-text.ts';
import { type AuditSearch, useAudit } from '../api/get-audit.ts';
import { ChangeList } from './change-list.tsx';

const ROLE: Record<NonNullable<AuditEntry['actor']>['role'], string> = { super_admin: 'Super-admin', admin: 'Admin', support: 'Support', customer: 'Customer' };

// Two columns, as the payment notices': a phone's width holds them, and what changed is in sight
// without scrolling; a long value wraps in its column.
const columns: Column<AuditEntry>[] = [
  {
    header: 'When and who',
    cell: (e) => (
      <div className="flex max-w-64 min-w-32 flex-col">
        <time dateTime={e.at} className="font-semibold">
          {dateTime(e.at)}
        </time>
        {e.actor ? (
          <>
            <span className="wrap-anywhere">{e.actor.email}</span>
            <span className="text-xs text-slate-400">{ROLE[e.actor.role]}</span>
          </>
        ) : (
          <span className="text-slate-300">Nobody signed in</span>
        )}
        <span className="mt-1 text-xs text-slate-400">
          {e.ip ?? 'Unknown address'}
          {e.device && ` · ${e.device}`}
        </span>
      </div>
    ),
  },
  {
    header: 'What',
    cell: (e) => (
      <div className="flex min-w-36 flex-col gap-1">
        <div className="flex flex-col">
          <span className="font-semibold">{AUDIT_ACTIONS[e.action]}</span>
          {e.target && (
            <span className="wrap-anywhere text-slate-300">
              {AUDIT_TARGETS[e.target.type]}: {e.target.label}
            </span>
          )}
          {e.target?.id && <span className="font-mono text-xs break-all text-slate-400">{e.target.id}</span>}
        </div>
        <ChangeList entry={e} />
      </div>
    ),
  },
];

/** The entries the filter finds, a page at a time; a filter the server refuses (a range backwards) says why. */
export function AuditTable({ filter }: { filter: AuditSearch }) {
  const list = useAudit(filter);
  if (list.error)
    return (
      <p role="alert" className="text-red-300">
        {list.error.message}
      </p>
    );
  return (
    <CountedTable
      list={list}
      noun={['entry', 'entries']}
      testId="audit-count"
      label="Audit log"
      columns={columns}
      rowKey={(e) => e.id}
      empty="No entries match"
    />
  );
}
