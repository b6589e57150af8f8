import type { RobotVersionRequest } from '@academy/shared/licences';
import { api } from '../../../lib/api-client.ts';

/** `admin/robots/:slug/versions`: the uploaded zip becomes the latest version; buyers get it at once, and a mail. */
export const publishVersion = async (slug: string, input: RobotVersionRequest) =>
  (await api(`admin/robots/${encodeURIComponent(slug)}/versions`, { body: input })).message;
