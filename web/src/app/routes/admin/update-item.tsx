import { useLocation, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCourseVideoLists } from '../../../features/admin-catalogue/api/course-video-lists.ts';
import { PublishVersionForm } from '../../../features/admin-catalogue/components/publish-version-form.tsx';
import { UpdateItemForm } from '../../../features/admin-catalogue/components/update-item-form.tsx';
import { QuizSetsSection } from '../../../features/admin-quizzes/components/quiz-sets-section.tsx';
import { useCourse } from '../../../features/catalogue/api/get-course.ts';
import { useRobot } from '../../../features/catalogue/api/get-robot.ts';

export function Component() {
  const slug = useParams().id ?? '';
  const robot = useLocation().pathname.includes('/update/robot/');
  const robotData = useRobot(robot ? slug : null);
  const courseData = useCourse(robot ? null : slug);
  const lists = useCourseVideoLists(robot ? null : slug);
  const { data, error } = robot ? robotData : courseData;
  if (error || lists.error) return <p role="alert">Not found.</p>;
  if (!data || (!robot && !lists.data)) return <Spinner label="Loading" />;
  const saved = () => Promise.all([robot ? robotData.mutate() : courseData.mutate(), robot || lists.mutate()]);
  const form = <UpdateItemForm item={data} videoLists={lists.data} onSaved={saved} />;
  // A robot's page also publishes its new versions; a course's writes its question sets.
  return (
    <div className="flex flex-col gap-6">
      {form}
      {robotData.data ? <PublishVersionForm robot={robotData.data} onPublished={() => robotData.mutate()} /> : <QuizSetsSection slug={slug} />}
    </div>
  );
}
