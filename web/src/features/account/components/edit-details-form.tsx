import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { type UserDetails, userUpdateRequest } from '@academy/shared/user';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { Card, FormMessage } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { useForm } from '../../../lib/use-form.ts';
import { updateUser } from '../api/update-user.ts';

export function EditDetailsForm({ details }: { details: UserDetails }) {
  const navigate = useNavigate();
  const { errors, failure, busy, onSubmit } = useForm(
    userUpdateRequest,
    async (data) => {
      toast.success((await updateUser(details.email, data)).message);
      void navigate(paths.dashboard.accountDetails(details.email));
    },
    { leaves: true, fallback: 'Your details could not be saved.' },
  );

  return (
    <Card className="max-w-2xl">
      <h1 className="mb-6 text-2xl font-semibold">Edit Details</h1>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Edit details">
        {failure && (
          <div className="sm:col-span-2">
            <FormMessage tone="error">{failure}</FormMessage>
          </div>
        )}
        <Field label="First name" name="first_name" defaultValue={details.first_name} error={errors.first_name} disabled={busy} required />
        <Field label="Last name" name="last_name" defaultValue={details.last_name} error={errors.last_name} disabled={busy} required />
        <Field
          label="Email"
          name="email_display"
          value={details.email}
          readOnly
          hint="Your email is your login and cannot be changed."
          className="sm:col-span-2"
        />
        <Field label="Middle name" name="middle_name" defaultValue={details.middle_name} error={errors.middle_name} disabled={busy} />
        <Field label="Address" name="address" defaultValue={details.address} error={errors.address} disabled={busy} />
        <div className="flex gap-3 sm:col-span-2">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save changes'}
          </Button>
          <LinkButton to={paths.dashboard.accountDetails(details.email)} variant="secondary">
            Cancel
          </LinkButton>
        </div>
      </form>
    </Card>
  );
}
