import type { AdminSetUpRequest } from '@academy/shared/admin';
import { api } from '../../../lib/api-client.ts';

/** `admin/set-up`: an invited admin's name and first password; there is no session to apply the session rules to. */
export const setUpAdmin = (input: AdminSetUpRequest) => api('admin/set-up', { body: input, sessionRules: false });
