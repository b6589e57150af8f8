import { Link } from 'react-router';
import type { CourseInsight } from '@academy/shared/learning-insight';
import { CountedTable } from '../../../components/ui/counted-table.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { SearchForm } from '../../../components/ui/search-form.tsx';
import { paths } from '../../../config/paths.ts';
import { useFilterParams } from '../../../lib/use-filter-params.ts';
import { useLearningCourses } from '../api/get-learning.ts';
import { ChapterName, percentText } from './learning-text.tsx';

const columns: Column<CourseInsight>[] = [
  {
    header: 'Course',
    cell: (c) => (
      <Link to={paths.admin.learningCourse(c.slug)} className="font-semibold text-accent-400 hover:underline">
        {c.title}
      </Link>
    ),
  },
  { header: 'Learners', cell: (c) => c.learners },
  { header: 'Average progress', cell: (c) => percentText(c.average_percent, 'No learners') },
  { header: 'Completion rate', cell: (c) => percentText(c.completion_rate, 'No learners') },
  { header: 'Quiz pass rate', cell: (c) => percentText(c.quiz_pass_rate, 'No attempts') },
  {
    header: 'Most stop at',
    cell: (c) =>
      c.most_stop_at ? (
        <div className="min-w-40">
          <ChapterName chapter={c.most_stop_at} />
          <p className="text-xs text-slate-400">
            {c.most_stop_at.learners} {c.most_stop_at.learners === 1 ? 'learner' : 'learners'}
          </p>
        </div>
      ) : (
        <span className="text-slate-400">Nobody stuck</span>
      ),
  },
];

/** Learning: per course, how its buyers progress and where the stuck stop; a course opens its detail. */
export function LearningScreen() {
  const { params, filter, choose } = useFilterParams(['q']);
  const list = useLearningCourses(filter.q);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Learning</h1>
        <p className="text-slate-300">
          How the buyers of each course are doing, and the chapter where most of those who started stop. Open a course to see who is stuck.
        </p>
      </div>
      <SearchForm id="learning-course-search" label="Course title" value={filter.q ?? ''} onFind={(q) => choose('q', q)} placeholder="Forex Foundations" />
      <CountedTable
        key={params.toString()}
        list={list}
        noun={['course', 'courses']}
        testId="learning-count"
        label="Learning per course"
        columns={columns}
        rowKey={(c) => c.slug}
        empty="No courses found"
      />
    </div>
  );
}
