import { Link, Outlet } from 'react-router';
import { Brand } from '../../components/layout/brand.tsx';
import { NavigationProgress } from '../../components/layout/navigation-progress.tsx';

/** Login, register and the other standalone screens: the brand and a way home, nothing else. */
export function StandaloneLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <NavigationProgress />
      <header className="mx-auto flex w-full max-w-7xl items-center justify-between px-4 py-4 sm:px-6">
        <Brand />
        <Link to="/" className="text-sm text-slate-300 hover:text-white">
          Back to home
        </Link>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
