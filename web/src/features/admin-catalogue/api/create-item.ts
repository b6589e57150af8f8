import type { CreatedItem } from '@academy/shared/admin-catalogue';
import { api } from '../../../lib/api-client.ts';

/** `robots/create` and `courses/create` go as multipart (docs/requirements.md#api-calls); answers carry the new slug. */
export function createItem(kind: 'robot' | 'course', fields: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) value.forEach((v) => form.append(`${name}[]`, v));
    else form.append(name, value);
  }
  return api<CreatedItem>(kind === 'robot' ? 'admin/robots/create' : 'admin/courses/create', { body: form });
}
