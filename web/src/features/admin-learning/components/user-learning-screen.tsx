import { Link } from 'react-router';
import { ADMIN_TOAST_MS } from '@academy/shared/constants';
import type { UserCourseLearning } from '@academy/shared/learning-insight';
import { Button } from '../../../components/ui/button.tsx';
import { CountedTable } from '../../../components/ui/counted-table.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useLocalPages } from '../../../lib/use-local-pages.ts';
import { useAdminAccess } from '../../../lib/admin-access.ts';
import { dateTime } from '../../../lib/time-text.ts';
import { useToastedAction } from '../../../lib/toasted-action.ts';
import { useUserLearning } from '../api/get-learning.ts';
import { unlockLesson } from '../api/unlock-lesson.ts';
import { ChapterName, ProgressBar } from './learning-text.tsx';

/** The course's lessons still shut for the learner, each with when it opens and a way to open it now (logged). */
function ShutLessons({ userId, course, onOpened }: { userId: string; course: UserCourseLearning; onOpened: () => Promise<unknown> }) {
  const opening = useToastedAction({ duration: ADMIN_TOAST_MS });
  // Support staff see what is shut; opening it is an admin's (docs/decisions/087-staff-roles.md).
  const opens = useAdminAccess().may('POST admin/users/:id/learning/unlock');
  if (course.shut_lessons.length === 0) return <span className="text-slate-400">None</span>;
  return (
    <ul className="flex min-w-48 flex-col gap-2">
      {course.shut_lessons.map((l) => (
        <li key={l.position} className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 flex-1">
            Lesson {l.position + 1}: {l.title}
            <span className="block text-xs text-slate-400">{l.opens_at ? `Opens ${dateTime(l.opens_at)}` : 'After the one before'}</span>
          </span>
          {opens && (
            <Button
              variant="secondary"
              className="px-2 py-1 text-xs"
              disabled={opening.busy}
              aria-label={`Open lesson ${l.position + 1} of ${course.title} now`}
              onClick={async () => {
                if (await opening.run(() => unlockLesson(userId, course.slug, l.position))) await onOpened();
              }}
            >
              Open now
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

const columns = (userId: string, reload: () => Promise<unknown>): Column<UserCourseLearning>[] => [
  {
    header: 'Course',
    cell: (c) => (
      <Link to={paths.admin.learningCourse(c.slug)} className="font-semibold text-accent-400 hover:underline">
        {c.title}
      </Link>
    ),
  },
  { header: 'Progress', cell: (c) => <ProgressBar percent={c.percent} completed={c.completed} total={c.total} /> },
  {
    header: 'Stopped at',
    cell: (c) =>
      c.stopped_at ? (
        <div className="min-w-32">
          <ChapterName chapter={c.stopped_at} />
        </div>
      ) : (
        <span className="text-slate-400">{c.last_activity ? 'Every chapter done' : 'Not started'}</span>
      ),
  },
  { header: 'Last activity', cell: (c) => <span className="whitespace-nowrap">{c.last_activity ? dateTime(c.last_activity) : 'Never'}</span> },
  {
    header: 'Quizzes passed',
    cell: (c) =>
      c.quiz_sets.length === 0 ? (
        <span className="text-slate-400">No quizzes</span>
      ) : (
        <div className="min-w-44">
          <p>
            {c.quizzes_passed} of {c.quiz_sets.length}
          </p>
          <ul className="mt-1 text-xs text-slate-400">
            {c.quiz_sets.map((q) => (
              <li key={q.id}>
                {q.title}: {q.best_score === null ? 'not tried' : `best ${q.best_score}%${q.passed ? ', passed' : ''}`}
              </li>
            ))}
          </ul>
        </div>
      ),
  },
  { header: 'Certificate', cell: (c) => (c.certificate_id ? <span className="font-mono text-xs break-all">{c.certificate_id}</span> : 'None') },
  { header: 'Shut lessons', cell: (c) => <ShutLessons userId={userId} course={c} onOpened={reload} /> },
];

/** One user's learning: each course they own with their progress, where they stopped, their quizzes, certificate and shut lessons. */
export function UserLearningScreen({ userId }: { userId: string }) {
  const { data, error, mutate } = useUserLearning(userId);
  const courses = useLocalPages(data?.courses);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link to={paths.admin.root} className="text-sm text-accent-400 hover:underline">
          ← User Records
        </Link>
        <h1 className="mt-2 text-2xl font-semibold">{data ? `Learning of ${data.user.name}` : 'Learning'}</h1>
        {data && <p className="break-all text-slate-300">{data.user.email}</p>}
      </div>
      {error ? (
        <p role="alert">{error.message}</p>
      ) : data ? (
        <CountedTable
          list={courses}
          noun={['course', 'courses']}
          testId="user-course-count"
          label="Their courses"
          columns={columns(userId, mutate)}
          rowKey={(c) => c.slug}
          empty="This user owns no courses"
        />
      ) : (
        <Spinner label="Loading" />
      )}
    </div>
  );
}
