import { api, resetClientState } from './api-client.ts';

/** Ends the session at the BFF (which revokes it upstream) and forgets every cached read. */
export async function logout(area: 'customer' | 'admin'): Promise<string> {
  const { message } = await api(area === 'admin' ? 'admin/logout' : 'auth/logout', { body: {}, sessionRules: false });
  await resetClientState();
  return message;
}
