import { useParams, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useCourse } from '../../../features/catalogue/api/get-course.ts';
import { useProgress } from '../../../features/learning/api/progress.ts';
import { CoursePlayer } from '../../../features/learning/components/course-player.tsx';
import { askedChapter } from '../../../features/learning/utils/start-point.ts';

export function Component() {
  const slug = useParams().id ?? '';
  const [search] = useSearchParams();
  const { data: course, error } = useCourse(slug);
  const owned = course?.owned ?? false;
  const { data: progress } = useProgress(owned ? slug : null);
  if (error) return <p role="alert">This course could not be found.</p>;
  if (!course) return <Spinner label="Loading the course" />;
  if (!owned)
    return (
      <div className="flex flex-col items-start gap-4">
        <h1 className="text-2xl font-semibold">{course.title}</h1>
        <p className="text-slate-300">This course is not in your library yet.</p>
        <LinkButton to={paths.product(course)}>See the course</LinkButton>
      </div>
    );
  return progress ? <CoursePlayer course={course} progress={progress} asked={askedChapter(course, search)} /> : <Spinner label="Loading your progress" />;
}
