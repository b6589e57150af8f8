import { useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRobot } from '../../../features/catalogue/api/get-robot.ts';
import { useRobotLicence } from '../../../features/learning/api/robot-licence.ts';
import { RobotDownload } from '../../../features/learning/components/robot-download.tsx';

export function Component() {
  const slug = useParams().id ?? '';
  const { data, error } = useRobot(slug);
  // Only a buyer has a licence: asked for once the robot says it is theirs.
  const { data: licence } = useRobotLicence(data?.zip ? slug : null);
  if (error || data === null) return <p role="alert">This robot could not be found.</p>;
  return data ? <RobotDownload robot={data} licence={licence} /> : <Spinner label="Loading the robot" />;
}
