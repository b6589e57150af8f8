import { Card } from '../../../components/ui/card.tsx';
import { ChangePasswordForm } from '../../../features/auth/components/password-forms.tsx';

export function Component() {
  return (
    <Card className="max-w-lg">
      <h1 className="mb-6 text-2xl font-semibold">Change Password</h1>
      <ChangePasswordForm />
    </Card>
  );
}
