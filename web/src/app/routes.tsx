import type { RouteObject } from 'react-router';
import { LISTING_ROUTES } from '@academy/shared/categories';
import { Spinner } from '../components/ui/spinner.tsx';
import { adminRoutes } from './admin-routes.tsx';
import { AdminLayout } from './layouts/admin-layout.tsx';
import { DashboardLayout } from './layouts/dashboard-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { StandaloneLayout } from './layouts/standalone-layout.tsx';
import { notFound, PageNotFound, RouteErrorPage } from './routes/error-pages.tsx';
import { paths } from '../config/paths.ts';
import { guardOnNewScreen, requireAdmin, requireCustomer } from './routes/guards.ts';
import { certificateReads, listingReads, productReads, signalsReads } from './ssr/page-reads.ts';
import { screenModule } from './ssr/screen-module.ts';
import { serverRendered } from './ssr/server-rendered.ts';
import { page } from './lazy-page.ts';

// Every screen is its own chunk (lazy-page.ts); the shell above stays small.
const listing = page(() => import('./routes/public/listing.tsx'));
const product = page(() => import('./routes/public/product.tsx'));
// `handle: serverRendered(...)`: the public pages the BFF renders on the server, with the reads they show.
const storefront: RouteObject[] = [
  { index: true, lazy: page(() => import('./routes/public/home.tsx')), handle: serverRendered() },
  { path: 'courses', lazy: listing, handle: serverRendered(listingReads) },
  { path: 'cart', lazy: page(() => import('./routes/public/cart.tsx')), handle: serverRendered() },
  {
    path: 'checkout',
    loader: requireCustomer('login'),
    shouldRevalidate: guardOnNewScreen,
    lazy: page(() => import('./routes/public/checkout.tsx')),
    handle: screenModule('src/app/routes/public/checkout.tsx'),
  },
  { path: 'about-us', lazy: page(() => import('./routes/public/about-us.tsx')), handle: serverRendered() },
  { path: 'contact-us', lazy: page(() => import('./routes/public/contact-us.tsx')), handle: serverRendered() },
  { path: 'FTMO', lazy: page(() => import('./routes/public/ftmo.tsx')), handle: serverRendered() },
  { path: 'signals', lazy: page(() => import('./routes/public/signals.tsx')), handle: serverRendered(signalsReads) },
  { path: 'certificates/:id', lazy: page(() => import('./routes/public/certificate.tsx')), handle: serverRendered(certificateReads) },
  ...LISTING_ROUTES.flatMap((c) => [
    { path: c, lazy: listing, handle: serverRendered(listingReads) },
    { path: `${c}/:id`, lazy: product, handle: serverRendered(productReads) },
  ]),
  { path: 'forgot-password', lazy: page(() => import('./routes/public/forgot-password.tsx')) },
  { path: 'reset-password', lazy: page(() => import('./routes/public/reset-password.tsx')) },
  { path: 'verify-email', lazy: page(() => import('./routes/public/verify-email.tsx')) },
  { path: 'redirect-to-dashboard', lazy: page(() => import('./routes/public/redirect-to-dashboard.tsx')) },
];

const dashboard: RouteObject[] = [
  { index: true, lazy: page(() => import('./routes/dashboard/home.tsx')), handle: screenModule('src/app/routes/dashboard/home.tsx') },
  { path: 'courses', lazy: page(() => import('./routes/dashboard/owned.tsx')), handle: screenModule('src/app/routes/dashboard/owned.tsx') },
  { path: 'robots', lazy: page(() => import('./routes/dashboard/owned.tsx')), handle: screenModule('src/app/routes/dashboard/owned.tsx') },
  { path: 'course/:id', lazy: page(() => import('./routes/dashboard/course.tsx')), handle: screenModule('src/app/routes/dashboard/course.tsx') },
  { path: 'robot/:id', lazy: page(() => import('./routes/dashboard/robot.tsx')), handle: screenModule('src/app/routes/dashboard/robot.tsx') },
  {
    path: 'account-details',
    lazy: page(() => import('./routes/dashboard/account-details.tsx')),
    handle: screenModule('src/app/routes/dashboard/account-details.tsx'),
  },
  { path: 'edit-details', lazy: page(() => import('./routes/dashboard/edit-details.tsx')), handle: screenModule('src/app/routes/dashboard/edit-details.tsx') },
  {
    path: 'change-password',
    lazy: page(() => import('./routes/dashboard/change-password.tsx')),
    handle: screenModule('src/app/routes/dashboard/change-password.tsx'),
  },
  { path: 'orders', lazy: page(() => import('./routes/dashboard/orders.tsx')), handle: screenModule('src/app/routes/dashboard/orders.tsx') },
  {
    path: 'subscriptions',
    lazy: page(() => import('./routes/dashboard/subscriptions.tsx')),
    handle: screenModule('src/app/routes/dashboard/subscriptions.tsx'),
  },
];

/** The SPA's routes: the browser's router (main.tsx) and the server's render (entry-server.tsx) both read them. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Spinner />,
    children: [
      {
        path: '/',
        element: <PublicLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          ...storefront,
          {
            path: 'dashboard',
            id: 'dashboard',
            loader: requireCustomer('home'),
            shouldRevalidate: guardOnNewScreen,
            element: <DashboardLayout />,
            children: dashboard,
          },
        ],
      },
      {
        element: <StandaloneLayout />,
        children: [
          { path: 'login', lazy: page(() => import('./routes/public/auth.tsx')) },
          { path: 'register', lazy: page(() => import('./routes/public/auth.tsx')) },
          { path: 'registration/proceed', lazy: page(() => import('./routes/public/registration-proceed.tsx')) },
          { path: 'dashboard/profile-information', lazy: page(() => import('./routes/dashboard/profile-information.tsx')) },
          { path: 'sandbox/invoice/:id', lazy: page(() => import('./routes/public/sandbox-invoice.tsx')) },
          { path: 'sandbox/paystack/:reference', lazy: page(() => import('./routes/public/sandbox-paystack.tsx')) },
          { path: 'admin/login', errorElement: <PageNotFound />, lazy: page(() => import('./routes/admin/login.tsx')) },
          { path: 'admin/set-up', lazy: page(() => import('./routes/admin/set-up.tsx')) },
          // A sign-in's second step, and the authenticator app an admin must set up first (docs/decisions/089-second-factors.md).
          { path: 'login/verify', lazy: page(() => import('./routes/public/second-factor.tsx')) },
          { path: 'admin/login/verify', lazy: page(() => import('./routes/admin/second-factor.tsx')) },
          { path: 'admin/login/two-factor', lazy: page(() => import('./routes/admin/two-factor-set-up.tsx')) },
        ],
      },
      {
        path: 'admin',
        id: 'admin',
        loader: requireAdmin,
        shouldRevalidate: guardOnNewScreen,
        element: <AdminLayout />,
        // Within the shell: an unknown admin address or a failing admin page keeps the sidebar, and its way out is the admin's dashboard.
        children: [
          {
            errorElement: <RouteErrorPage home={{ to: paths.admin.root, label: 'Go to Dashboard' }} />,
            children: [...adminRoutes, { path: '*', loader: notFound }],
          },
        ],
      },
    ],
  },
];
