import { RevenueOverview } from '../../../features/admin-revenue/components/revenue-overview.tsx';

export function Component() {
  return <RevenueOverview />;
}
