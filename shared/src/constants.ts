// Business constants and user-facing texts, quoted from the product spec (sections 2, 4, 8, 9).

export const ACADEMY_NAME = 'Meridian Trading Academy';
export const DEFAULT_PRODUCT = 'academy';
export const SUPPORT_EMAIL = 'support@meridian-academy.com';

export const CUSTOMER_PAGE_SIZE = 12;
export const ADMIN_PAGE_SIZE = 10;
export const MAX_PAGE_LENGTH = 100;
/** A product page's reviews, a page at a time (here, not in reviews.ts: the web's shell reads it, and zod would come with that module). */
export const REVIEWS_PAGE_SIZE = 10;

/** Upload chunk size: 1 MiB. */
export const CHUNK_SIZE = 1_048_576;

export const STATISTICS_TARGETS = { students: 10_000, lessons: 1_090, courses: 400 } as const;
export const STATISTICS_TICK_MS = 20;

export const PAYMENT_REMINDER_MS = 10_000;
export const REGISTRATION_MODAL_REDIRECT_MS = 3_000;
export const ADMIN_TOAST_MS = 3_000;
export const ADMIN_CREATED_RELOAD_MS = 2_000;
export const COURSE_CREATED_DIALOG_MS = 60_000;
/** A script chunk not loaded within this long counts as failed (docs/requirements.md#constants-and-limits). */
export const SCRIPT_CHUNK_TIMEOUT_MS = 120_000;
export const ROBOT_DESCRIPTION_PREVIEW = 150;
export const DEFAULT_COUNTRY = 'Nigeria';

/** Messages on the wire: the upstream answers them, the BFF and the SPA react to them. */
export const WIRE = {
  unauthorized: 'Unauthorized',
  tokenExpired: 'token has expired',
  userNotFound: 'User not found',
  bannedUser: 'unauthorized user',
  adminDeactivated: 'This admin account has been deactivated. Ask the super-admin to reactivate it.',
  emptyFields: 'empty fields',
  itemExists: 'item(course or robot you are trying to upload) already exists',
  fileAssembled: 'File assembled successfully.',
  invalidCredentials: 'Invalid email or password',
  forbidden: 'Forbidden',
  notFound: 'Not found',
  csrf: 'Missing or invalid CSRF header',
  badOrigin: 'Cross-site request refused',
  upstreamDown: 'The service is unavailable. Please try again shortly.',
  upstreamTimeout: 'The service took too long to answer. Please try again.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  verifyEmailFirst: 'Please confirm your email address first: follow the link we sent you, or ask for a new one.',
  /** A signed-in session of an account with a second factor, before it proved it (accounts/auth-guard.ts). */
  secondFactorRequired: 'Enter the code from your authenticator app to finish signing in.',
  /** A signed-in session of an account that must have a second factor and has none yet. */
  secondFactorEnrolment: 'Set up two-factor sign-in to carry on.',
  telegramUnavailable: 'The Telegram group is not open to new members yet. Please check back soon.',
} as const;

/** Texts the SPA shows, word for word from the spec. */
export const TEXT = {
  loggedOut: 'you have been logged out',
  loggedIn: 'Logged in successfully',
  sessionExpiredToast: 'Your session has expired.',
  sessionExpiredTitle: 'Session Expired',
  sessionExpiredBody: 'Your session has expired. Please log in again.',
  completeRegistrationTitle: 'Complete Your Registration',
  unexpectedError: 'Unexpected Application Error!',
  pageNotFound: 'Page Not Found',
  loggingIn: 'Logging in...',
  loginException: 'An error occurred. Please try again.',
  adminUpdated: 'Admin updated successfully. Please log in again.',
  profileFetchFailed: 'Failed to fetch user details. Please try again later.',
  profileUpdateFailed: 'There was an error updating your details. Please try again.',
  loadingChunkFailed: 'Loading chunk failed',
} as const;
