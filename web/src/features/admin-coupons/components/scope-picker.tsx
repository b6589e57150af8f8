import { useId, useState } from 'react';
import { COUPON_CATEGORIES } from '@academy/shared/coupons';
import { useItemChoices } from '../api/get-item-choices.ts';

export interface Scope {
  items: { type: 'course' | 'robot'; slug: string }[];
  categories: string[];
}

const toggled = <T,>(list: T[], value: T, same: (a: T) => boolean, on: boolean) => (on ? [...list, value] : list.filter((v) => !same(v)));
const box = 'h-4 w-4 shrink-0 accent-accent-400';
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a coupon is for: categories, and courses or robots found by their title. Nothing chosen is the whole shop. */
export function ScopePicker({ scope, onChange, disabled }: { scope: Scope; onChange: (scope: Scope) => void; disabled?: boolean }) {
  const findId = useId();
  const [find, setFind] = useState('');
  const choices = useItemChoices();
  const wanted = find.trim().toLowerCase();
  const shown = choices?.filter((c) => !wanted || c.title.toLowerCase().includes(wanted) || c.category.includes(wanted));
  const chosen = (slug: string) => scope.items.some((i) => i.slug === slug);
  const label =
    scope.items.length + scope.categories.length
      ? `${counted(scope.categories.length, 'category', 'categories')} and ${counted(scope.items.length, 'item', 'items')} chosen`
      : 'The whole shop';

  return (
    <fieldset className="flex min-w-0 flex-col gap-4" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-slate-200">Applies to</legend>
      <p className="text-xs text-slate-400" aria-live="polite">
        {label}. Choose nothing for the whole shop.
      </p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-xs font-semibold tracking-wider text-slate-400 uppercase">Categories</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {COUPON_CATEGORIES.map((category) => (
            <label key={category} className="flex items-center gap-2 text-sm text-slate-200">
              <input
                type="checkbox"
                className={box}
                checked={scope.categories.includes(category)}
                onChange={(e) => onChange({ ...scope, categories: toggled(scope.categories, category, (c) => c === category, e.target.checked) })}
              />
              {category}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex min-w-0 flex-col gap-2">
        <label htmlFor={findId} className="text-xs font-semibold tracking-wider text-slate-400 uppercase">
          Find a course or robot
        </label>
        <input
          id={findId}
          type="search"
          value={find}
          onChange={(e) => setFind(e.target.value)}
          placeholder="Part of its title"
          className="w-full min-w-0 rounded-lg border border-navy-700 bg-navy-950 px-3 py-2 text-sm text-slate-100 placeholder:text-slate-500"
        />
        <ul aria-label="Courses and robots" className="max-h-56 overflow-y-auto rounded-lg border border-navy-800 bg-navy-950 p-2">
          {!shown ? (
            <li className="p-2 text-sm text-slate-400">Loading records...</li>
          ) : shown.length === 0 ? (
            <li className="p-2 text-sm text-slate-400">Nothing matches</li>
          ) : (
            shown.map((item) => (
              <li key={item.slug}>
                <label className="flex items-start gap-2 rounded-md px-2 py-1.5 text-sm text-slate-200 hover:bg-navy-800">
                  <input
                    type="checkbox"
                    className={`${box} mt-0.5`}
                    checked={chosen(item.slug)}
                    onChange={(e) =>
                      onChange({
                        ...scope,
                        items: toggled(scope.items, { type: item.type, slug: item.slug }, (i) => i.slug === item.slug, e.target.checked),
                      })
                    }
                  />
                  <span className="min-w-0">
                    {item.title} <span className="text-xs text-slate-400">({item.type === 'course' ? 'course' : 'robot'})</span>
                  </span>
                </label>
              </li>
            ))
          )}
        </ul>
      </div>
    </fieldset>
  );
}
