import { mutate } from 'swr';
import type { EndSessionRequest } from '@academy/shared/sessions';
import { api } from '../../../lib/api-client.ts';
import { signedInSessionsKey } from './get-signed-in-sessions.ts';

/** Signs one of the customer's other sessions out; that browser is refused at its next call. */
export async function endSession(input: EndSessionRequest): Promise<string> {
  const { message } = await api('user/sessions/end', { body: input });
  await mutate(signedInSessionsKey);
  return message;
}
