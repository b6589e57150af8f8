import { type LoaderFunctionArgs, redirect, type ShouldRevalidateFunction } from 'react-router';
import type { AdminProfile } from '@academy/shared/admin';
import type { BffSession } from '@academy/shared/auth';
import { WIRE } from '@academy/shared/constants';
import { paths } from '../../config/paths.ts';
import { ADMIN_PROFILE_KEY, type SignedInAdmin } from '../../lib/admin-access.ts';
import { api } from '../../lib/api-client.ts';
import { fetchSession } from '../../lib/session.ts';
import { startFirstReads } from './first-reads.ts';

/** A sign-in short of its second step goes to it first (a code, or setting up the app), then back to `asked`. */
function toSecondStep(session: BffSession, admin: boolean, asked: string | undefined) {
  const owed = session.ended;
  if (!owed || owed.admin !== admin) return;
  if (owed.message === WIRE.secondFactorRequired) throw redirect(admin ? paths.admin.verify(asked) : paths.loginVerify(asked));
  if (owed.message === WIRE.secondFactorEnrolment) throw redirect(paths.admin.twoFactorSetUp(asked));
}

/**
 * docs/requirements.md#roles-and-permissions: no customer session -> / (checkout sends to /login
 * instead, and back to the very page asked for, its query included: the group's payment is one).
 */
export const requireCustomer =
  (to: 'home' | 'login') =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const asked = url.pathname + url.search;
    const session = await fetchSession(asked);
    toSecondStep(session, false, asked);
    const { customer } = session;
    if (!customer) throw redirect(to === 'login' ? paths.loginThen(asked) : paths.home);
    startFirstReads(url.pathname, customer.name);
    return customer;
  };

/**
 * A screen's own navigations (the player's chapter and tab in its address, an admin list's filters) do not run its guard
 * again: nothing about the session changed, every API call still checks it, and waiting for the answer held the address
 * back. A tab picked while a lesson was ending was lost to the player moving on to the next lesson (web/e2e/quizzes.test.ts);
 * an admin's filter waited for the session and the admin's profile, two round trips, before its list was asked for.
 */
export const guardOnNewScreen: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate && !(currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search);

/**
 * docs/requirements.md#admin-area: /admin needs an admin session, otherwise /. Its profile says the
 * role and what it may call (docs/decisions/087-staff-roles.md), which the sidebar and the screens
 * follow; a session that cannot read it goes to the admin login, and back here after it.
 */
export async function requireAdmin(args?: LoaderFunctionArgs): Promise<SignedInAdmin> {
  const session = await fetchSession();
  const url = args && new URL(args.request.url);
  const asked = url && url.pathname + url.search;
  toSecondStep(session, true, asked);
  const { admin } = session;
  if (!admin) throw redirect('/');
  const profile = await api<AdminProfile>(ADMIN_PROFILE_KEY, { sessionRules: false }).then(
    (answer) => answer.data,
    () => undefined,
  );
  if (!profile) throw redirect(paths.admin.loginThen(asked));
  return { ...admin, profile };
}
