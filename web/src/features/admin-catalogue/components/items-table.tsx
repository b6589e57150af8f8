import type { CourseSummary, RobotSummary } from '@academy/shared/catalogue';
import { formatUsd } from '@academy/shared/money';
import { LinkButton } from '../../../components/ui/button.tsx';
import { ACTIONS_COLUMN, type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { paths } from '../../../config/paths.ts';
import { usePaged } from '../../../lib/use-paged.ts';

/** docs/requirements.md#admin-area: the count, a link to create, and the paged table with Title, Price (USD) and Update. */
export function ItemsTable({ kind }: { kind: 'robot' | 'course' }) {
  const list = usePaged<RobotSummary | CourseSummary>(kind === 'robot' ? 'admin/robots' : 'admin/courses');
  const robot = kind === 'robot';
  const columns: Column<RobotSummary | CourseSummary>[] = [
    { header: 'Title', cell: (i) => i.title },
    { header: 'Category', cell: (i) => i.category },
    { header: 'Price', cell: (i) => `${formatUsd(i.usd)} USD` },
    {
      header: robot ? 'Actions' : 'Update',
      className: ACTIONS_COLUMN,
      cell: (i) => (
        <div className="flex flex-col gap-2 whitespace-nowrap sm:flex-row">
          <LinkButton
            to={robot ? paths.admin.updateRobot(i.slug) : paths.admin.updateCourse(i.slug)}
            variant="secondary"
            className="px-3 py-1.5"
            aria-label={`Update ${i.title}`}
          >
            Update
          </LinkButton>
          {robot && (
            <LinkButton to={paths.admin.robotLicences(i.slug)} variant="secondary" className="px-3 py-1.5" aria-label={`Licences of ${i.title}`}>
              Licences
            </LinkButton>
          )}
        </div>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">{robot ? 'Robots' : 'Courses Dashboard'}</h1>
          <p className="text-slate-300" data-testid="items-count">
            {list.rows ? `${list.totalRecords} ${robot ? 'robots' : 'courses'}` : 'Loading records...'}
          </p>
        </div>
        <LinkButton to={robot ? paths.admin.createRobot : paths.admin.createCourse}>{robot ? 'Create Robot' : 'Create Course'}</LinkButton>
      </div>
      <DataTable
        label={robot ? 'Robots' : 'Courses'}
        columns={columns}
        rows={list.rows}
        rowKey={(i) => i.slug}
        empty={robot ? 'No Robots for now' : 'No Courses for now'}
        page={list.page}
        totalRecords={list.totalRecords}
        onPage={list.setPage}
      />
    </div>
  );
}
