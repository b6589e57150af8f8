import type { AdminUser } from '@academy/shared/admin';
import { ROLE_LABELS } from '@academy/shared/staff-roles';
import { Button } from '../../../components/ui/button.tsx';
import { HandledApiError } from '../../../lib/api-client.ts';
import { type DialogOptions, showDialog } from '../../../lib/dialogs.ts';
import { type AdminAction, changeAdminRole, manageAdmin } from '../api/manage-admin.ts';

interface Step {
  action: AdminAction | 'role';
  label: string;
  /** The button's accessible name, which says whose row it is. */
  name: (email: string) => string;
  variant: 'danger' | 'secondary';
  question: (email: string) => Pick<DialogOptions, 'title' | 'text' | 'confirmText'>;
}

const DEACTIVATE: Step = {
  action: 'deactivate',
  label: 'Deactivate',
  name: (email) => `Deactivate ${email}`,
  variant: 'danger',
  question: (email) => ({
    title: 'Deactivate this admin?',
    text: `${email} will be signed out at once and cannot log in until reactivated.`,
    confirmText: 'Yes, deactivate',
  }),
};
const REACTIVATE: Step = {
  action: 'reactivate',
  label: 'Reactivate',
  name: (email) => `Reactivate ${email}`,
  variant: 'secondary',
  question: (email) => ({ title: 'Reactivate this admin?', text: `${email} will be able to log in again.`, confirmText: 'Yes, reactivate' }),
};
const END_SESSIONS: Step = {
  action: 'sessions/end-all',
  label: 'End all sessions',
  name: (email) => `End all sessions of ${email}`,
  variant: 'secondary',
  question: (email) => ({
    title: 'End all sessions?',
    text: `${email} will be signed out on every device and will need to log in again.`,
    confirmText: 'Yes, end them',
  }),
};
/** A lost phone (docs/decisions/089-second-factors.md): what they had goes, and they set it up again. */
const RESET_SECOND_FACTOR: Step = {
  action: 'second-factor/reset',
  label: 'Reset two-factor',
  name: (email) => `Reset two-factor sign-in of ${email}`,
  variant: 'secondary',
  question: (email) => ({
    title: 'Reset two-factor sign-in?',
    text: `${email} loses their authenticator app, recovery codes and passkeys, is signed out on every device, and sets up two-factor sign-in again if it is required. They are told by mail.`,
    confirmText: 'Yes, reset it',
  }),
};
const REMOVE: Step = {
  action: 'remove',
  label: 'Remove',
  name: (email) => `Remove ${email}`,
  variant: 'danger',
  question: (email) => ({
    title: 'Remove this admin?',
    text: `${email} will be signed out at once and their account deleted. You won't be able to revert this!`,
    confirmText: 'Yes, remove them',
  }),
};

/** Between admin and support (docs/decisions/087-staff-roles.md): the other role, and what it lets them do. */
function roleChange(admin: AdminUser): Step {
  const to = admin.role_name === 'support' ? 'admin' : 'support';
  const label = `Make ${ROLE_LABELS[to].toLowerCase()}`;
  return {
    action: 'role',
    label,
    name: (email) => `${label}: ${email}`,
    variant: 'secondary',
    question: (email) => ({
      title: to === 'support' ? 'Make this admin support?' : 'Make them an admin?',
      text:
        to === 'support'
          ? `${email} will see users, orders, licences and learning, and change nothing, from their next click; they stay signed in.`
          : `${email} will manage the shop as an admin from their next click; they stay signed in.`,
      confirmText: `Yes, make ${ROLE_LABELS[to].toLowerCase()}`,
    }),
  };
}

/** The super-admin's buttons on another admin's row, each asked first; `onDone` reads the list again. */
export function AdminActions({ admin, onDone }: { admin: AdminUser; onDone: () => Promise<unknown> }) {
  const send = (step: Step) =>
    step.action === 'role' ? changeAdminRole(admin.user_id, admin.role_name === 'support' ? 'admin' : 'support') : manageAdmin(admin.user_id, step.action);
  async function run(step: Step) {
    if (!(await showDialog({ ...step.question(admin.email), tone: 'warning', cancelText: 'Cancel' }))) return;
    try {
      await showDialog({ title: 'Done', text: await send(step), tone: 'success' });
      await onDone();
    } catch (err) {
      if (!(err instanceof HandledApiError))
        await showDialog({ title: 'Error!', text: err instanceof Error ? err.message : 'Please try again.', tone: 'error' });
    }
  }
  // A deactivated admin has no sessions left to end; only someone with a second factor has one to reset.
  const reset = admin.second_factor ? [RESET_SECOND_FACTOR] : [];
  const steps = admin.status === 'deactivated' ? [REACTIVATE, ...reset, REMOVE] : [roleChange(admin), DEACTIVATE, END_SESSIONS, ...reset, REMOVE];
  return (
    <div className="flex flex-col gap-2 whitespace-nowrap">
      {steps.map((step) => (
        <Button key={step.action} variant={step.variant} className="px-3 py-1.5" aria-label={step.name(admin.email)} onClick={() => void run(step)}>
          {step.label}
        </Button>
      ))}
    </div>
  );
}
