import type { OwnedCourse } from '@academy/shared/user';
import { LinkButton } from '../../../components/ui/button.tsx';
import { continueLink } from '../utils/start-point.ts';
import { CertificateLinks } from './certificate-links.tsx';

/** Every chapter done: Continue would only restart the first one, so it is offered as that. */
export const finishedCourse = ({ progress }: OwnedCourse) => progress.total > 0 && progress.completed === progress.total;

/**
 * How far the learner is in a course (a bar and "N% complete"), and Continue to its first unfinished
 * chapter; a finished course offers Rewatch (its first chapter) instead, and its certificate once earned.
 */
export function CourseProgress({ course }: { course: OwnedCourse }) {
  const { percent, completed, total } = course.progress;
  const action = finishedCourse(course) ? 'Rewatch' : 'Continue';
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
      <LinkButton to={continueLink(course.slug, course.continue)} aria-label={`${action} ${course.title}`} className="self-start">
        {action}
      </LinkButton>
      {course.certificate && (
        <div className="mt-1 border-t border-navy-700 pt-4">
          <p className="mb-3 text-sm font-semibold text-accent-400">✓ Course completed</p>
          <CertificateLinks certificate={course.certificate} courseTitle={course.title} fill />
        </div>
      )}
    </div>
  );
}
