import type { BegunUploads, Job } from './use-uploads.ts';

/** A create form whose upload was cut short: what was typed, the files chosen, the uploads they make and where those stand. */
interface UploadDraft<Files> {
  values: Record<string, string>;
  files: Files;
  jobs: Job[];
  begun: BegunUploads;
}

/**
 * The drafts by the form's path. In memory, not sessionStorage: a File cannot be stored there, and the
 * session rules take the admin to /admin/login and back inside the SPA (web/src/lib/api-client.ts), so the
 * page, and this module, live on. A reload loses them, and the upload starts over.
 */
const drafts = new Map<string, UploadDraft<unknown>>();

export const keepDraft = <Files>(path: string, draft: UploadDraft<Files>) => void drafts.set(path, draft);
export const draftAt = <Files>(path: string) => drafts.get(path) as UploadDraft<Files> | undefined;
export const dropDraft = (path: string) => void drafts.delete(path);
