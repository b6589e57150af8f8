import { Link } from 'react-router';
import type { CourseSummary, RobotSummary } from '@academy/shared/catalogue';
import { CoverImage } from '../../../components/ui/cover-image.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { RatingLine } from '../../../components/ui/rating.tsx';
import { paths } from '../../../config/paths.ts';
import type { ItemAction } from '../item-action.ts';

/**
 * A catalogue card: cover, category, title, author, price, and add to cart (or why not: a course whose cohorts are all taken)
 * or open what is owned. `priority`: its cover is in the first screen.
 */
export function ItemCard({ item, action: Action, priority = false }: { item: CourseSummary | RobotSummary; action: ItemAction; priority?: boolean }) {
  const to = paths.product(item);
  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-2xl border border-navy-700 bg-navy-900 transition-colors hover:border-accent-400/60">
      <Link to={to} className="block aspect-video overflow-hidden bg-navy-800" tabIndex={-1} aria-hidden="true">
        <CoverImage
          image={item.image}
          sources={item.image_sources}
          alt=""
          priority={priority}
          sizes="(min-width:1280px) 25vw, (min-width:1024px) 33vw, (min-width:640px) 50vw, 100vw"
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold uppercase tracking-wider text-accent-400">{item.type === 'course' ? 'Course' : 'Trading robot'}</p>
        <h2 className="text-lg font-semibold leading-snug text-white">
          <Link to={to} className="hover:text-accent-400">
            {item.title}
          </Link>
        </h2>
        <p className="text-sm text-slate-400">By {item.author}</p>
        {item.rating.count > 0 && <RatingLine rating={item.rating} />}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-4">
          <Price usd={item.usd} price={item.price} className="text-xl font-semibold text-white" />
          {item.type === 'course' && item.enrolment_closed && !item.owned ? (
            <span className="text-sm text-slate-400">No cohort open</span>
          ) : (
            <Action item={item} className="whitespace-nowrap" />
          )}
        </div>
      </div>
    </article>
  );
}
