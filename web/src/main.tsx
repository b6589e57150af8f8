import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { App } from './app/app.tsx';
import { routes } from './app/routes.tsx';
import { readServerState } from './app/ssr/server-state.ts';
import { setNavigator } from './lib/api-client.ts';
import { dropDocumentSession } from './lib/document-session.ts';
import './index.css';

const state = readServerState();
if (state) {
  // The server rendered this page: its route modules load before hydrating, or the router would
  // show its loading fallback where the server's page is.
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}
// Server-rendered pages have no loaders, so there is no loader data to hand over.
const router = createBrowserRouter(routes, state ? { hydrationData: { loaderData: {} } } : undefined);
setNavigator((to, state) => void router.navigate(to, { state }));
// The session and reads the shell carried are the first screen's (lib/document-session.ts): the next screen's guard asks
// afresh. Not the screen's own navigations (the player writing its chapter into the address).
router.subscribe(
  ({ initialized, navigation, location }) =>
    initialized && navigation.state !== 'idle' && navigation.location.pathname !== location.pathname && dropDocumentSession(),
);

const app = (
  <StrictMode>
    <App data={state?.data} origin={state?.origin ?? window.location.origin} country={state?.country}>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);
const root = document.getElementById('root')!;
if (state) hydrateRoot(root, app);
else createRoot(root).render(app);
