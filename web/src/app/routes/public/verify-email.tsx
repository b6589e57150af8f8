import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card, FormMessage } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { verifyEmail } from '../../../features/auth/api/verify-email.ts';
import { useNextParam } from '../../../lib/next-param.ts';
import { useSession } from '../../../lib/session.ts';

/**
 * The verification link's landing: confirms the token once, then offers the login (on to `next`, the
 * page that sent them to register), or the dashboard to a customer already signed in.
 */
export function Component() {
  const token = useSearchParams()[0].get('token') ?? '';
  const next = useNextParam();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const { session, loaded } = useSession();
  const signedIn = Boolean(session.customer);

  useEffect(() => {
    let current = true;
    verifyEmail(token).then(
      (res) => current && setOutcome({ ok: true, message: res.message }),
      (err: unknown) => current && setOutcome({ ok: false, message: err instanceof Error ? err.message : 'The link could not be confirmed.' }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="flex flex-col gap-4 text-center">
        <h1 className="text-2xl font-semibold">Email verification</h1>
        {!outcome || !loaded ? (
          <Spinner label="Confirming your email" />
        ) : outcome.ok && signedIn ? (
          <>
            {/* The server's answer says "You can now log in", which is wrong to someone signed in. */}
            <FormMessage tone="success">Your email is verified.</FormMessage>
            <LinkButton to={paths.dashboard.root}>Go to your dashboard</LinkButton>
          </>
        ) : (
          <>
            <FormMessage tone={outcome.ok ? 'success' : 'error'}>{outcome.message}</FormMessage>
            <LinkButton to={outcome.ok ? paths.loginThen(next) : paths.registerThen(next)}>{outcome.ok ? 'Log in' : 'Register again'}</LinkButton>
          </>
        )}
      </Card>
    </div>
  );
}
