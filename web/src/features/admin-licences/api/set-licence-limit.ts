import type { LicenceLimitRequest } from '@academy/shared/licences';
import { api } from '../../../lib/api-client.ts';

/** `admin/licences/:id/limit`: a limit of the licence's own, or null to follow its robot's. Answers the server's message. */
export const setLicenceLimit = async (id: string, input: LicenceLimitRequest) =>
  (await api(`admin/licences/${encodeURIComponent(id)}/limit`, { body: input })).message;
