import type { ComponentType, ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import type { CourseDetail, RobotDetail } from '@academy/shared/catalogue';
import { sellsOutright } from '@academy/shared/robot-sales';
import { LinkButton } from '../../../components/ui/button.tsx';
import { CoverImage } from '../../../components/ui/cover-image.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { RatingLine } from '../../../components/ui/rating.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { PageHead, summarise } from '../../../components/seo/page-head.tsx';
import * as schema from '../../../components/seo/structured-data.ts';
import { paths } from '../../../config/paths.ts';
import { useSiteOrigin } from '../../../lib/site.tsx';
import { courseKey, useCourse } from '../api/get-course.ts';
import { robotKey, useRobot } from '../api/get-robot.ts';
import type { ItemAction } from '../item-action.ts';
import { CohortPanel } from './cohort-panel.tsx';
import { CourseContent, type PreviewPlayer } from './course-content.tsx';
import { RobotTermsPanel } from './robot-terms-panel.tsx';

// Link previews (Open Graph, Twitter) take no SVG or AVIF: the widest WebP variant when there is one.
const shareableImage = (item: CourseDetail | RobotDetail) => item.image_sources?.webp.split(', ').at(-1)?.split(' ')[0] ?? item.image;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

interface DetailProps {
  /** The listing it belongs to, for the breadcrumb. */
  listing: { to: string; label: string };
  /** What the page offers for the item. */
  action: ItemAction;
  /** The item's reviews under its description; `itemKey` is this page's read of the item (its average). */
  reviews: ComponentType<{ item: CourseDetail | RobotDetail; itemKey: string }>;
}
type CourseDetailProps = DetailProps & { slug: string; previewPlayer: PreviewPlayer };

function DetailLayout({
  item,
  itemKey,
  listing,
  action: Action,
  reviews: Reviews,
  included,
  content,
  terms,
  buyable = true,
}: DetailProps & {
  item: CourseDetail | RobotDetail;
  itemKey: string;
  included: ReactNode;
  content?: ReactNode;
  /** A robot's rental and trial, or a course's cohort, under the price. */
  terms?: ReactNode;
  /** False for a robot rented only, or a course whose cohorts are all taken: no price to buy it at. */
  buyable?: boolean;
}) {
  const { pathname } = useLocation();
  const origin = useSiteOrigin();
  const home = paths.product(item);
  // A link under the wrong category (/crypto-trading/forex-foundations) would put a forex course under a Crypto breadcrumb.
  if (pathname !== home) return <Navigate to={home} replace />;
  const url = new URL(home, origin).href;
  const image = new URL(shareableImage(item), origin).href;
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageHead
        title={item.title}
        description={summarise(item.description)}
        path={home}
        image={image}
        usd={item.usd}
        type="product"
        structuredData={item.type === 'course' ? schema.course(item, url, image, origin) : schema.robot(item, url, image)}
      />
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-slate-400">
        <Link to={listing.to} className="hover:text-accent-400">
          {listing.label}
        </Link>
        <span aria-hidden="true"> / </span>
        <span className="text-slate-200">{item.title}</span>
      </nav>
      <div className="grid gap-10 lg:grid-cols-5">
        <div className="min-w-0 lg:col-span-3">
          <CoverImage
            image={item.image}
            sources={item.image_sources}
            alt={`Cover of ${item.title}`}
            sizes="(min-width:1024px) 60vw, 100vw"
            priority
            className="w-full rounded-2xl border border-navy-700"
          />
          <h2 className="mt-8 text-xl font-semibold">About this {item.type === 'course' ? 'course' : 'robot'}</h2>
          <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-300">{item.description}</p>
          {content}
          <Reviews item={item} itemKey={itemKey} />
        </div>
        <aside className="order-first lg:order-none lg:col-span-2">
          <div className="sticky top-24 flex flex-col gap-5 rounded-2xl border border-navy-700 bg-navy-900 p-6">
            <p className="text-xs font-semibold uppercase tracking-wider text-accent-400">{item.type === 'course' ? 'Course' : 'Trading robot'}</p>
            <h1 className="text-2xl font-semibold leading-tight sm:text-3xl">{item.title}</h1>
            <p className="text-slate-400">By {item.author}</p>
            <RatingLine rating={item.rating} />
            <div>
              <h2 className="mb-2 text-sm font-semibold text-slate-200">What is included</h2>
              <ul className="flex flex-col gap-1.5 text-sm text-slate-300">{included}</ul>
            </div>
            {buyable && (
              <>
                <Price usd={item.usd} price={item.price} className="text-3xl font-semibold text-white" />
                <Action item={item} className="w-full" />
              </>
            )}
            {terms}
            {(buyable || item.type === 'robot') && (
              <p className="text-xs text-slate-400">Paid in USD with crypto. Access appears in your dashboard as soon as the payment confirms.</p>
            )}
          </div>
        </aside>
      </div>
    </article>
  );
}

