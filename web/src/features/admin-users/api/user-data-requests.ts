import { DEFAULT_PRODUCT } from '@academy/shared/constants';
import { api } from '../../../lib/api-client.ts';

/** `admin/users/:id/data-export`: the customer's data as a zip, downloaded by the browser itself (a plain link, as the revenue CSV). */
export const userDataExportUrl = (userId: string) => `/api/${DEFAULT_PRODUCT}/admin/users/${encodeURIComponent(userId)}/data-export`;

/** `admin/users/:id/close`: the customer's account is closed on their request (decision 086). */
export const closeUserAccount = async (userId: string) => (await api(`admin/users/${encodeURIComponent(userId)}/close`, { body: {} })).message;
