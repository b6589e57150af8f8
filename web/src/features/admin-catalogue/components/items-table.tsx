import { CATALOGUE_STATUSES, type CourseSummary, type RobotSummary } from '@academy/shared/catalogue';
import { formatUsd } from '@academy/shared/money';
import { LinkButton } from '../../../components/ui/button.tsx';
import { CountedTable } from '../../../components/ui/counted-table.tsx';
import { ACTIONS_COLUMN, type Column } from '../../../components/ui/data-table.tsx';
import { FilterSelect } from '../../../components/ui/filter-select.tsx';
import { SearchForm } from '../../../components/ui/search-form.tsx';
import { paths } from '../../../config/paths.ts';
import { useFilterParams } from '../../../lib/use-filter-params.ts';
import { usePaged } from '../../../lib/use-paged.ts';
import { ItemStatus, STATUS_LABEL } from './item-status.tsx';

type Kind = 'robot' | 'course';
type Filter = Record<'q' | 'status', string | undefined>;
const STATUSES = CATALOGUE_STATUSES.map((s) => [s, STATUS_LABEL[s]] as const);

/**
 * docs/requirements.md#admin-area: a link to create, then every item of the kind in any status,
 * found by a part of its title (`?q=`) and by status (`?status=`), counted and paged.
 */
export function ItemsTable({ kind }: { kind: Kind }) {
  const { params, filter, choose } = useFilterParams(['q', 'status'] as const);
  const robot = kind === 'robot';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold">{robot ? 'Robots' : 'Courses Dashboard'}</h1>
        <LinkButton to={robot ? paths.admin.createRobot : paths.admin.createCourse}>{robot ? 'Create Robot' : 'Create Course'}</LinkButton>
      </div>
      <div className="flex flex-col gap-4 md:flex-row md:flex-wrap md:items-end">
        <SearchForm
          id={`${kind}-title-search`}
          label="Title"
          value={filter.q ?? ''}
          onFind={(q) => choose('q', q)}
          placeholder={robot ? 'Grid Master' : 'Forex Foundations'}
        />
        <FilterSelect label="Status" all="All" options={STATUSES} value={filter.status ?? ''} onChange={(status) => choose('status', status)} />
      </div>
      {/* A new search or status starts again at page 1. */}
      <ItemsList key={params.toString()} kind={kind} filter={filter} />
    </div>
  );
}

/** The count of what the filter found ("3 courses") over the paged table with Title, Status, Category, Price and Update. */
function ItemsList({ kind, filter }: { kind: Kind; filter: Filter }) {
  const robot = kind === 'robot';
  const list = usePaged<RobotSummary | CourseSummary>(robot ? 'admin/robots' : 'admin/courses', { filter });
  const columns: Column<RobotSummary | CourseSummary>[] = [
    { header: 'Title', cell: (i) => i.title },
    { header: 'Status', cell: (i) => <ItemStatus status={i.status} /> },
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
    <CountedTable
      list={list}
      noun={robot ? ['robot', 'robots'] : ['course', 'courses']}
      testId="items-count"
      label={robot ? 'Robots' : 'Courses'}
      columns={columns}
      rowKey={(i) => i.slug}
      empty={filter.q || filter.status ? `No ${robot ? 'robots' : 'courses'} found` : robot ? 'No Robots for now' : 'No Courses for now'}
    />
  );
}
