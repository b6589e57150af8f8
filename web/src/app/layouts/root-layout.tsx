import { Outlet, ScrollRestoration } from 'react-router';

/** Every screen: a link opens the next page at its top, and Back returns to where the reader was. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
