import { LicencesScreen } from '../../../features/admin-licences/components/licences-screen.tsx';

export function Component() {
  return <LicencesScreen />;
}
