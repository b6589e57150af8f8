import { Card } from '../../../components/ui/card.tsx';
import { ForgotPasswordForm } from '../../../features/auth/components/password-forms.tsx';

export function Component() {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card>
        <h1 className="mb-2 text-2xl font-semibold">Forgot your password?</h1>
        <p className="mb-6 text-slate-300">Enter your email and we will send you a link to choose a new one.</p>
        <ForgotPasswordForm />
      </Card>
    </div>
  );
}
