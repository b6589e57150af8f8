import { redirect, useLoaderData } from 'react-router';
import { WIRE } from '@academy/shared/constants';
import type { UserDetails } from '@academy/shared/user';
import { getUserDetails } from '../../../features/account/api/get-user-details.ts';
import { DashboardHome } from '../../../features/account/components/dashboard-home.tsx';
import { sendLinkAgain } from '../../../features/auth/api/resend-verification.ts';
import { GroupMembership } from '../../../features/checkout/components/group-membership.tsx';
import { ContinueLearning } from '../../../features/learning/components/continue-learning.tsx';
import { resetClientState } from '../../../lib/api-client.ts';
import { showAlert } from '../../../lib/dialogs.ts';
import { logout } from '../../../lib/logout.ts';
import { fetchSession } from '../../../lib/session.ts';

/** docs/requirements.md#dashboard-home: fetch the details; banned -> alert and /; a failed fetch -> /. */
export async function loader() {
  const { customer } = await fetchSession();
  if (!customer) throw redirect('/');
  // A refusal the session rules handled has already navigated; any other failure goes home.
  const details = await getUserDetails(customer.name).catch(() => {
    throw redirect('/');
  });
  if (details.status === 'banned') {
    await showAlert(WIRE.bannedUser);
    await resetClientState();
    throw redirect('/');
  }
  return { details, name: customer.name };
}

// A session already gone upstream needs no ending; the way to /login goes on.
const endSession = () =>
  logout('customer').then(
    () => undefined,
    () => undefined,
  );

export function Component() {
  const { details, name } = useLoaderData<{ details: UserDetails; name: string }>();
  return (
    <DashboardHome details={details} name={name} onResendLink={sendLinkAgain} onEndSession={endSession}>
      <ContinueLearning details={details} />
      {details.hasUserPaid && <GroupMembership />}
    </DashboardHome>
  );
}
