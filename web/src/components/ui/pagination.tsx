/** Numbered page buttons (spec 2.3), with previous and next. */
export function Pagination({
  page,
  total,
  pageSize,
  onPage,
  label = 'Pages',
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const button = (n: number, text: string | number, name: string) => (
    <button
      key={name}
      type="button"
      onClick={() => onPage(n)}
      disabled={n < 1 || n > pages}
      aria-current={n === page && typeof text === 'number' ? 'page' : undefined}
      aria-label={typeof text === 'number' ? `Page ${text}` : name}
      className={`min-w-10 rounded-lg px-3 py-2 text-sm font-semibold disabled:opacity-40 ${
        n === page && typeof text === 'number' ? 'bg-accent-400 text-navy-950' : 'border border-navy-700 text-slate-200 hover:bg-navy-800'
      }`}
    >
      {text}
    </button>
  );
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {button(page - 1, '‹', 'Previous page')}
      {Array.from({ length: pages }, (_, i) => button(i + 1, i + 1, `page-${i + 1}`))}
      {button(page + 1, '›', 'Next page')}
    </nav>
  );
}
