import { useSearchParams } from 'react-router';
import { Card, FormMessage } from '../../../components/ui/card.tsx';
import { AdminSetUpForm } from '../../../features/admin-profile/components/admin-set-up-form.tsx';

/** Where an admin's invitation leads: no session yet, the mailed link's token is the proof. */
export function Component() {
  const token = useSearchParams()[0].get('token');
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <h1 className="mb-6 text-2xl font-semibold">Set up your admin account</h1>
        {token ? (
          <AdminSetUpForm token={token} />
        ) : (
          <FormMessage tone="error">This page needs the link from your invitation email. Ask the super-admin for a new one.</FormMessage>
        )}
      </Card>
    </div>
  );
}
