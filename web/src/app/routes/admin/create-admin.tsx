import { useLocation } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';

export function Component() {
  return <ComingSoon title={useLocation().pathname.split('/')[2] ?? 'Admin'} text="This part of the admin area is on its way." />;
}
