import { useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useUserDetails } from '../../../features/account/api/get-user-details.ts';
import { OwnedGrid } from '../../../features/learning/components/owned-grid.tsx';
import { useCustomer } from './use-customer.ts';

/** Your Courses and Your Robots. */
export function Component() {
  const { data } = useUserDetails(useCustomer().name);
  const kind = useLocation().pathname.endsWith('/robots') ? 'robot' : 'course';
  if (!data) return <Spinner label="Loading your library" />;
  return <OwnedGrid key={kind} kind={kind} items={kind === 'robot' ? data.robots : data.courses} />;
}
