import type { RouteObject } from 'react-router';
import { LISTING_ROUTES } from '@academy/shared/categories';
import { SCRIPT_CHUNK_TIMEOUT_MS } from '@academy/shared/constants';
import { Spinner } from '../components/ui/spinner.tsx';
import { withChunkTimeout } from '../lib/chunk-timeout.ts';
import { AdminLayout } from './layouts/admin-layout.tsx';
import { DashboardLayout } from './layouts/dashboard-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { StandaloneLayout } from './layouts/standalone-layout.tsx';
import { notFound, PageNotFound, RouteErrorPage } from './routes/error-pages.tsx';
import { paths } from '../config/paths.ts';
import { requireAdmin, requireCustomer } from './routes/guards.ts';
import { certificateReads, listingReads, productReads, signalsReads } from './ssr/page-reads.ts';
import { serverRendered } from './ssr/server-rendered.ts';

// Every screen is its own chunk; the shell above stays small.
const page = <T,>(load: () => Promise<T>) => withChunkTimeout(load, SCRIPT_CHUNK_TIMEOUT_MS);

const listing = page(() => import('./routes/public/listing.tsx'));
const product = page(() => import('./routes/public/product.tsx'));
// `handle: serverRendered(...)`: the public pages the BFF renders on the server, with the reads they show.
const storefront: RouteObject[] = [
  { index: true, lazy: page(() => import('./routes/public/home.tsx')), handle: serverRendered() },
  { path: 'courses', lazy: listing, handle: serverRendered(listingReads) },
  { path: 'cart', lazy: page(() => import('./routes/public/cart.tsx')), handle: serverRendered() },
  { path: 'checkout', loader: requireCustomer('login'), lazy: page(() => import('./routes/public/checkout.tsx')) },
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
  { index: true, lazy: page(() => import('./routes/dashboard/home.tsx')) },
  { path: 'courses', lazy: page(() => import('./routes/dashboard/owned.tsx')) },
  { path: 'robots', lazy: page(() => import('./routes/dashboard/owned.tsx')) },
  { path: 'course/:id', lazy: page(() => import('./routes/dashboard/course.tsx')) },
  { path: 'robot/:id', lazy: page(() => import('./routes/dashboard/robot.tsx')) },
  { path: 'account-details', lazy: page(() => import('./routes/dashboard/account-details.tsx')) },
  { path: 'edit-details', lazy: page(() => import('./routes/dashboard/edit-details.tsx')) },
  { path: 'change-password', lazy: page(() => import('./routes/dashboard/change-password.tsx')) },
  { path: 'orders', lazy: page(() => import('./routes/dashboard/orders.tsx')) },
  { path: 'subscriptions', lazy: page(() => import('./routes/dashboard/subscriptions.tsx')) },
];

const admin: RouteObject[] = [
  { index: true, lazy: page(() => import('./routes/admin/dashboard.tsx')) },
  { path: 'create-admin', lazy: page(() => import('./routes/admin/create-admin.tsx')) },
  { path: 'robots', lazy: page(() => import('./routes/admin/items.tsx')) },
  { path: 'licences', lazy: page(() => import('./routes/admin/licences.tsx')) },
  { path: 'courses', lazy: page(() => import('./routes/admin/items.tsx')) },
  { path: 'create-robot', lazy: page(() => import('./routes/admin/create-robot.tsx')) },
  { path: 'create-course', lazy: page(() => import('./routes/admin/create-course.tsx')) },
  { path: 'telegram-price', lazy: page(() => import('./routes/admin/telegram-price.tsx')) },
  { path: 'subscribers', lazy: page(() => import('./routes/admin/subscribers.tsx')) },
  { path: 'subscribers/:id', lazy: page(() => import('./routes/admin/subscriber.tsx')) },
  { path: 'settings', lazy: page(() => import('./routes/admin/settings.tsx')) },
  { path: 'orders', lazy: page(() => import('./routes/admin/orders.tsx')) },
  { path: 'revenue', lazy: page(() => import('./routes/admin/revenue.tsx')) },
  { path: 'payments', lazy: page(() => import('./routes/admin/payments.tsx')) },
  { path: 'jobs', lazy: page(() => import('./routes/admin/jobs.tsx')) },
  { path: 'audit', lazy: page(() => import('./routes/admin/audit.tsx')) },
  { path: 'coupons', lazy: page(() => import('./routes/admin/coupons.tsx')) },
  { path: 'reviews', lazy: page(() => import('./routes/admin/reviews.tsx')) },
  { path: 'learning', lazy: page(() => import('./routes/admin/learning.tsx')) },
  { path: 'learning/:slug', lazy: page(() => import('./routes/admin/learning-course.tsx')) },
  { path: 'users/:id/learning', lazy: page(() => import('./routes/admin/user-learning.tsx')) },
  { path: 'update/robot/:id', lazy: page(() => import('./routes/admin/update-item.tsx')) },
  { path: 'update/course/:id', lazy: page(() => import('./routes/admin/update-item.tsx')) },
  { path: 'profile', lazy: page(() => import('./routes/admin/profile.tsx')) },
  { path: 'edit-profile', lazy: page(() => import('./routes/admin/edit-profile.tsx')) },
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
        children: [...storefront, { path: 'dashboard', id: 'dashboard', loader: requireCustomer('home'), element: <DashboardLayout />, children: dashboard }],
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
        ],
      },
      {
        path: 'admin',
        id: 'admin',
        loader: requireAdmin,
        element: <AdminLayout />,
        // Within the shell: an unknown admin address or a failing admin page keeps the sidebar, and its way out is the admin's dashboard.
        children: [
          { errorElement: <RouteErrorPage home={{ to: paths.admin.root, label: 'Go to Dashboard' }} />, children: [...admin, { path: '*', loader: notFound }] },
        ],
      },
    ],
  },
];
