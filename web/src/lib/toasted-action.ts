import { useState } from 'react';
import { type ExternalToast, toast } from 'sonner';
import { ApiError } from '@academy/shared/api-error';
import { HandledApiError } from './api-client.ts';

/** A failed call, told as the server put it; one the session rules already acted on says nothing more. */
export function toastFailure(err: unknown, options?: ExternalToast) {
  if (!(err instanceof HandledApiError)) toast.error(err instanceof ApiError ? err.message : 'That did not work. Please try again.', options);
}

/**
 * One action at a time: `busy` meanwhile, then the server's message (or the failure) as a toast.
 * `run` answers whether it succeeded, for what follows only then.
 */
export function useToastedAction(options?: ExternalToast) {
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<string>): Promise<boolean> {
    setBusy(true);
    try {
      toast.success(await action(), options);
      return true;
    } catch (err) {
      toastFailure(err, options);
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
