import { useLocation, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { UpdateItemForm } from '../../../features/admin-catalogue/components/update-item-form.tsx';
import { useCourse, useRobot } from '../../../features/catalogue/api/catalogue.ts';

export function Component() {
  const slug = useParams().id ?? '';
  const robot = useLocation().pathname.includes('/update/robot/');
  const robotData = useRobot(robot ? slug : null);
  const courseData = useCourse(robot ? null : slug);
  const { data, error } = robot ? robotData : courseData;
  if (error) return <p role="alert">Not found.</p>;
  return data ? <UpdateItemForm item={data} /> : <Spinner label="Loading" />;
}
