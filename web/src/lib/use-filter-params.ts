import { useSearchParams } from 'react-router';

/**
 * An admin list's filters, kept in the address (so a filtered list can be linked and reloaded):
 * each named one read (undefined when absent), and `choose` to set one, or clear it with ''.
 */
export function useFilterParams<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const filter = Object.fromEntries(names.map((n) => [n, params.get(n) ?? undefined])) as Record<Name, string | undefined>;
  const choose = (name: Name, value: string) => {
    const next = new URLSearchParams(params);
    next.delete(name);
    if (value) next.set(name, value);
    setParams(next);
  };
  return { params, filter, choose };
}
