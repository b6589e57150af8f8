import { toast } from 'sonner';
import { ApiError } from '@academy/shared/api-error';
import { api, HandledApiError } from '../../../lib/api-client.ts';

/** `auth/resend-verification`: a new link to the signed-in customer's address; answers what was done. */
export const resendVerification = async () => (await api('auth/resend-verification', { body: {} })).message;

/** The customer's "Send the link again": the answer, or why it failed, as a toast. */
export async function sendLinkAgain() {
  try {
    toast.success(await resendVerification());
  } catch (err) {
    if (!(err instanceof HandledApiError)) toast.error(err instanceof ApiError ? err.message : 'The link could not be sent. Please try again.');
  }
}
