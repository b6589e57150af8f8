import { Link } from 'react-router';
import type { CourseSummary, RobotSummary } from '@academy/shared/catalogue';
import { Price } from '../../../components/ui/price.tsx';
import { paths } from '../../../config/paths.ts';
import type { ItemAction } from '../item-action.ts';

/** A catalogue card: cover, category, title, author, price, and add to cart or open what is owned. */
export function ItemCard({ item, action: Action }: { item: CourseSummary | RobotSummary; action: ItemAction }) {
  const to = paths.product(item);
  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-2xl border border-navy-700 bg-navy-900 transition-colors hover:border-accent-400/60">
      <Link to={to} className="block aspect-video overflow-hidden bg-navy-800" tabIndex={-1} aria-hidden="true">
        <img
          src={item.image}
          alt=""
          loading="lazy"
          width={1200}
          height={675}
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold uppercase tracking-wider text-accent-400">{item.type === 'course' ? 'Course' : 'Trading robot'}</p>
        <h3 className="text-lg font-semibold leading-snug text-white">
          <Link to={to} className="hover:text-accent-400">
            {item.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-400">By {item.author}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-4">
          <Price usd={item.usd} price={item.price} className="text-xl font-semibold text-white" />
          <Action item={item} className="whitespace-nowrap" />
        </div>
      </div>
    </article>
  );
}
