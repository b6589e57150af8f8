import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { useNextParam } from '../../../lib/next-param.ts';

export function Component() {
  const email = useSearchParams()[0].get('email');
  const next = useNextParam();
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="flex flex-col items-center gap-4 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-accent-400/15 text-2xl text-accent-400" aria-hidden="true">
          ✉
        </span>
        <h1 className="text-2xl font-semibold">Check your email</h1>
        <p className="text-slate-300">
          We sent a confirmation link to {email ? <strong className="text-white">{email}</strong> : 'your email address'}. Open it to activate your account,
          then log in.
        </p>
        <p className="text-sm text-slate-400">The link is valid for 48 hours. Nothing arrived? Check your spam folder.</p>
        <LinkButton to={paths.loginThen(next)} variant="secondary">
          Go to login
        </LinkButton>
      </Card>
    </div>
  );
}
