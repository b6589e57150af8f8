import { Link } from 'react-router';
import { CUSTOMER_PAGE_SIZE } from '@academy/shared/constants';
import type { OwnedCourse, OwnedRobot } from '@academy/shared/user';
import { LinkButton } from '../../../components/ui/button.tsx';
import { CoverImage } from '../../../components/ui/cover-image.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { paths } from '../../../config/paths.ts';
import { useState } from 'react';
import { CourseProgress } from './course-progress.tsx';
import { licenceTermText } from '../../../lib/licence-term-text.ts';

interface OwnedGridProps {
  kind: 'course' | 'robot';
  /** Courses come with the learner's progress in them. */
  items: (OwnedCourse | OwnedRobot)[];
}

// The grid's columns (one, two from sm, three from lg, four from xl) inside the dashboard's main area.
const COVER_SIZES = '(min-width: 1280px) 22vw, (min-width: 1024px) 28vw, (min-width: 640px) 45vw, 92vw';

const EMPTY = {
  course: { text: "You don't have any courses yet!", link: 'Purchase a Course', to: '/forex-trading', title: 'Your Courses' },
  robot: { text: "You don't have any robots yet!", link: 'Purchase a Robot', to: '/forex-robots', title: 'Your Robots' },
} as const;

/** docs/requirements.md#your-courses-and-your-robots: 12 per page with numbered page buttons; each card opens the player or the download page; a course's shows its progress and Continue (Rewatch and the certificate once finished). */
export function OwnedGrid({ kind, items }: OwnedGridProps) {
  const [page, setPage] = useState(1);
  const copy = EMPTY[kind];
  const shown = items.slice((page - 1) * CUSTOMER_PAGE_SIZE, page * CUSTOMER_PAGE_SIZE);
  return (
    <section aria-labelledby="owned-title">
      <h1 id="owned-title" className="mb-6 text-2xl font-semibold">
        {copy.title}
      </h1>
      {items.length === 0 ? (
        <div className="flex flex-col items-start gap-4 rounded-2xl border border-navy-700 bg-navy-900 p-8">
          <p className="text-lg text-slate-200">{copy.text}</p>
          <LinkButton to={copy.to}>{copy.link}</LinkButton>
        </div>
      ) : (
        <>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {shown.map((item, index) => (
              <li key={item.slug} className="overflow-hidden rounded-2xl border border-navy-700 bg-navy-900 transition-colors hover:border-accent-400">
                <Link to={kind === 'course' ? paths.dashboard.course(item.slug) : paths.dashboard.robot(item.slug)} className="block">
                  {/* The first card's cover is the screen's largest paint: fetched at once, not when laid out. */}
                  <CoverImage
                    image={item.image}
                    sources={item.image_sources}
                    alt=""
                    sizes={COVER_SIZES}
                    priority={index === 0}
                    className="aspect-video w-full object-cover"
                  />
                  <span className="block p-4 font-semibold">{item.title}</span>
                </Link>
                {'licence' in item && item.licence && (
                  <p className={`px-4 pb-4 text-sm ${item.licence.expired ? 'text-amber-200' : 'text-accent-400'}`}>{licenceTermText(item.licence)}</p>
                )}
                {'progress' in item && (
                  <div className="px-4 pb-4">
                    <CourseProgress course={item} />
                  </div>
                )}
              </li>
            ))}
          </ul>
          <Pagination page={page} total={items.length} pageSize={CUSTOMER_PAGE_SIZE} onPage={setPage} label={`${copy.title} pages`} />
        </>
      )}
    </section>
  );
}
