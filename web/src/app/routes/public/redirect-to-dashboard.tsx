import { redirect } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { fetchSession } from '../../../lib/session.ts';

/** Where the payment provider and mails send people back: the dashboard, or the login first. */
export async function loader() {
  const { customer } = await fetchSession();
  return redirect(customer ? paths.dashboard.root : paths.loginThen(paths.dashboard.root));
}

export function Component() {
  return null;
}
