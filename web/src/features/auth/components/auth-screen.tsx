import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ACADEMY_NAME } from '@academy/shared/constants';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import type { EndedSession } from '../../../lib/api-client.ts';
import { useNextParam } from '../../../lib/next-param.ts';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

const tab = (active: boolean) =>
  `flex-1 rounded-lg px-4 py-2 text-center text-sm font-semibold ${active ? 'bg-accent-400 text-navy-950' : 'text-slate-300 hover:text-white'}`;

/**
 * /login and /register: one screen, two modes (docs/requirements.md#standalone-screens). Both keep
 * `?next=` between them, and a session that ended says why it brought its customer here.
 * `passkeySignIn`: the login's other way in, from the app layer (features/passkeys).
 */
export function AuthScreen({ mode, passkeySignIn }: { mode: 'login' | 'register'; passkeySignIn?: ReactNode }) {
  const next = useNextParam();
  const ended = (useLocation().state as Partial<EndedSession> | null)?.ended;
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-12">
      <div className="text-center">
        <h1 className="text-3xl font-semibold">{mode === 'login' ? 'Welcome back' : 'Create your account'}</h1>
        <p className="mt-2 text-slate-300">
          {mode === 'login' ? `Log in to continue learning at ${ACADEMY_NAME}.` : 'Join thousands of traders learning with a plan.'}
        </p>
      </div>
      {ended && mode === 'login' && (
        <p role="status" className="rounded-xl border border-amber-300/40 bg-amber-300/10 px-4 py-3 text-sm text-slate-100">
          {ended}
        </p>
      )}
      <Card>
        <nav aria-label="Log in or register" className="mb-6 flex gap-1 rounded-xl bg-navy-950 p-1">
          <Link to={paths.loginThen(next)} className={tab(mode === 'login')} aria-current={mode === 'login' ? 'page' : undefined}>
            Log in
          </Link>
          <Link to={paths.registerThen(next)} className={tab(mode === 'register')} aria-current={mode === 'register' ? 'page' : undefined}>
            Register
          </Link>
        </nav>
        {mode === 'login' ? <LoginForm passkeySignIn={passkeySignIn} /> : <RegisterForm />}
      </Card>
    </div>
  );
}
