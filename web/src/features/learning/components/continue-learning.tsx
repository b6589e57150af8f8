import type { UserDetails } from '@academy/shared/user';
import { Card } from '../../../components/ui/card.tsx';
import { CourseProgress, finishedCourse } from './course-progress.tsx';

/** The dashboard home's Continue learning: the course watched last, nothing before a first lesson; a finished one has nothing to continue, so the card names it otherwise. */
export function ContinueLearning({ details }: { details: UserDetails }) {
  const course = details.courses.find((c) => c.slug === details.recent_course);
  if (!course) return null;
  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <img src={course.image} alt="" width={1200} height={675} className="aspect-video w-full rounded-xl object-cover sm:w-48" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <h2 className="text-lg font-semibold">{finishedCourse(course) ? 'Your latest course' : 'Continue learning'}</h2>
          <p className="text-slate-300">{course.title}</p>
        </div>
        <CourseProgress course={course} />
      </div>
    </Card>
  );
}
