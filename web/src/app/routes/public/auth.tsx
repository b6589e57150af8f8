import { redirect, type LoaderFunctionArgs, useLocation } from 'react-router';
import { sameOriginPath } from '@academy/shared/next-path';
import { paths } from '../../../config/paths.ts';
import { AuthScreen } from '../../../features/auth/components/auth-screen.tsx';
import { PasskeySignInButton } from '../../../features/passkeys/components/passkey-sign-in-button.tsx';
import { fetchSession } from '../../../lib/session.ts';

/** A customer already signed in has nothing to do here: on to where the login would have led. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { customer } = await fetchSession();
  if (!customer) return null;
  return redirect(sameOriginPath(new URL(request.url).searchParams.get('next')) ?? paths.dashboard.root);
}

export function Component() {
  // The passkey sign-in is its own feature (features do not import each other): handed to the login form here.
  return <AuthScreen mode={useLocation().pathname === '/register' ? 'register' : 'login'} passkeySignIn={<PasskeySignInButton />} />;
}
