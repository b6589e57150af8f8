import { Field } from '../../../components/ui/field.tsx';
import type { FieldErrors } from '../../../lib/form.ts';
import { SelectField, TextArea } from './form-controls.tsx';

interface ItemFieldsProps {
  errors: FieldErrors;
  busy: boolean;
  author: string;
  category: 'robots' | 'courses';
  types: readonly string[];
  /** The legacy NGN field the spec keeps hidden (robots 1000, courses 100000). */
  defaultPrice: number;
}

/** The fields robots and courses share on their create forms (docs/requirements.md#validation). */
export function ItemFields({ errors, busy, author, category, types, defaultPrice }: ItemFieldsProps) {
  return (
    <>
      <Field label="Title" name="title" error={errors.title} disabled={busy} className="sm:col-span-2" />
      <input type="hidden" name="price" value={defaultPrice} />
      <Field label="Price (USD)" name="usd" type="number" min="0" step="0.01" error={errors.usd} disabled={busy} />
      <Field label="Author" name="author_display" value={author} readOnly />
      <TextArea label="Description" name="description" error={errors.description} disabled={busy} className="sm:col-span-2" />
      <SelectField label="Category" name="category" options={[category]} error={errors.category} disabled={busy} />
      <SelectField label="Type" name="type" options={types} error={errors.type} disabled={busy} />
    </>
  );
}
