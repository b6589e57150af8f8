import { useEffect, useState } from 'react';
import { ACADEMY_NAME, STATISTICS_TARGETS, STATISTICS_TICK_MS } from '@academy/shared/constants';

const COUNTERS = [
  { key: 'students', label: 'Students learning' },
  { key: 'lessons', label: 'Online lessons' },
  { key: 'courses', label: 'Online courses' },
] as const;

const grouped = new Intl.NumberFormat('en-US');

/**
 * docs/requirements.md#home-page: three counters rise from 0 by 1% of their target every 20 ms. Each steps by its
 * OWN target (the original stepped two counters by the others' values).
 */
export function Statistics() {
  const [values, setValues] = useState({ students: 0, lessons: 0, courses: 0 });
  useEffect(() => {
    const timer = setInterval(() => {
      setValues((v) => {
        const next = { ...v };
        for (const { key } of COUNTERS) next[key] = Math.min(STATISTICS_TARGETS[key], v[key] + STATISTICS_TARGETS[key] / 100);
        if (COUNTERS.every(({ key }) => next[key] >= STATISTICS_TARGETS[key])) clearInterval(timer);
        return next;
      });
    }, STATISTICS_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <section aria-labelledby="statistics-title" className="border-b border-navy-800 bg-gradient-to-b from-navy-900 to-navy-950">
      <div className="mx-auto max-w-7xl px-4 py-20 text-center sm:px-6">
        <h1 id="statistics-title" className="text-3xl font-semibold tracking-tight sm:text-5xl">
          {ACADEMY_NAME} Statistics
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">
          Structured courses, tested trading robots and a signals group, so you trade with a plan.
        </p>
        <dl className="mt-12 grid gap-6 sm:grid-cols-3">
          {COUNTERS.map(({ key, label }) => (
            <div key={key} className="rounded-2xl border border-navy-700 bg-navy-900/70 p-8">
              <dt className="text-sm font-medium uppercase tracking-wider text-slate-400">{label}</dt>
              <dd className="mt-3 text-5xl font-semibold text-white tabular-nums" data-testid={`counter-${key}`}>
                {grouped.format(Math.round(values[key]))}+
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
