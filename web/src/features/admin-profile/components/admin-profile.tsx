import type { AdminProfile } from '@academy/shared/admin';
import { ROLE_LABELS } from '@academy/shared/staff-roles';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';

export function AdminProfileView({ profile }: { profile: AdminProfile }) {
  return (
    <Card className="max-w-2xl">
      <h1 className="mb-1 text-2xl font-semibold">Account Details</h1>
      <p className="mb-6 text-sm text-slate-400">Role: {ROLE_LABELS[profile.role_name]}</p>
      <form className="grid gap-4 sm:grid-cols-2" aria-label="Account Details">
        <Field label="First name" name="first_name" value={profile.first_name} readOnly />
        <Field label="Last name" name="last_name" value={profile.last_name} readOnly />
        <Field label="Middle name" name="middle_name" value={profile.middle_name} readOnly />
        <Field label="Address" name="address" value={profile.address} readOnly />
        <Field label="Email" name="email" value={profile.email} readOnly className="sm:col-span-2" />
      </form>
      <LinkButton to={paths.admin.editProfile} className="mt-6">
        Edit Details
      </LinkButton>
    </Card>
  );
}
