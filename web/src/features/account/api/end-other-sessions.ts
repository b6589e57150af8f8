import { mutate } from 'swr';
import { api } from '../../../lib/api-client.ts';
import { signedInSessionsKey } from './get-signed-in-sessions.ts';

/** Signs out every session of the customer but this one. */
export async function endOtherSessions(): Promise<string> {
  const { message } = await api('user/sessions/end-others', { body: {} });
  await mutate(signedInSessionsKey);
  return message;
}
