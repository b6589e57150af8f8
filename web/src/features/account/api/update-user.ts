import { mutate } from 'swr';
import type { UserUpdateRequest } from '@academy/shared/user';
import { api } from '../../../lib/api-client.ts';
import { userDetailsKey } from './get-user-details.ts';

export async function updateUser(email: string, input: UserUpdateRequest) {
  const res = await api('user/update', { body: { ...input, email } });
  await mutate(userDetailsKey(email));
  return res;
}
