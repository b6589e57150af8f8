import { SubscribersScreen } from '../../../features/admin-subscribers/components/subscribers-screen.tsx';

export function Component() {
  return <SubscribersScreen />;
}
