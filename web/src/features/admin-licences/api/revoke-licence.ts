import { api } from '../../../lib/api-client.ts';

/** `admin/licences/:id/revoke` or `/restore`: the robot stops (or runs again) on its next check. Answers the server's message. */
export const setLicenceRevoked = async (id: string, revoked: boolean) =>
  (await api(`admin/licences/${encodeURIComponent(id)}/${revoked ? 'revoke' : 'restore'}`, { body: {} })).message;
