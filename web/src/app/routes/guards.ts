import { type LoaderFunctionArgs, redirect } from 'react-router';
import { paths } from '../../config/paths.ts';
import { fetchSession } from '../../lib/session.ts';

/**
 * docs/requirements.md#roles-and-permissions: no customer session -> / (checkout sends to /login
 * instead, and back to the very page asked for, its query included: the group's payment is one).
 */
export const requireCustomer =
  (to: 'home' | 'login') =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const asked = url.pathname + url.search;
    const { customer } = await fetchSession(asked);
    if (!customer) throw redirect(to === 'login' ? paths.loginThen(asked) : paths.home);
    return customer;
  };

/** docs/requirements.md#admin-area: /admin needs an admin session, otherwise /. */
export async function requireAdmin() {
  const { admin } = await fetchSession();
  if (!admin) throw redirect('/');
  return admin;
}
