import type { AuditEntry } from '@academy/shared/audit';
import { dateTime } from '../../../lib/time-text.ts';

/** One field of a change: its name, and its value before and after (undefined: that side has none). */
export interface ChangedField {
  field: string;
  before: string | undefined;
  after: string | undefined;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A value as an admin reads it: text as it is (a time as a date and time), nothing as "none", a list by its items, anything else as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return 'none';
  if (typeof value === 'string') return ISO_TIME.test(value) ? dateTime(value) : value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) return value.join(', ');
  return JSON.stringify(value);
}

/** A field's name as words: `activation_limit` → "activation limit". */
export const fieldText = (field: string) => field.replace(/_/g, ' ');

/** The entry's change field by field, in the order the entry names them (before's first, then any only after has). */
export function changedFields({ before, after }: Pick<AuditEntry, 'before' | 'after'>): ChangedField[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const side = (values: Record<string, unknown> | null, field: string) => (values && field in values ? valueText(values[field]) : undefined);
  return fields.map((field) => ({ field, before: side(before, field), after: side(after, field) }));
}
