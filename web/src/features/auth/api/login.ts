import type { z } from 'zod';
import type { bffLoginData, LoginRequest } from '@academy/shared/auth';
import { api, resetClientState } from '../../../lib/api-client.ts';

type LoginData = z.infer<typeof bffLoginData>;

/** Customer or admin login through the BFF; its 401 is a wrong password, not a lost session. */
export async function login(area: 'customer' | 'admin', credentials: LoginRequest): Promise<LoginData> {
  const { data } = await api<LoginData>(area === 'admin' ? 'admin/login' : 'auth/login', { body: credentials, sessionRules: false });
  await resetClientState();
  return data!;
}
