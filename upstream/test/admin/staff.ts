import type { AssignableRole } from '@academy/shared/staff-roles';
import { API, staffToken, type TestUpstream } from '../helper.ts';
import { mailedToken } from '../outbox.ts';

/**
 * A staff member as a person becomes one: the super-admin invites them with a role, they take the
 * mailed link's set-up page, then sign in at the admin login. Answers their access token and account.
 */
export async function invitedStaff(up: TestUpstream, superAdminToken: string, email: string, role: AssignableRole) {
  const password = `${role}-pass-1234`;
  const invited = await up.app.inject({
    method: 'POST',
    url: `${API}/admin/admin/create`,
    payload: { email, role },
    headers: { authorization: `Bearer ${superAdminToken}` },
  });
  if (invited.statusCode !== 201) throw new Error(`inviting ${email}: ${invited.body}`);
  const link = await mailedToken(up.dataDir, email);
  const setUp = await up.app.inject({ method: 'POST', url: `${API}/admin/set-up`, payload: { token: link, first_name: 'Sam', last_name: 'Staff', password } });
  if (setUp.statusCode !== 200) throw new Error(`setting up ${email}: ${setUp.body}`);
  const token = await staffToken(up, { email, password });
  if (!token) throw new Error(`${email} could not sign in`);
  const { id } = (await up.app.accounts.findByEmail(email))!;
  return { id, email, password, token };
}
