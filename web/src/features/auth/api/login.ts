import type { BffLoginData, LoginRequest } from '@academy/shared/auth';
import { api, resetClientState } from '../../../lib/api-client.ts';

/** Customer or admin login through the BFF; its 401 is a wrong password, not a lost session. */
export async function login(area: 'customer' | 'admin', credentials: LoginRequest): Promise<BffLoginData> {
  const { data } = await api<BffLoginData>(area === 'admin' ? 'admin/login' : 'auth/login', { body: credentials, sessionRules: false });
  await resetClientState({ signedIn: true });
  return data!;
}
