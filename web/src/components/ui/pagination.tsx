import { Link } from 'react-router';

/**
 * Numbered pages (docs/requirements.md#your-courses-and-your-robots), with previous and next. With `link`, each page is a real link (its URL
 * holds the page), so a crawler or a reader without JavaScript can page through a listing.
 */
export function Pagination({
  page,
  total,
  pageSize,
  onPage,
  link,
  label = 'Pages',
}: {
  page: number;
  total: number;
  pageSize: number;
  /** Where each page is (links), or what choosing one does (buttons). */
  onPage?: (page: number) => void;
  link?: (page: number) => string;
  label?: string;
}) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const item = (n: number, text: string | number, name: string) => {
    const current = n === page && typeof text === 'number';
    const disabled = n < 1 || n > pages;
    const props = {
      'aria-current': current ? ('page' as const) : undefined,
      'aria-label': typeof text === 'number' ? `Page ${text}` : name,
      className: `min-w-10 rounded-lg px-3 py-2 text-center text-sm font-semibold ${disabled ? 'opacity-40' : ''} ${
        current ? 'bg-accent-400 text-navy-950' : 'border border-navy-700 text-slate-200 hover:bg-navy-800'
      }`,
    };
    if (!link)
      return (
        <button key={name} type="button" onClick={() => onPage?.(n)} disabled={disabled} {...props}>
          {text}
        </button>
      );
    return disabled ? (
      <span key={name} aria-disabled="true" {...props}>
        {text}
      </span>
    ) : (
      <Link key={name} to={link(n)} {...props}>
        {text}
      </Link>
    );
  };
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {item(page - 1, '‹', 'Previous page')}
      {Array.from({ length: pages }, (_, i) => item(i + 1, i + 1, `page-${i + 1}`))}
      {item(page + 1, '›', 'Next page')}
    </nav>
  );
}
