import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { COURSE_CREATED_DIALOG_MS } from '@academy/shared/constants';
import { paths } from '../../config/paths.ts';
import { HandledApiError } from '../../lib/api-client.ts';
import { showDialog } from '../../lib/dialogs.ts';
import { fillForm } from '../../lib/form.ts';
import { createItem } from './api/create-item.ts';
import { explainCreateFailure } from './create-outcome.ts';
import { draftAt, dropDraft, keepDraft } from './upload-drafts.ts';
import { heldOf, type Job, useUploads } from './use-uploads.ts';

/** How far an interrupted upload got, in bytes the upstream holds. */
export interface Interrupted {
  sent: number;
  total: number;
}

/**
 * The create flow (docs/requirements.md#states-and-transitions): the files upload first (the overlay shows), then the item is created with
 * their stored names; success clears the form, says so and goes to the table. An upload cut short (a lost session, a
 * lost connection) keeps the form as a draft (upload-drafts.ts): back on it, the fields and files are as they were and
 * the next submit resumes where the upload stopped.
 */
export function useCreateItem<Files>(kind: 'robot' | 'course') {
  const path = useLocation().pathname;
  const [draft] = useState(() => draftAt<Files>(path));
  const uploads = useUploads(draft?.begun);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [interrupted, setInterrupted] = useState<Interrupted | null>(null);

  // Back on a kept form: its fields as typed, and how much the upstream holds.
  useEffect(() => {
    if (!draft) return;
    if (formRef.current) fillForm(formRef.current, draft.values);
    heldOf(draft.begun, draft.jobs).then(setInterrupted, () => setInterrupted(null));
  }, [draft]);

  async function create(
    jobs: Job[],
    fieldsFor: (names: string[]) => Record<string, string | string[]>,
    clear: () => void,
    kept: { values: Record<string, string>; files: Files },
  ): Promise<void> {
    let names: string[];
    setInterrupted(null);
    try {
      names = await uploads.run(jobs);
    } catch (err) {
      keepDraft(path, { ...kept, jobs, begun: uploads.begun() });
      // A lost session has left this page for the login (it comes back to the draft); anything else stays here.
      if (!(err instanceof HandledApiError)) setInterrupted(await heldOf(uploads.begun(), jobs).catch(() => null));
      return explainCreateFailure(err, 'upload');
    }
    try {
      await createItem(kind, fieldsFor(names));
    } catch (err) {
      return explainCreateFailure(err, 'create');
    }
    dropDraft(path);
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

  return { create, uploads, busy: uploads.current !== null, draft, formRef, interrupted };
}
