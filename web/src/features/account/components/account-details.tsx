import type { UserDetails } from '@academy/shared/user';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';

/** Read-only account details (docs/requirements.md#account-details) with an Edit Details link. */
export function AccountDetails({ details, title = 'Account Details' }: { details: UserDetails; title?: string }) {
  return (
    <Card className="max-w-2xl">
      <h1 className="mb-6 text-2xl font-semibold">{title}</h1>
      <form className="grid gap-4 sm:grid-cols-2" aria-label={title}>
        <Field label="First name" name="first_name" value={details.first_name} readOnly />
        <Field label="Last name" name="last_name" value={details.last_name} readOnly />
        <Field label="Email" name="email" value={details.email} readOnly className="sm:col-span-2" />
        <Field label="Middle name" name="middle_name" value={details.middle_name} readOnly />
        <Field label="Address" name="address" value={details.address} readOnly />
      </form>
      <LinkButton to={paths.dashboard.editDetails(details.email)} className="mt-6">
        Edit Details
      </LinkButton>
    </Card>
  );
}
