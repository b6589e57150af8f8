import { useId } from 'react';
import { SearchForm } from '../../../components/ui/search-form.tsx';
import { useSearchParams } from 'react-router';
import { useAdminAccess } from '../../../lib/admin-access.ts';
import { useRobotChoices } from '../api/get-robot-choices.ts';
import { LicencesTable } from './licences-table.tsx';

/** The filter by robot; one that the list does not hold (past its longest page) still shows as chosen. */
function RobotFilter({ value, onChange }: { value: string; onChange: (slug: string) => void }) {
  const id = useId();
  const { data: robots = [] } = useRobotChoices();
  const choices = value && !robots.some((r) => r.slug === value) ? [{ slug: value, title: value }, ...robots] : robots;
  return (
    <div className="flex max-w-md flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        Robot
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="rounded-lg border border-navy-700 bg-navy-950 px-3 py-2.5 text-slate-100"
      >
        <option value="">All robots</option>
        {choices.map((r) => (
          <option key={r.slug} value={r.slug}>
            {r.title}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Robot licences, filtered by robot (`?robot=slug`) and by buyer (`?user=id`); the address holds both. */
export function LicencesScreen() {
  const [params, setParams] = useSearchParams();
  // The robots to choose from are the catalogue's list, which support does not read: they find a licence by its key or its buyer.
  const byRobot = useAdminAccess().may('GET admin/robots');
  const filter = { robot: params.get('robot') ?? undefined, user: params.get('user') ?? undefined, key: params.get('key') ?? undefined };
  const without = (name: string) => {
    const next = new URLSearchParams(params);
    next.delete(name);
    return next;
  };
  const choose = (name: 'robot' | 'key', value: string) => {
    const next = without(name);
    if (value) next.set(name, value);
    setParams(next);
  };
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Licences</h1>
        <p className="text-slate-300">Each robot purchase has a licence key, good on as many trading accounts as its limit.</p>
      </div>
      <div className="flex flex-col gap-4 md:flex-row md:items-end">
        {byRobot && <RobotFilter value={filter.robot ?? ''} onChange={(slug) => choose('robot', slug)} />}
        {/* A customer's key from a support mail: pasted as it came. */}
        <SearchForm
          id="licence-key-search"
          label="Licence key"
          value={filter.key ?? ''}
          onFind={(key) => choose('key', key)}
          placeholder="XXXXX-XXXXX-…"
          mono
        />
      </div>
      {/* A new filter starts again at page 1. */}
      <LicencesTable key={params.toString()} filter={filter} everyBuyer={`?${without('user').toString()}`} />
    </div>
  );
}
