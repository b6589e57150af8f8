import { Card } from '../../../components/ui/card.tsx';
import { AdminLoginForm } from '../../../features/auth/components/admin-login-form.tsx';

export function Component() {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <h1 className="mb-6 text-center text-2xl font-semibold">Admin Login</h1>
        <AdminLoginForm />
      </Card>
    </div>
  );
}
