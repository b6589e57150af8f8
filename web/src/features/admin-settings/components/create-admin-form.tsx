import { type SubmitEvent, useState } from 'react';
import { toast } from 'sonner';
import { createAdminRequest } from '@academy/shared/admin';
import { ADMIN_CREATED_RELOAD_MS, ADMIN_TOAST_MS } from '@academy/shared/constants';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { HandledApiError } from '../../../lib/api-client.ts';
import { checkForm, type FieldErrors, formValues } from '../../../lib/form.ts';
import { createAdmin } from '../api/create-admin.ts';

const CREATED = 'Admin created successfully';

/** docs/requirements.md#validation: a required, valid email; on 201 the success message, then the page reloads after 2 s. */
export function CreateAdminForm() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const values = formValues(e.currentTarget);
    const checked = checkForm(createAdminRequest, values);
    setErrors(values.email?.trim() ? (checked.errors ?? {}) : { email: 'Email is required' });
    setFailure('');
    if (!checked.data) return;
    setBusy(true);
    try {
      await createAdmin(checked.data);
      toast.success(CREATED, { duration: ADMIN_TOAST_MS });
      // The fields stay disabled until the reload shows the new admin in the list.
      setTimeout(() => window.location.reload(), ADMIN_CREATED_RELOAD_MS);
    } catch (err) {
      setBusy(false);
      if (!(err instanceof HandledApiError)) setFailure(err instanceof Error ? err.message : 'The admin could not be created.');
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create Admin" className="flex flex-col gap-4">
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="off"
        hint="They get an email with a link to set their password."
        error={errors.email}
        disabled={busy}
        required
      />
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? 'Creating…' : 'Create Admin'}
      </Button>
    </form>
  );
}
