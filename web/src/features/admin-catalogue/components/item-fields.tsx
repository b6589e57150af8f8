import { useId } from 'react';
import type { EditableItem } from '@academy/shared/admin-catalogue';
import { CATALOGUE_STATUSES } from '@academy/shared/catalogue';
import { Field } from '../../../components/ui/field.tsx';
import { STATUS_LABEL } from './item-status.tsx';
import type { FieldErrors } from '../../../lib/form.ts';
import { SelectField, TextArea } from './form-controls.tsx';

interface ItemFieldsProps {
  errors: FieldErrors;
  busy: boolean;
  author: string;
  category: 'robots' | 'courses';
  types: readonly string[];
  /** Creating: the legacy NGN field the spec keeps hidden (robots 1000, courses 100000). */
  defaultPrice?: number;
  /**
   * Updating: the item as stored, each field starting at its value. Its category only shows: a robot
   * stays a robot (its buyers hold licences, a course's buyers progress).
   */
  current?: EditableItem;
}

/** The fields robots and courses share on their create and update forms (docs/requirements.md#validation). */
export function ItemFields({ errors, busy, author, category, types, defaultPrice, current }: ItemFieldsProps) {
  return (
    <>
      <Field label="Title" name="title" defaultValue={current?.title} error={errors.title} disabled={busy} className="sm:col-span-2" />
      {defaultPrice !== undefined && <input type="hidden" name="price" value={defaultPrice} />}
      <Field label="Price (USD)" name="usd" type="number" min="0" step="0.01" defaultValue={current?.usd} error={errors.usd} disabled={busy} />
      <Field label="Author" name="author_display" value={author} readOnly />
      <TextArea
        label="Description"
        name="description"
        defaultValue={current?.description}
        error={errors.description}
        disabled={busy}
        className="sm:col-span-2"
      />
      <SelectField
        label="Category"
        name="category"
        options={[category]}
        defaultValue={current ? category : ''}
        error={errors.category}
        disabled={busy || current !== undefined}
      />
      <SelectField label="Type" name="type" options={types} defaultValue={current?.type} error={errors.type} disabled={busy} />
      <StatusField current={current?.status} disabled={busy} />
    </>
  );
}

/**
 * Published (listed and sold) or Draft when creating; an update also retires, or brings an item back
 * (docs/decisions/070-catalogue-status.md).
 */
function StatusField({ current, disabled }: { current?: EditableItem['status']; disabled: boolean }) {
  const id = useId();
  const choices = current ? CATALOGUE_STATUSES : (['published', 'draft'] as const);
  return (
    // A row of its own, one column wide: the files below keep their pairs.
    <div className="flex flex-col gap-1.5 sm:col-span-2 sm:w-1/2 sm:pr-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        Status
      </label>
      <select
        id={id}
        name="status"
        defaultValue={current ?? 'published'}
        disabled={disabled}
        className="rounded-lg border border-navy-700 bg-navy-950 px-3 py-2.5 text-slate-100 disabled:opacity-60"
      >
        {choices.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABEL[status]}
          </option>
        ))}
      </select>
    </div>
  );
}
