import { JobsScreen } from '../../../features/admin-jobs/components/jobs-screen.tsx';

export function Component() {
  return <JobsScreen />;
}
