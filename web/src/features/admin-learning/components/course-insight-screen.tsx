import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ChapterFunnelStep, CourseInsightDetail, CourseLearner, QuizSetInsight } from '@academy/shared/learning-insight';
import { CountedTable } from '../../../components/ui/counted-table.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useLocalPages } from '../../../lib/use-local-pages.ts';
import { dateTime } from '../../../lib/time-text.ts';
import { useCourseInsight } from '../api/get-learning.ts';
import { ChapterName, percentText, ProgressBar } from './learning-text.tsx';

/** The course's figures as cards: two a row on a phone, where the stop point takes a row of its own. */
function Figures({ course }: { course: CourseInsightDetail }) {
  const stop = course.most_stop_at;
  const cards: [string, ReactNode, ReactNode?][] = [
    ['Learners', course.learners],
    ['Average progress', percentText(course.average_percent, 'No learners')],
    ['Completion rate', percentText(course.completion_rate, 'No learners')],
    ['Quiz pass rate', percentText(course.quiz_pass_rate, 'No attempts')],
    ['Most stop at', stop ? stop.title : 'Nobody stuck', stop && `${stop.learners} ${stop.learners === 1 ? 'learner' : 'learners'}`],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-5">
      {cards.map(([label, value, note]) => (
        <div key={label} className="rounded-2xl border border-navy-700 bg-navy-900 p-4 last:col-span-2 sm:p-5 xl:last:col-span-1">
          <dt className="text-sm text-slate-400">{label}</dt>
          <dd className="mt-1.5 text-xl font-semibold break-words text-white" data-testid={`figure-${label}`}>
            {value}
            {note && <span className="block text-sm font-normal text-slate-300">{note}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** How many learners completed each chapter, in the order they meet them: where the bars drop, learners leave. */
function ChapterFunnel({ chapters, learners }: { chapters: ChapterFunnelStep[]; learners: number }) {
  return (
    <section aria-labelledby="chapter-funnel" className="flex flex-col gap-3">
      <h2 id="chapter-funnel" className="text-xl font-semibold">
        Chapters completed
      </h2>
      {chapters.length === 0 ? (
        <p className="text-slate-300">This course has no chapters yet.</p>
      ) : (
        <ol className="flex flex-col gap-3 rounded-2xl border border-navy-700 bg-navy-900 p-4 sm:p-5" aria-label="Chapters completed">
          {chapters.map((c) => {
            const share = learners === 0 ? 0 : (c.completed * 100) / learners;
            return (
              <li key={`${c.list}:${c.position}`} className="flex flex-col gap-1">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                  <span>
                    <ChapterName chapter={c} />
                  </span>
                  <span className="text-slate-300" data-testid="chapter-completed">
                    {c.completed} of {learners}
                  </span>
                </div>
                <div className="h-2.5 rounded-full bg-navy-800" aria-hidden="true">
                  <div className="h-2.5 rounded-full bg-accent-400" style={{ width: `${share}%` }} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

const quizColumns: Column<QuizSetInsight>[] = [
  { header: 'Quiz', cell: (q) => q.title },
  { header: 'Passes at', cell: (q) => `${q.pass_percent}%` },
  { header: 'Learners who tried', cell: (q) => q.attempted },
  { header: 'Passed', cell: (q) => q.passed },
  { header: 'Average best score', cell: (q) => percentText(q.average_best_score, 'No attempts') },
];

const learnerColumns: Column<CourseLearner>[] = [
  {
    header: 'Learner',
    cell: (l) => (
      <div className="min-w-40">
        <p className="text-slate-100">
          {l.name}
          {l.stuck && <span className="ml-2 rounded-full bg-amber-300/15 px-2 py-0.5 text-xs font-semibold text-amber-300">Stuck</span>}
        </p>
        <p className="break-all text-slate-400">{l.email}</p>
      </div>
    ),
  },
  { header: 'Progress', cell: (l) => <ProgressBar percent={l.percent} completed={l.completed} total={l.total} /> },
  {
    header: 'Stopped at',
    cell: (l) =>
      l.stopped_at ? (
        <div className="min-w-32">
          <ChapterName chapter={l.stopped_at} />
        </div>
      ) : (
        <span className="text-slate-400">{l.last_activity ? 'Every chapter done' : 'Not started'}</span>
      ),
  },
  { header: 'Last activity', cell: (l) => <span className="whitespace-nowrap">{l.last_activity ? dateTime(l.last_activity) : 'Never'}</span> },
  { header: 'Certificate', cell: (l) => (l.certificate ? 'Yes' : 'No') },
  {
    header: 'Courses',
    // The name starts with what the link shows, so a voice user saying it reaches it (WCAG 2.5.3).
    cell: (l) => (
      <Link to={paths.admin.userLearning(l.user_id)} className="whitespace-nowrap text-accent-400 hover:underline" aria-label={`All their courses: ${l.email}`}>
        All their courses
      </Link>
    ),
  },
];

function Details({ course }: { course: CourseInsightDetail }) {
  const quizzes = useLocalPages(course.quiz_sets);
  const learners = useLocalPages(course.learner_list);
  return (
    <>
      <Figures course={course} />
      <ChapterFunnel chapters={course.chapters} learners={course.learners} />
      <section aria-labelledby="quiz-sets" className="flex flex-col gap-3">
        <h2 id="quiz-sets" className="text-xl font-semibold">
          Quizzes
        </h2>
        {course.quiz_sets.length === 0 ? (
          <p className="text-slate-300">This course has no quizzes.</p>
        ) : (
          <CountedTable
            list={quizzes}
            noun={['quiz', 'quizzes']}
            testId="quiz-count"
            label="Quizzes"
            columns={quizColumns}
            rowKey={(q) => q.id}
            empty="This course has no quizzes"
          />
        )}
      </section>
      <section aria-labelledby="course-learners" className="flex flex-col gap-3">
        <h2 id="course-learners" className="text-xl font-semibold">
          Learners
        </h2>
        <p className="text-sm text-slate-400">The stuck come first, the longest idle on top: they started and stopped before the end.</p>
        <CountedTable
          list={learners}
          noun={['learner', 'learners']}
          testId="learner-count"
          label="Learners"
          columns={learnerColumns}
          rowKey={(l) => l.user_id}
          empty="Nobody has bought this course yet"
        />
      </section>
    </>
  );
}

/** One course's learning: its figures, the chapter funnel, its quizzes and its learners (the stuck first). */
export function CourseInsightScreen({ slug }: { slug: string }) {
  const { data, error } = useCourseInsight(slug);
  return (
    <div className="flex flex-col gap-8">
      <div>
        <Link to={paths.admin.learning} className="text-sm text-accent-400 hover:underline">
          ← All courses
        </Link>
        <h1 className="mt-2 text-2xl font-semibold">{data?.title ?? 'Learning'}</h1>
      </div>
      {error ? <p role="alert">{error.message}</p> : data ? <Details course={data} /> : <Spinner label="Loading" />}
    </div>
  );
}
