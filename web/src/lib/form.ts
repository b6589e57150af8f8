import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

// zod's own wording for a missing or mistyped value; a person reads 'This field is required'.
const GENERIC = /received undefined|Invalid input/;
const REQUIRED = 'This field is required';

/** An issue worded for a person. A union ('' keeps, or 1 to 20) says only "Invalid input": one of its branches says what is wanted. */
function messageOf(issue: z.core.$ZodIssue): string {
  const specific =
    issue.code === 'invalid_union'
      ? issue.errors
          .flat()
          .map(messageOf)
          .find((m) => m !== REQUIRED)
      : undefined;
  return specific ?? (GENERIC.test(issue.message) ? REQUIRED : issue.message);
}

/** Checks a form's values with a shared schema; one message per field, worded for a person. */
export function checkForm<T extends z.ZodType>(
  schema: T,
  values: Record<string, unknown>,
): { data: z.infer<T>; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'form')] ??= messageOf(issue);
  return { data: null, errors };
}

/** A form's text fields as an object, trimmed later by the schema. */
export const formValues = (form: HTMLFormElement) =>
  Object.fromEntries([...new FormData(form).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : ''])) as Record<string, string>;

/** Puts `values` (from `formValues`) back into a form's own fields; a hidden or read-only one keeps what the page gave it. */
export function fillForm(form: HTMLFormElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    // Radios share a name: the one holding the value is checked.
    if (field instanceof RadioNodeList) {
      for (const radio of field) if (radio instanceof HTMLInputElement) radio.checked = radio.value === value;
    } else if (field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) field.value = value;
    else if (field instanceof HTMLInputElement && field.type !== 'hidden' && !field.readOnly) field.value = value;
  }
}

/** A confirm field that differs from the password it confirms (`password`'s field, or `new_password` when the form has one). */
export function confirmMismatch(fields: Record<string, string>): FieldErrors {
  if (!('confirm_password' in fields)) return {};
  return fields.confirm_password === (fields.new_password ?? fields.password) ? {} : { confirm_password: 'The passwords do not match' };
}