const NotFound = ({ what }: { what: string }) => (
  <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center">
    <PageHead title={`${what} not found`} description={`This ${what.toLowerCase()} is not in the catalogue.`} path={useLocation().pathname} noindex />
    <h1 className="text-2xl font-semibold">{what} not found</h1>
    <LinkButton to={paths.courses} variant="secondary">
      Browse the catalogue
    </LinkButton>
  </div>
);

export function CourseDetailView({ slug, listing, action, reviews, previewPlayer }: CourseDetailProps) {
  const { data, error } = useCourse(slug);
  if (error || data === null) return <NotFound what="Course" />;
  if (!data) return <Spinner label="Loading the course" />;
  const counts = data.video_counts;
  return (
    <DetailLayout
      item={data}
      itemKey={courseKey(slug)}
      listing={listing}
      action={action}
      reviews={reviews}
      content={<CourseContent course={data} player={previewPlayer} />}
      terms={data.cohorts && <CohortPanel cohorts={data.cohorts} />}
      buyable={data.owned || !data.enrolment_closed}
      included={
        <>
          <li>✓ {plural(counts.course, 'video lesson')}</li>
          <li>✓ {plural(counts.live_session, 'live session recording')}</li>
          <li>✓ {plural(counts.quiz, 'quiz video')}</li>
          <li>✓ Lifetime access in your dashboard</li>
          {counts.course + counts.live_session + counts.quiz > 0 && <li>✓ A certificate when you complete it</li>}
        </>
      }
    />
  );
}

/** What the robot's zip really holds, as read when it was uploaded; nothing is claimed for an unreadable zip. */
function RobotIncluded({ robot }: { robot: RobotDetail }) {
  const { contents } = robot;
  return (
    <>
      {contents && contents.platforms.length > 0 && <li>✓ For {contents.platforms.join(' and ')}</li>}
      <li>✓ Version {robot.version}, and every update after it</li>
      <li>
        ✓ A licence for {robot.activation_limit} trading {robot.activation_limit === 1 ? 'account' : 'accounts'}, moved between them from your dashboard
      </li>
      {contents && contents.files.length > 0 && (
        <li>
          ✓ {plural(contents.files.length, 'file')} in the zip:
          <ul className="mt-1 ml-5 flex flex-col gap-0.5 font-mono text-xs break-all text-slate-400">
            {contents.files.map((file) => (
              <li key={file}>{file}</li>
            ))}
          </ul>
        </li>
      )}
      <li>✓ Downloads from your dashboard, any time</li>
    </>
  );
}

export function RobotDetailView({ slug, listing, action, reviews }: DetailProps & { slug: string }) {
  const { data, error } = useRobot(slug);
  if (error || data === null) return <NotFound what="Robot" />;
  if (!data) return <Spinner label="Loading the robot" />;
  return (
    <DetailLayout
      item={data}
      itemKey={robotKey(slug)}
      listing={listing}
      action={action}
      reviews={reviews}
      included={<RobotIncluded robot={data} />}
      terms={<RobotTermsPanel robot={data} />}
      buyable={data.owned || sellsOutright(data.terms.sale)}
    />
  );
}
