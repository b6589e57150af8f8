import { useLocation } from 'react-router';
import { AuthScreen } from '../../../features/auth/components/auth-screen.tsx';

export function Component() {
  return <AuthScreen mode={useLocation().pathname === '/register' ? 'register' : 'login'} />;
}
