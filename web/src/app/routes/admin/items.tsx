import { useLocation } from 'react-router';
import { ItemsTable } from '../../../features/admin-catalogue/components/items-table.tsx';

export function Component() {
  const kind = useLocation().pathname.endsWith('/robots') ? 'robot' : 'course';
  return <ItemsTable key={kind} kind={kind} />;
}
