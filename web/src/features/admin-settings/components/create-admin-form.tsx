import { toast } from 'sonner';
import { createAdminRequest } from '@academy/shared/admin';
import { ADMIN_CREATED_RELOAD_MS, ADMIN_TOAST_MS } from '@academy/shared/constants';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { createAdmin } from '../api/create-admin.ts';

const CREATED = 'Admin created successfully';

/** docs/requirements.md#validation: a required, valid email; on 201 the success message, then the page reloads after 2 s. */
export function CreateAdminForm() {
  const { errors, failure, busy, onSubmit } = useForm(
    createAdminRequest,
    async (data) => {
      await createAdmin(data);
      toast.success(CREATED, { duration: ADMIN_TOAST_MS });
      setTimeout(() => window.location.reload(), ADMIN_CREATED_RELOAD_MS);
    },
    {
      check: (fields) => (fields.email?.trim() ? {} : { email: 'Email is required' }),
      // The fields stay disabled until the reload shows the new admin in the list.
      leaves: true,
      fallback: 'The admin could not be created.',
    },
  );

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
