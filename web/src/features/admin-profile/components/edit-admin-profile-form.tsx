import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { type AdminProfile, adminProfileUpdateRequest } from '@academy/shared/admin';
import { ApiError } from '@academy/shared/api-error';
import { ADMIN_TOAST_MS, TEXT } from '@academy/shared/constants';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { showDialog } from '../../../lib/dialogs.ts';
import { logout } from '../../../lib/logout.ts';
import { confirmMismatch, type FieldErrors } from '../../../lib/form.ts';
import { useForm } from '../../../lib/use-form.ts';
import { updateAdminProfile } from '../api/update-admin-profile.ts';

/** A new password is typed twice and needs the current one: a session left open must not be enough to take the account. */
function passwordChangeErrors(values: Record<string, string>): FieldErrors {
  if (!values.new_password) return {};
  const errors: FieldErrors = {};
  Object.assign(errors, confirmMismatch(values));
  if (!values.current_password) errors.current_password = 'Enter your current password to change it';
  return errors;
}

/** docs/requirements.md#states-and-transitions: a successful update forces a logout and a return to /admin/login. */
export function EditAdminProfileForm({ profile }: { profile: AdminProfile }) {
  const navigate = useNavigate();
  const { errors, busy, onSubmit } = useForm(
    adminProfileUpdateRequest,
    async (data) => {
      await updateAdminProfile(data);
      toast.success(TEXT.adminUpdated, { duration: ADMIN_TOAST_MS });
      await logout('admin');
      void navigate(paths.admin.login);
    },
    {
      values: () => ({ email: profile.email }),
      check: passwordChangeErrors,
      leaves: true,
      // A wrong current password is the admin's to correct, beside the field; anything else is the failure dialog.
      failed: async (err) => {
        if (err instanceof ApiError && err.code === 422) return { errors: { current_password: err.message } };
        await showDialog({ title: 'Error', text: TEXT.profileUpdateFailed, tone: 'error' });
      },
    },
  );

  return (
    <Card className="max-w-2xl">
      <h1 className="mb-6 text-2xl font-semibold">Edit Profile</h1>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Edit profile">
        <Field label="First name" name="first_name" defaultValue={profile.first_name} error={errors.first_name} disabled={busy} required />
        <Field label="Last name" name="last_name" defaultValue={profile.last_name} error={errors.last_name} disabled={busy} required />
        <Field label="Middle name" name="middle_name" defaultValue={profile.middle_name} error={errors.middle_name} disabled={busy} />
        <Field label="Address" name="address" defaultValue={profile.address} error={errors.address} disabled={busy} />
        <Field label="Email" name="email_display" value={profile.email} readOnly className="sm:col-span-2" />
        <Field
          label="New password"
          name="new_password"
          type="password"
          autoComplete="new-password"
          hint="Leave blank to keep your password."
          error={errors.new_password}
          disabled={busy}
        />
        <Field
          label="Confirm new password"
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          error={errors.confirm_password}
          disabled={busy}
        />
        <Field
          label="Current password"
          name="current_password"
          type="password"
          autoComplete="current-password"
          hint="Needed only to change your password."
          error={errors.current_password}
          disabled={busy}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save changes'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
