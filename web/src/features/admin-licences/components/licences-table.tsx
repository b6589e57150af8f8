import { Fragment } from 'react';
import { Link } from 'react-router';
import type { AdminLicence } from '@academy/shared/licences';
import { CountedTable } from '../../../components/ui/counted-table.tsx';
import { ACTIONS_COLUMN, type Column } from '../../../components/ui/data-table.tsx';
import { useAdminAccess } from '../../../lib/admin-access.ts';
import { dateOnly } from '../../../lib/time-text.ts';
import { type LicenceFilter, useLicences } from '../api/get-licences.ts';
import { LicenceActions } from './licence-actions.tsx';
import { LicenceActivations } from './licence-activations.tsx';

/** A licence key that a phone's narrow column breaks between its groups, never inside one. */
function BreakableKey({ value }: { value: string }) {
  const groups = value.split('-');
  return groups.map((group, i) => (
    <Fragment key={i}>
      {group}
      {i < groups.length - 1 && (
        <>
          -<wbr />
        </>
      )}
    </Fragment>
  ));
}

/**
 * The licences the filter picks, a page at a time: key, buyer, status, activations and actions.
 * `everyBuyer` is where the buyer filter is let go (the same address without `user`).
 */
export function LicencesTable({ filter, everyBuyer }: { filter: LicenceFilter; everyBuyer: string }) {
  const list = useLicences(filter);
  // Support looks a licence up for a buyer; revoking, restoring, resetting and limiting are an admin's.
  const manages = useAdminAccess().may('POST admin/licences/:id/revoke');
  // The API has no read of one user: their name comes with their licences.
  const buyer = list.rows?.[0]?.user;
  const columns: Column<AdminLicence>[] = [
    {
      header: 'Licence',
      cell: (l) => (
        <div className="min-w-28">
          <p className="font-mono sm:whitespace-nowrap">
            <BreakableKey value={l.key} />
          </p>
          <p className="text-slate-300">{l.robot.title}</p>
          <p className="text-xs text-slate-400">
            <span className={`font-semibold ${l.revoked ? 'text-red-400' : 'text-green-400'}`}>
              {l.refunded ? 'Refunded' : l.revoked ? 'Revoked' : 'Active'}
            </span>{' '}
            · Issued {dateOnly(l.created_at)}
          </p>
        </div>
      ),
    },
    {
      header: 'Buyer',
      cell: (l) => (
        <>
          <p>{l.user.name}</p>
          <p className="text-slate-400">{l.user.email}</p>
        </>
      ),
    },
    { header: 'Activations', cell: (l) => <LicenceActivations licence={l} /> },
    ...(manages ? [{ header: 'Actions', className: ACTIONS_COLUMN, cell: (l: AdminLicence) => <LicenceActions licence={l} onChanged={list.reload} /> }] : []),
  ];
  return (
    <div className="flex flex-col gap-3">
      {filter.user && (
        <p className="flex flex-wrap items-baseline gap-x-3 text-slate-200">
          <span>Licences of {buyer ? `${buyer.name} (${buyer.email})` : 'one buyer'}</span>
          <Link to={everyBuyer} className="font-semibold text-accent-400 hover:underline">
            Show every buyer
          </Link>
        </p>
      )}
      <CountedTable
        list={list}
        noun={['licence', 'licences']}
        testId="licences-count"
        label="Licences"
        columns={columns}
        rowKey={(l) => l.id}
        empty="No Licences for now"
      />
    </div>
  );
}
