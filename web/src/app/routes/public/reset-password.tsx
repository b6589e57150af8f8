import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card, FormMessage } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { ResetPasswordForm } from '../../../features/auth/components/password-forms.tsx';

export function Component() {
  const token = useSearchParams()[0].get('token');
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card>
        <h1 className="mb-6 text-2xl font-semibold">Choose a new password</h1>
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <div className="flex flex-col gap-4">
            <FormMessage tone="error">This page needs the link from your reset email.</FormMessage>
            <LinkButton to={paths.forgotPassword}>Request a new link</LinkButton>
          </div>
        )}
      </Card>
    </div>
  );
}
