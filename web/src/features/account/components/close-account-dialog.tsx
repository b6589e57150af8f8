import { useId } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { closeAccountRequest } from '@academy/shared/account-closing';
import { ApiError } from '@academy/shared/api-error';
import { Button } from '../../../components/ui/button.tsx';
import { ModalForm } from '../../../components/ui/modal-form.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { useForm } from '../../../lib/use-form.ts';
import { closeAccount } from '../api/close-account.ts';

/** What closing does, as the upstream does it (accounts/data-requests.ts and each domain's personal-data.ts; decision 086). */
const CONSEQUENCES = [
  'You are signed out on every device and cannot sign in to this account again.',
  'Your name, email address, address and password are erased. Your email address can register a new account afterwards.',
  'Your robot licences stop working, you leave the signals group, and a running subscription ends now and is not renewed.',
  'Your reviews, course progress, quiz attempts and certificates are deleted.',
  'Your orders, payments and refunds are kept, without your name, because the law requires us to keep financial records.',
];

/**
 * Closing the account, as a modal: what happens, said plainly, and the password asked again. A wrong
 * one is told beside the field; once closed the customer is signed out and taken home.
 */
export function CloseAccountDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const navigate = useNavigate();
  const { errors, busy, failure, onSubmit } = useForm(
    closeAccountRequest,
    async (data) => {
      toast.success(await closeAccount(data));
      void navigate(paths.home);
    },
    {
      leaves: true,
      failed: (err) => (err instanceof ApiError && err.code === 403 ? { errors: { password: err.message } } : err instanceof Error ? err.message : undefined),
    },
  );

  return (
    <ModalForm titleId={titleId} busy={busy} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <h2 id={titleId} className="text-xl font-semibold">
          Close your account?
        </h2>
        <p className="text-slate-200">This cannot be undone. When you close your account:</p>
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-300">
          {CONSEQUENCES.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <p className="text-sm text-slate-300">Download your data first if you want a copy.</p>
        <Field label="Your password" name="password" type="password" autoComplete="current-password" error={errors.password} disabled={busy} />
        {failure && (
          <p role="alert" className="text-sm text-red-300">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Keep my account
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            Close my account
          </Button>
        </div>
      </form>
    </ModalForm>
  );
}
