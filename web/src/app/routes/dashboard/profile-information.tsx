import { redirect, useLoaderData } from 'react-router';
import type { UserDetails } from '@academy/shared/user';
import { getUserDetails } from '../../../features/account/api/get-user-details.ts';
import { AccountDetails } from '../../../features/account/components/account-details.tsx';
import { fetchSession } from '../../../lib/session.ts';

/** /dashboard/profile-information: the profile on its own page (docs/requirements.md#standalone-screens). */
export async function loader() {
  const { customer } = await fetchSession();
  if (!customer) throw redirect('/');
  return getUserDetails(customer.name).catch(() => {
    throw redirect('/');
  });
}

export function Component() {
  const details = useLoaderData<UserDetails>();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <AccountDetails details={details} title="Profile information" />
    </div>
  );
}
