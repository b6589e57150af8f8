import { Outlet } from 'react-router';
import { NavigationProgress } from '../../components/layout/navigation-progress.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-accent-400 focus:px-3 focus:py-2 focus:text-navy-950"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
