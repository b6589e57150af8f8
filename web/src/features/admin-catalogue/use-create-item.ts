import { useNavigate } from 'react-router';
import { COURSE_CREATED_DIALOG_MS } from '@academy/shared/constants';
import { paths } from '../../config/paths.ts';
import { showDialog } from '../../lib/dialogs.ts';
import { createItem } from './api/create-item.ts';
import { explainCreateFailure } from './create-outcome.ts';
import { type Job, useUploads } from './use-uploads.ts';

/**
 * The create flow (docs/requirements.md#states-and-transitions): the files upload first (the overlay shows), then the item is created with
 * their stored names; success clears the form, says so and goes to the table.
 */
export function useCreateItem(kind: 'robot' | 'course') {
  const uploads = useUploads();
  const navigate = useNavigate();

  async function create(jobs: Job[], fieldsFor: (names: string[]) => Record<string, string | string[]>, clear: () => void): Promise<void> {
    let names: string[];
    try {
      names = await uploads.run(jobs);
    } catch (err) {
      return explainCreateFailure(err, 'upload');
    }
    try {
      await createItem(kind, fieldsFor(names));
    } catch (err) {
      return explainCreateFailure(err, 'create');
    }
    clear();
    uploads.reset();
    await showDialog(
      kind === 'robot'
        ? { title: 'Success', text: 'Robot created successfully!', tone: 'success' }
        : { title: 'Success', text: 'Course created successfully!', tone: 'success', autoCloseMs: COURSE_CREATED_DIALOG_MS },
    );
    // The router shows its own errors; nothing here waits for the table to arrive.
    void navigate(kind === 'robot' ? paths.admin.robots : paths.admin.courses);
  }

  return { create, uploads, busy: uploads.current !== null };
}
