import { useParams, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRobot } from '../../../features/catalogue/api/get-robot.ts';
import { ReturnBanner } from '../../../features/checkout/components/return-banner.tsx';
import { useRobotLicence } from '../../../features/learning/api/robot-licence.ts';
import { RobotDownload } from '../../../features/learning/components/robot-download.tsx';

export function Component() {
  const slug = useParams().id ?? '';
  // A rental's payment comes back here (payments/checkout.ts): one that did not pay says so.
  const [params] = useSearchParams();
  const status = params.get('status');
  const { data, error } = useRobot(slug);
  // Only a buyer has a licence: asked for once the robot says it is theirs.
  const { data: licence } = useRobotLicence(data?.zip ? slug : null);
  if (error || data === null) return <p role="alert">This robot could not be found.</p>;
  if (!data) return <Spinner label="Loading the robot" />;
  return (
    <>
      {status && status !== 'success' && (
        // A rental is paid from the robot's own page, not from this one.
        <ReturnBanner status={status} message={params.get('message') ?? ''} again="You can rent it again from the robot's page." />
      )}
      <RobotDownload robot={data} licence={licence} />
    </>
  );
}
