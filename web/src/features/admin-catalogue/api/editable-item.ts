import useSWR from 'swr';
import type { EditableCourse, EditableRobot } from '@academy/shared/admin-catalogue';

/**
 * A robot or a course as its update form edits it, at the revision its save will name. Read when the
 * page opens and when the admin asks (Reload, a save): a read while they type would move the form
 * to a revision they have not seen.
 */
export function useEditableItem<K extends 'robot' | 'course'>(kind: K, slug: string) {
  return useSWR<K extends 'robot' ? EditableRobot : EditableCourse, Error>(`admin/${kind}s/${encodeURIComponent(slug)}`, { revalidateOnReconnect: false });
}
