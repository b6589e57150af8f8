import { toast } from 'sonner';
import { createAdminRequest } from '@academy/shared/admin';
import { ADMIN_CREATED_RELOAD_MS, ADMIN_TOAST_MS } from '@academy/shared/constants';
import { ASSIGNABLE_ROLES, ROLE_LABELS } from '@academy/shared/staff-roles';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { createAdmin } from '../api/create-admin.ts';

const CREATED = 'Admin created successfully';
// An admin unless the super-admin says otherwise; support sees and changes nothing (docs/decisions/087-staff-roles.md).
const ROLE_CHOICES = ASSIGNABLE_ROLES.map((role) => [role, role === 'support' ? `${ROLE_LABELS[role]} (sees, changes nothing)` : ROLE_LABELS[role]] as const);

/** docs/requirements.md#validation: a required, valid email and a role; on 201 the success message, then the page reloads after 2 s. */
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
      <SelectField label="Role" name="role" options={ROLE_CHOICES} defaultValue="admin" disabled={busy} />
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? 'Creating…' : 'Create Admin'}
      </Button>
    </form>
  );
}
