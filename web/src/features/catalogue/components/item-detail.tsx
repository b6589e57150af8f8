import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CourseDetail, RobotDetail } from '@academy/shared/catalogue';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { AddToCartButton } from '../../cart/components/add-to-cart-button.tsx';
import { useCourse, useRobot } from '../api/catalogue.ts';
import { toCartProduct } from '../to-cart-product.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function DetailLayout({ item, listing, included, owned, ownedLink }: { item: CourseDetail | RobotDetail; listing: { to: string; label: string }; included: ReactNode; owned: boolean; ownedLink: string }) {
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-slate-400">
        <Link to={listing.to} className="hover:text-accent-400">
          {listing.label}
        </Link>
        <span aria-hidden="true"> / </span>
        <span className="text-slate-200">{item.title}</span>
      </nav>
      <div className="grid gap-10 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <img src={item.image} alt={`Cover of ${item.title}`} width={1200} height={675} className="w-full rounded-2xl border border-navy-700" />
          <h2 className="mt-8 text-xl font-semibold">About this {item.type === 'course' ? 'course' : 'robot'}</h2>
          <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-300">{item.description}</p>
        </div>
        <aside className="order-first lg:order-none lg:col-span-2">
          <div className="sticky top-24 flex flex-col gap-5 rounded-2xl border border-navy-700 bg-navy-900 p-6">
            <p className="text-xs font-semibold uppercase tracking-wider text-accent-400">{item.type === 'course' ? 'Course' : 'Trading robot'}</p>
            <h1 className="text-2xl font-semibold leading-tight sm:text-3xl">{item.title}</h1>
            <p className="text-slate-400">By {item.author}</p>
            <div>
              <h2 className="mb-2 text-sm font-semibold text-slate-200">What is included</h2>
              <ul className="flex flex-col gap-1.5 text-sm text-slate-300">{included}</ul>
            </div>
            <Price usd={item.usd} price={item.price} className="text-3xl font-semibold text-white" />
            {owned ? (
              <LinkButton to={ownedLink}>Open in dashboard</LinkButton>
            ) : (
              <AddToCartButton item={toCartProduct(item)} className="w-full" />
            )}
            <p className="text-xs text-slate-400">Paid in USD with crypto. Access appears in your dashboard as soon as the payment confirms.</p>
          </div>
        </aside>
      </div>
    </article>
  );
}

const NotFound = ({ what }: { what: string }) => (
  <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center">
    <h1 className="text-2xl font-semibold">{what} not found</h1>
    <LinkButton to={paths.courses} variant="secondary">
      Browse the catalogue
    </LinkButton>
  </div>
);

export function CourseDetailView({ slug, listing }: { slug: string; listing: { to: string; label: string } }) {
  const { data, error } = useCourse(slug);
  if (error) return <NotFound what="Course" />;
  if (!data) return <Spinner label="Loading the course" />;
  const counts = data.video_counts;
  return (
    <DetailLayout
      item={data}
      listing={listing}
      owned={data.owned}
      ownedLink={paths.dashboard.course(data.slug)}
      included={
        <>
          <li>✓ {plural(counts.course, 'video lesson')}</li>
          <li>✓ {plural(counts.live_session, 'live session recording')}</li>
          <li>✓ {plural(counts.quiz, 'quiz')}</li>
          <li>✓ Lifetime access in your dashboard</li>
        </>
      }
    />
  );
}

export function RobotDetailView({ slug, listing }: { slug: string; listing: { to: string; label: string } }) {
  const { data, error } = useRobot(slug);
  if (error) return <NotFound what="Robot" />;
  if (!data) return <Spinner label="Loading the robot" />;
  return (
    <DetailLayout
      item={data}
      listing={listing}
      owned={data.owned}
      ownedLink={paths.dashboard.robot(data.slug)}
      included={
        <>
          <li>✓ The expert advisor for MetaTrader 4 and 5</li>
          <li>✓ A tested preset file</li>
          <li>✓ A setup guide and video walkthroughs</li>
          <li>✓ Downloads from your dashboard, any time</li>
        </>
      }
    />
  );
}
