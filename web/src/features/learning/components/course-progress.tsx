import type { OwnedCourse } from '@academy/shared/user';
import { LinkButton } from '../../../components/ui/button.tsx';
import { continueLink } from '../utils/start-point.ts';

/** How far the learner is in a course (a bar and "N% complete"), and Continue to its first unfinished chapter. */
export function CourseProgress({ course }: { course: OwnedCourse }) {
  const { percent, completed, total } = course.progress;
  return (
    <div className="flex flex-col gap-3">
      <div>
        <div
          role="progressbar"
          aria-label={`${course.title} progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 w-full overflow-hidden rounded-full bg-navy-800"
        >
          <div className="h-full rounded-full bg-accent-400" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-2 text-sm text-slate-300">
          {percent}% complete{' '}
          <span className="text-slate-400">
            ({completed} of {total} chapters)
          </span>
        </p>
      </div>
      <LinkButton to={continueLink(course.slug, course.continue)} aria-label={`Continue ${course.title}`} className="self-start">
        Continue
      </LinkButton>
    </div>
  );
}
