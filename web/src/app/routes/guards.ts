import { redirect } from 'react-router';
import { fetchSession } from '../../lib/session.ts';

/** docs/requirements.md#roles-and-permissions: no customer session -> / (checkout sends to /login instead). */
export const requireCustomer = (to: string) => async () => {
  const { customer } = await fetchSession();
  if (!customer) throw redirect(to);
  return customer;
};

/** docs/requirements.md#admin-area: /admin needs an admin session, otherwise /. */
export async function requireAdmin() {
  const { admin } = await fetchSession();
  if (!admin) throw redirect('/');
  return admin;
}
