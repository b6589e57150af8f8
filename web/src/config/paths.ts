import { type ListingRoute, robotRouteOfType } from '@academy/shared/categories';
import { certificatePaths } from '@academy/shared/certificate-paths';
import { sameOriginPath } from '@academy/shared/next-path';

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;
/** `path`, carrying `next` when it is a page of this shop; anything else is dropped, never followed. */
const withNext = (path: string, next: string | null | undefined, query: Record<string, string> = {}) => {
  const kept = sameOriginPath(next);
  const all = kept ? { ...query, next: kept } : query;
  return Object.keys(all).length ? withQuery(path, all) : path;
};

/** Every URL the SPA links or navigates to. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  /** The login, then back to `next`: where the person was, or was going. */
  loginThen: (next: string | null | undefined) => withNext('/login', next),
  registerThen: (next: string | null | undefined) => withNext('/register', next),
  /** The sign-in's second step (a code from the app), then on to `next`. */
  loginVerify: (next: string | null | undefined) => withNext('/login/verify', next),
  registrationProceed: (email: string, next?: string | null) => withNext('/registration/proceed', next, { email }),
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  redirectToDashboard: '/redirect-to-dashboard',
  courses: '/courses',
  cart: '/cart',
  checkout: '/checkout',
  /** The checkout of a period of the signals group's plan. */
  groupCheckout: (plan: string) => withQuery('/checkout', { 'telegram-payment': 'true', plan }),
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  ftmo: '/FTMO',
  signals: '/signals',
  /** A certificate's public verification page. */
  certificate: (id: string) => certificatePaths.page(id),
  category: (category: ListingRoute) => `/${category}`,
  /** A product's detail page, under its listing: /forex-trading/{slug}, /forex-robots/{slug}. */
  product: (item: { type: 'course' | 'robot'; category: string; slug: string }) =>
    `/${item.type === 'robot' ? robotRouteOfType(item.category) : item.category}/${encodeURIComponent(item.slug)}`,
  dashboard: {
    root: '/dashboard',
    courses: '/dashboard/courses',
    robots: '/dashboard/robots',
    accountDetails: (id: string) => withQuery('/dashboard/account-details', { id }),
    editDetails: (id: string) => withQuery('/dashboard/edit-details', { id }),
    changePassword: '/dashboard/change-password',
    orders: '/dashboard/orders',
    subscriptions: '/dashboard/subscriptions',
    profileInformation: '/dashboard/profile-information',
    course: (slug: string) => `/dashboard/course/${encodeURIComponent(slug)}`,
    robot: (slug: string) => `/dashboard/robot/${encodeURIComponent(slug)}`,
  },
  admin: {
    login: '/admin/login',
    /** The admin login, then back to `next` when it is an admin page. */
    loginThen: (next: string | null | undefined) => withNext('/admin/login', next?.startsWith('/admin/') ? next : null),
    setUp: '/admin/set-up',
    /** The admin sign-in's second step, then back to `next` when it is an admin page. */
    verify: (next: string | null | undefined) => withNext('/admin/login/verify', next?.startsWith('/admin') ? next : null),
    /** Setting up the authenticator app the account must have before anything else, then on to `next`. */
    twoFactorSetUp: (next: string | null | undefined) => withNext('/admin/login/two-factor', next?.startsWith('/admin') ? next : null),
    /** The admin's own sign-in security (and the super-admin's requirement for every admin). */
    security: '/admin/security',
    root: '/admin',
    createAdmin: '/admin/create-admin',
    robots: '/admin/robots',
    licences: '/admin/licences',
    robotLicences: (slug: string) => withQuery('/admin/licences', { robot: slug }),
    userLicences: (userId: string) => withQuery('/admin/licences', { user: userId }),
    createRobot: '/admin/create-robot',
    courses: '/admin/courses',
    createCourse: '/admin/create-course',
    telegramPrice: '/admin/telegram-price',
    subscribers: '/admin/subscribers',
    subscriber: (id: string) => `/admin/subscribers/${encodeURIComponent(id)}`,
    settings: '/admin/settings',
    orders: '/admin/orders',
    revenue: '/admin/revenue',
    payments: '/admin/payments',
    jobs: '/admin/jobs',
    /** Who did what in the admin area; its filters ride in the query. */
    audit: '/admin/audit',
    /** Orders short of their price, or with a provider notice after payment. */
    attentionOrders: withQuery('/admin/orders', { attention: 'true' }),
    coupons: '/admin/coupons',
    reviews: '/admin/reviews',
    questions: '/admin/questions',
    learning: '/admin/learning',
    learningCourse: (slug: string) => `/admin/learning/${encodeURIComponent(slug)}`,
    userLearning: (userId: string) => `/admin/users/${encodeURIComponent(userId)}/learning`,
    profile: '/admin/profile',
    editProfile: '/admin/edit-profile',
    updateRobot: (slug: string) => `/admin/update/robot/${encodeURIComponent(slug)}`,
    updateCourse: (slug: string) => `/admin/update/course/${encodeURIComponent(slug)}`,
  },
} as const;
