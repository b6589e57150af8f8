import { AuditScreen } from '../../../features/admin-audit/components/audit-screen.tsx';

export function Component() {
  return <AuditScreen />;
}
