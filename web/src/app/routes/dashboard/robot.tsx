import { useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRobot } from '../../../features/catalogue/api/get-robot.ts';
import { RobotDownload } from '../../../features/learning/components/robot-download.tsx';

export function Component() {
  const { data, error } = useRobot(useParams().id ?? '');
  if (error) return <p role="alert">This robot could not be found.</p>;
  return data ? <RobotDownload robot={data} /> : <Spinner label="Loading the robot" />;
}
