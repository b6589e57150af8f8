import { ApiError } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';
import { HandledApiError } from '../../lib/api-client.ts';
import { showAlert, showDialog } from '../../lib/dialogs.ts';

/** The answers to a failed create (docs/requirements.md#session-rules): upload errors, duplicates and empty fields. */
export async function explainCreateFailure(err: unknown, stage: 'upload' | 'create') {
  if (err instanceof HandledApiError) return;
  if (stage === 'upload') {
    await showAlert('Error uploading chunk', 'Upload');
    return;
  }
  const message = err instanceof ApiError ? err.message : '';
  if (message === WIRE.itemExists) await showDialog({ title: 'Error', text: 'Robot or courses already exists.', tone: 'error' });
  else if (message === WIRE.emptyFields)
    await showDialog({ title: 'ooooops', text: 'The upload failed: the course or robot may already exist. Check before uploading again.', tone: 'error' });
  else await showAlert(message || 'The item could not be created.', 'Error');
}
