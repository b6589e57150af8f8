import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ACADEMY_NAME } from '@academy/shared/constants';

/** Every screen: a link opens the next page at its top, and Back returns to where the reader was. */
export function RootLayout() {
  const { pathname } = useLocation();
  // A public page's title leaves with it (React removes it); a screen that names none keeps the academy's.
  useEffect(() => {
    if (!document.title) document.title = ACADEMY_NAME;
  }, [pathname]);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
