import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PasswordCheckDialog } from '../../../components/ui/password-check-dialog.tsx';
import { paths } from '../../../config/paths.ts';
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
  const navigate = useNavigate();
  return (
    <PasswordCheckDialog
      title="Close your account?"
      action="Close my account"
      cancel="Keep my account"
      danger
      send={async (password) => {
        toast.success(await closeAccount({ password }));
        void navigate(paths.home);
      }}
      onClose={onClose}
    >
      <p className="text-slate-200">This cannot be undone. When you close your account:</p>
      <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-300">
        {CONSEQUENCES.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <p className="text-sm text-slate-300">Download your data first if you want a copy.</p>
    </PasswordCheckDialog>
  );
}
