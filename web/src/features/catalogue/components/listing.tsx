import { type SubmitEvent, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { LISTING_SORTS, type ListingSort } from '@academy/shared/categories';
import { CUSTOMER_PAGE_SIZE } from '@academy/shared/constants';
import { PageHead } from '../../../components/seo/page-head.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useHydrated } from '../../../lib/hydration.ts';
import { type Kind, listingQuery, useListing } from '../api/get-listing.ts';
import type { ItemAction } from '../item-action.ts';
import { ItemCard } from './item-card.tsx';

interface ListingProps {
  kind: Kind;
  category?: string;
  title: string;
  intro: string;
  /** What each card offers for its item. */
  action: ItemAction;
}

const SORT_LABELS: Record<ListingSort, string> = {
  newest: 'Newest',
  relevance: 'Best match',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  title: 'Title (A to Z)',
  rating: 'Best rated',
};

/** A listing: search, sort, a grid of cards, numbered pages; page, query and sort live in the URL (Back and reload keep them). */
export function Listing({ kind, category, title, intro, action }: ListingProps) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const { page, q, sort } = listingQuery(params);
  const { data, error, isLoading } = useListing(kind, category, params);
  const hydrated = useHydrated();
  // The router renders a new address in a transition, and the select, controlled, would show the old
  // order until then: the order picked is shown at once, until the address carries it.
  const [picked, setPicked] = useState<{ from: ListingSort; to: ListingSort } | null>(null);
  // Once the address has moved on (to the pick, or Back) the address says again.
  if (picked && picked.from !== sort) setPicked(null);
  const shownSort = picked?.from === sort ? picked.to : sort;

  const searchFor = (next: { page?: number; q?: string; sort?: ListingSort }) => {
    const search = new URLSearchParams();
    const nextQ = next.q ?? q;
    if (nextQ) search.set('q', nextQ);
    // An order asked for stays named, unless it is the default for what is searched: best match for a
    // search, else the newest (and best match means nothing without one).
    const asked = next.sort ?? (params.has('sort') ? sort : undefined);
    if (asked && asked !== (nextQ ? 'relevance' : 'newest') && (nextQ || asked !== 'relevance')) search.set('sort', asked);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    return search;
  };
  const go = (next: { page?: number; q?: string; sort?: ListingSort }) => {
    setParams(searchFor(next));
    window.scrollTo({ top: 0 });
  };
  const onSearch = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const typed = new FormData(e.currentTarget).get('q');
    // A new search is ordered by best match (an order picked for the listing before was for it).
    go({ q: typeof typed === 'string' ? typed.trim() : '', page: 1, sort: 'relevance' });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      {/* A later page is its own page to a search engine; a search's results are not. */}
      <PageHead
        title={page > 1 ? `${title}, page ${page}` : title}
        description={intro}
        path={page > 1 ? `${pathname}?page=${page}` : pathname}
        noindex={Boolean(q)}
      />
      <header className="mb-8 flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
          <p className="mt-2 max-w-2xl text-slate-300">{intro}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-col gap-1">
            <label htmlFor="listing-sort" className="text-sm text-slate-300">
              Sort by
            </label>
            <select
              id="listing-sort"
              value={shownSort}
              // A choice made before hydration would be reset (the select is controlled): it waits for React.
              disabled={!hydrated}
              onChange={(e) => {
                const to = e.target.value as ListingSort;
                setPicked({ from: sort, to });
                go({ sort: to, page: 1 });
              }}
              className="rounded-lg border border-navy-700 bg-navy-950 px-3 py-2.5 text-slate-100"
            >
              {/* Best match orders a search's results; without a search there is nothing to match. */}
              {LISTING_SORTS.filter((s) => s !== 'relevance' || q).map((s) => (
                <option key={s} value={s}>
                  {SORT_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          {/* Without JavaScript the form still searches: a GET of this listing with q, by best match. */}
          <form role="search" onSubmit={onSearch} className="flex gap-2">
            <label htmlFor="listing-search" className="sr-only">
              Search {title.toLowerCase()}
            </label>
            <input
              id="listing-search"
              name="q"
              type="search"
              // Left to the browser (read on submit): what a visitor types into the server's page before
              // it is hydrated stays. A new query in the URL (Back, Clear search) starts it afresh.
              key={q}
              defaultValue={q}
              placeholder="Search…"
              className="w-full rounded-lg border border-navy-700 bg-navy-950 px-3 py-2.5 text-slate-100 placeholder:text-slate-400 md:w-64"
            />
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </form>
        </div>
      </header>
      {/* A screen's height held while the page loads, so the footer does not jump when cards arrive. */}
      <div className="min-h-screen">
        {error && !data ? (
          <p role="alert" className="py-16 text-center text-slate-300">
            The catalogue could not be loaded. Please try again shortly.
          </p>
        ) : isLoading && !data ? (
          <Spinner label="Loading the catalogue" />
        ) : data && data.items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-20 text-center">
            <p className="text-lg text-slate-200">{q ? `Nothing matches “${q}”.` : 'Nothing here yet. New items are on their way.'}</p>
            {q && (
              <Button variant="secondary" onClick={() => go({ q: '', page: 1 })}>
                Clear search
              </Button>
            )}
          </div>
        ) : (
          data && (
            <>
              <p className="mb-4 text-sm text-slate-400" aria-live="polite">
                {data.totalRecords} {data.totalRecords === 1 ? 'item' : 'items'}
                {q ? ` matching “${q}”` : ''}
              </p>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                {data.items.map((item, i) => (
                  <li key={item.slug} className="flex">
                    {/* The first cover is in the first screen on a phone (the largest paint): fetched at once, not lazily. */}
                    <ItemCard item={item} action={action} priority={i === 0} />
                  </li>
                ))}
              </ul>
              <Pagination page={page} total={data.totalRecords} pageSize={CUSTOMER_PAGE_SIZE} link={(n) => `?${searchFor({ page: n }).toString()}`} />
            </>
          )
        )}
      </div>
    </div>
  );
}
