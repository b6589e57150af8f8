import type { AdminUser } from '@academy/shared/admin';
import { Button } from '../../../components/ui/button.tsx';
import { HandledApiError } from '../../../lib/api-client.ts';
import { type DialogOptions, showDialog } from '../../../lib/dialogs.ts';
import { type AdminAction, manageAdmin } from '../api/manage-admin.ts';

interface Step {
  action: AdminAction;
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

/** The super-admin's buttons on another admin's row, each asked first; `onDone` reads the list again. */
export function AdminActions({ admin, onDone }: { admin: AdminUser; onDone: () => Promise<unknown> }) {
  async function run(step: Step) {
    if (!(await showDialog({ ...step.question(admin.email), tone: 'warning', cancelText: 'Cancel' }))) return;
    try {
      await showDialog({ title: 'Done', text: await manageAdmin(admin.user_id, step.action), tone: 'success' });
      await onDone();
    } catch (err) {
      if (!(err instanceof HandledApiError))
        await showDialog({ title: 'Error!', text: err instanceof Error ? err.message : 'Please try again.', tone: 'error' });
    }
  }
  // A deactivated admin has no sessions left to end.
  const steps = admin.status === 'deactivated' ? [REACTIVATE, REMOVE] : [DEACTIVATE, END_SESSIONS, REMOVE];
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
