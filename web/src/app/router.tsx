import { createBrowserRouter, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { setNavigator } from '../lib/api-client.ts';
import { AdminLayout } from './layouts/admin-layout.tsx';
import { DashboardLayout } from './layouts/dashboard-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { StandaloneLayout } from './layouts/standalone-layout.tsx';
import { PageNotFound, RouteErrorPage } from './routes/error-pages.tsx';
import { requireAdmin, requireCustomer } from './routes/guards.ts';

// Every screen is its own chunk; the shell above stays small.
const CATEGORIES = ['forex-trading', 'crypto-trading', 'stock-trading', 'commodities-trading', 'forex-robots', 'commodities-robots', 'crypto-robots'];

const listing = () => import('./routes/public/listing.tsx');
const product = () => import('./routes/public/product.tsx');
const storefront: RouteObject[] = [
  { index: true, lazy: () => import('./routes/public/home.tsx') },
  { path: 'courses', lazy: listing },
  { path: 'cart', lazy: () => import('./routes/public/cart.tsx') },
  { path: 'checkout', loader: requireCustomer('/login?next=/checkout'), lazy: () => import('./routes/public/checkout.tsx') },
  { path: 'about-us', lazy: () => import('./routes/public/about-us.tsx') },
  { path: 'contact-us', lazy: () => import('./routes/public/contact-us.tsx') },
  { path: 'FTMO', lazy: () => import('./routes/public/ftmo.tsx') },
  { path: 'signals', lazy: () => import('./routes/public/signals.tsx') },
  ...CATEGORIES.flatMap((c) => [
    { path: c, lazy: listing },
    { path: `${c}/:id`, lazy: product },
  ]),
  { path: 'forgot-password', lazy: () => import('./routes/public/forgot-password.tsx') },
  { path: 'reset-password', lazy: () => import('./routes/public/reset-password.tsx') },
  { path: 'verify-email', lazy: () => import('./routes/public/verify-email.tsx') },
  { path: 'redirect-to-dashboard', lazy: () => import('./routes/public/redirect-to-dashboard.tsx') },
];

const dashboard: RouteObject[] = [
  { index: true, lazy: () => import('./routes/dashboard/home.tsx') },
  { path: 'courses', lazy: () => import('./routes/dashboard/owned.tsx') },
  { path: 'robots', lazy: () => import('./routes/dashboard/owned.tsx') },
  { path: 'course/:id', lazy: () => import('./routes/dashboard/course.tsx') },
  { path: 'robot/:id', lazy: () => import('./routes/dashboard/robot.tsx') },
  { path: 'account-details', lazy: () => import('./routes/dashboard/account-details.tsx') },
  { path: 'edit-details', lazy: () => import('./routes/dashboard/edit-details.tsx') },
  { path: 'change-password', lazy: () => import('./routes/dashboard/change-password.tsx') },
  { path: 'orders', lazy: () => import('./routes/dashboard/orders.tsx') },
];

const admin: RouteObject[] = [
  { index: true, lazy: () => import('./routes/admin/dashboard.tsx') },
  { path: 'create-admin', lazy: () => import('./routes/admin/create-admin.tsx') },
  { path: 'robots', lazy: () => import('./routes/admin/items.tsx') },
  { path: 'courses', lazy: () => import('./routes/admin/items.tsx') },
  { path: 'create-robot', lazy: () => import('./routes/admin/create-robot.tsx') },
  { path: 'create-course', lazy: () => import('./routes/admin/create-course.tsx') },
  { path: 'telegram-price', lazy: () => import('./routes/admin/telegram-price.tsx') },
  { path: 'revenue', lazy: () => import('./routes/admin/revenue.tsx') },
  { path: 'update/robot/:id', lazy: () => import('./routes/admin/update-item.tsx') },
  { path: 'update/course/:id', lazy: () => import('./routes/admin/update-item.tsx') },
  { path: 'profile', lazy: () => import('./routes/admin/profile.tsx') },
  { path: 'edit-profile', lazy: () => import('./routes/admin/edit-profile.tsx') },
];

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Spinner />,
    children: [
      {
        path: '/',
        element: <PublicLayout />,
        errorElement: <RouteErrorPage />,
        children: [...storefront, { path: 'dashboard', id: 'dashboard', loader: requireCustomer('/'), element: <DashboardLayout />, children: dashboard }],
      },
      {
        element: <StandaloneLayout />,
        children: [
          { path: 'login', lazy: () => import('./routes/public/auth.tsx') },
          { path: 'register', lazy: () => import('./routes/public/auth.tsx') },
          { path: 'registration/proceed', lazy: () => import('./routes/public/registration-proceed.tsx') },
          { path: 'dashboard/profile-information', lazy: () => import('./routes/dashboard/profile-information.tsx') },
          { path: 'sandbox/invoice/:id', lazy: () => import('./routes/public/sandbox-invoice.tsx') },
          { path: 'admin/login', errorElement: <PageNotFound />, lazy: () => import('./routes/admin/login.tsx') },
        ],
      },
      { path: 'admin', id: 'admin', loader: requireAdmin, element: <AdminLayout />, children: admin },
    ],
  },
]);

setNavigator((to) => void router.navigate(to));
