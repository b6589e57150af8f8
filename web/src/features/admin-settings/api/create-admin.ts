import type { z } from 'zod';
import type { createAdminRequest } from '@academy/shared/admin';
import { api } from '../../../lib/api-client.ts';

/** `admin/admin/create` (docs/requirements.md#api-calls): code 201 is success; only a super-admin may (403), a known email is 409. */
export const createAdmin = (input: z.infer<typeof createAdminRequest>) => api('admin/admin/create', { body: input });
