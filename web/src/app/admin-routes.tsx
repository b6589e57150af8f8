import { matchRoutes, type RouteObject, type UIMatch } from 'react-router';
import type { AdminCall } from '../lib/admin-access.ts';
import { page } from './lazy-page.ts';

/**
 * What an admin screen is for, as the endpoint it cannot work without (its list, or its form's save):
 * the role may open the screen, and see it in the sidebar, when the endpoint's roles let it in
 * (docs/decisions/087-staff-roles.md).
 */
export interface AdminScreen {
  call: AdminCall;
}
const screen = (call: AdminCall): { handle: AdminScreen } => ({ handle: { call } });

/** The admin area's screens, under /admin (routes.tsx). */
export const adminRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('./routes/admin/dashboard.tsx')), ...screen('GET admin/users') },
  { path: 'create-admin', lazy: page(() => import('./routes/admin/create-admin.tsx')), ...screen('GET admin/admin') },
  { path: 'robots', lazy: page(() => import('./routes/admin/items.tsx')), ...screen('GET admin/robots') },
  { path: 'licences', lazy: page(() => import('./routes/admin/licences.tsx')), ...screen('GET admin/licences') },
  { path: 'courses', lazy: page(() => import('./routes/admin/items.tsx')), ...screen('GET admin/courses') },
  { path: 'create-robot', lazy: page(() => import('./routes/admin/create-robot.tsx')), ...screen('POST admin/robots/create') },
  { path: 'create-course', lazy: page(() => import('./routes/admin/create-course.tsx')), ...screen('POST admin/courses/create') },
  { path: 'telegram-price', lazy: page(() => import('./routes/admin/telegram-price.tsx')), ...screen('GET admin/telegram') },
  { path: 'subscribers', lazy: page(() => import('./routes/admin/subscribers.tsx')), ...screen('GET admin/subscriptions') },
  { path: 'subscribers/:id', lazy: page(() => import('./routes/admin/subscriber.tsx')), ...screen('GET admin/subscriptions/:id') },
  { path: 'settings', lazy: page(() => import('./routes/admin/settings.tsx')), ...screen('GET admin/settings') },
  { path: 'orders', lazy: page(() => import('./routes/admin/orders.tsx')), ...screen('GET admin/orders') },
  { path: 'revenue', lazy: page(() => import('./routes/admin/revenue.tsx')), ...screen('GET admin/revenues') },
  { path: 'payments', lazy: page(() => import('./routes/admin/payments.tsx')), ...screen('GET admin/payments/notices') },
  { path: 'jobs', lazy: page(() => import('./routes/admin/jobs.tsx')), ...screen('GET admin/jobs') },
  { path: 'audit', lazy: page(() => import('./routes/admin/audit.tsx')), ...screen('GET admin/audit') },
  { path: 'coupons', lazy: page(() => import('./routes/admin/coupons.tsx')), ...screen('GET admin/coupons') },
  { path: 'reviews', lazy: page(() => import('./routes/admin/reviews.tsx')), ...screen('GET admin/reviews') },
  { path: 'questions', lazy: page(() => import('./routes/admin/questions.tsx')), ...screen('GET admin/questions') },
  { path: 'learning', lazy: page(() => import('./routes/admin/learning.tsx')), ...screen('GET admin/learning/courses') },
  { path: 'learning/:slug', lazy: page(() => import('./routes/admin/learning-course.tsx')), ...screen('GET admin/learning/courses/:slug') },
  { path: 'users/:id/learning', lazy: page(() => import('./routes/admin/user-learning.tsx')), ...screen('GET admin/users/:id/learning') },
  { path: 'update/robot/:id', lazy: page(() => import('./routes/admin/update-item.tsx')), ...screen('POST admin/updateRobot') },
  { path: 'update/course/:id', lazy: page(() => import('./routes/admin/update-item.tsx')), ...screen('POST admin/updateCourse') },
  { path: 'profile', lazy: page(() => import('./routes/admin/profile.tsx')), ...screen('GET admin/super-admin/fetch') },
  { path: 'edit-profile', lazy: page(() => import('./routes/admin/edit-profile.tsx')), ...screen('POST admin/super-admin/update') },
  { path: 'security', lazy: page(() => import('./routes/admin/security.tsx')), ...screen('GET admin/security') },
];

const callOf = (handle: unknown) => (handle as Partial<AdminScreen> | undefined)?.call;

const underAdmin: RouteObject[] = [{ path: '/admin', children: adminRoutes }];

/** The call the screen at `pathname` (an /admin address) needs; undefined for an address no screen has. */
export const screenCallAt = (pathname: string) => callOf(matchRoutes(underAdmin, pathname)?.at(-1)?.route.handle);

/** The call the screen now open needs, from the router's matches. */
export const openScreenCall = (matches: UIMatch[]) => matches.map((m) => callOf(m.handle)).findLast(Boolean);
