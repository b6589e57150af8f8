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
      {/* At least a screen high: the footer starts below the fold, so a screen that fills in after its reads
          (checkout, the player, Your Courses) does not push it down in view (Lighthouse counted up to 0.63 of layout shift). */}
      <main id="main" className="min-h-screen flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
