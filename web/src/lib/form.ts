import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/** Checks a form's values with a shared schema; one message per field, worded for a person. */
export function checkForm<T extends z.ZodType>(
  schema: T,
  values: Record<string, unknown>,
): { data: z.infer<T>; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= /received undefined|Invalid input/.test(issue.message) ? 'This field is required' : issue.message;
  }
  return { data: null, errors };
}

/** A form's text fields as an object, trimmed later by the schema. */
export const formValues = (form: HTMLFormElement) =>
  Object.fromEntries([...new FormData(form).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : ''])) as Record<string, string>;
