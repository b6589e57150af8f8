import { redirect } from 'react-router';
import { fetchSession } from '../../lib/session.ts';

/** Spec 2.3 and 6: no customer session -> / (checkout sends to /login instead). */
export const requireCustomer = (to: string) => async () => {
  const { customer } = await fetchSession();
  if (!customer) throw redirect(to);
  return customer;
};

/** Spec 2.5: /admin needs an admin session, otherwise /. */
export async function requireAdmin() {
  const { admin } = await fetchSession();
  if (!admin) throw redirect('/');
  return admin;
}
