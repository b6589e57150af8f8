import { useParams } from 'react-router';
import { CourseInsightScreen } from '../../../features/admin-learning/components/course-insight-screen.tsx';

export function Component() {
  const slug = useParams().slug ?? '';
  // A new course is a new screen: its pages start again at 1.
  return <CourseInsightScreen key={slug} slug={slug} />;
}
