import type { AdminLicence } from '@academy/shared/licences';
import { usePaged } from '../../../lib/use-paged.ts';

export interface LicenceFilter {
  robot?: string;
  user?: string;
  key?: string;
}

/** `admin/licences`: one robot's or one buyer's licences (or every one), newest first. Read afresh on each visit: robots check in meanwhile. */
export const useLicences = (filter: LicenceFilter) =>
  usePaged<AdminLicence>('admin/licences', { filter: { robot: filter.robot, user: filter.user, key: filter.key }, fresh: true });
