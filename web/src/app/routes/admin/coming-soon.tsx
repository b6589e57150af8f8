import { useLocation } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Catalogue, revenue, Telegram price and admin management open with the admin area. */
export function Component() {
  const section = useLocation().pathname.split('/')[2] ?? '';
  const title = section.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
  return <ComingSoon title={title || 'Admin'} text="This part of the admin area is on its way." />;
}
