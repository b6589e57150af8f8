import { adminProfileUpdateRequest, adminSetUpRequest, banUserRequest, createAdminRequest } from '@academy/shared/admin';
import { noticeLogQuery } from '@academy/shared/payment-log';
import { jobIdParams } from '@academy/shared/jobs';
import { adminOrderQuery, orderIdParams, refundRequest } from '@academy/shared/admin-orders';
import {
  adminCatalogueQuery,
  adminPageQuery,
  createCourseRequest,
  createRobotRequest,
  updateCourseRequest,
  updateRobotRequest,
} from '@academy/shared/admin-catalogue';
import {
  changePasswordRequest,
  forgotPasswordRequest,
  registerRequest,
  resendVerificationRequest,
  resetPasswordRequest,
  verifyEmailRequest,
} from '@academy/shared/auth';
import { cartAddRequest, cartClearRequest, cartMergeRequest, cartRemoveRequest } from '@academy/shared/cart';
import {
  chapterCompletionRequest,
  courseListQuery,
  fileName,
  fileParams,
  progressRequest,
  robotListQuery,
  slugParams,
  slugQuery,
} from '@academy/shared/catalogue';
import { certificateParams } from '@academy/shared/certificates';
import { contactRequest } from '@academy/shared/contact';
import { couponIdParams, couponQuoteRequest, createCouponRequest, updateCouponRequest } from '@academy/shared/coupons';
import {
  adminLicenceQuery,
  deactivateRequest,
  downloadTokenParams,
  licenceCheckRequest,
  licenceIdParams,
  licenceLimitRequest,
  robotVersionRequest,
} from '@academy/shared/licences';
import { learningCourseParams, learningCoursesQuery } from '@academy/shared/learning-insight';
import { initializePaymentRequest, providerParams, sandboxInvoiceParams } from '@academy/shared/payments';
import { seriesQuery } from '@academy/shared/revenue';
import { courseQuizParams, quizAttemptRequest, quizIdParams, quizSetRequest } from '@academy/shared/quizzes';
import { adminReviewQuery, reviewIdParams, reviewListQuery, reviewRequest } from '@academy/shared/reviews';
import { endSessionRequest, userIdParams } from '@academy/shared/sessions';
import { settingsRequest } from '@academy/shared/settings';
import { telegramLinkRequest, telegramPriceRequest, telegramUpdate } from '@academy/shared/telegram';
import { uploadIdParams } from '@academy/shared/uploads';
import { emailQuery, userUpdateRequest } from '@academy/shared/user';
import { z } from 'zod';

export type ProxyAuth =
  /** No session is sent. */
  | 'public'
  /** The customer's bearer when there is a session (answers may differ for buyers). */
  | 'optional'
  /** A customer session is required; `email` is overwritten with the session's. */
  | 'customer'
  /** An admin session is required. */
  | 'admin';

export interface ProxyRoute {
  method: 'GET' | 'POST';
  /** Relative to /api/{PRODUCT}/, the same on the BFF and the upstream; `:name` for a parameter. */
  path: string;
  auth: ProxyAuth;
  query?: z.ZodObject;
  body?: z.ZodObject;
  params?: z.ZodObject;
  /** Login-like calls: rate limited per client IP at the BFF as well. */
  limited?: boolean;
  /** The SPA sends these as multipart/form-data (the admin's create forms); the BFF reads the fields and sends JSON. */
  form?: boolean;
  /**
   * GETs the browser loads itself (an img, a video, a download link) cannot carry x-csrf. They
   * change nothing, and a cross-site page cannot read their answers.
   */
  direct?: boolean;
  /**
   * Called by programs, not pages (a trading robot's licence check): they send neither x-csrf nor an
   * Origin. Only for public calls: no session is read, so a call forged from another site gains nothing.
   */
  program?: boolean;
  /** Request headers sent on to the upstream besides the usual ones (headers.ts): a program's credential, for this call only. */
  forwardHeaders?: readonly string[];
  /**
   * A customer's write that the public pages show (a review): once it succeeds it empties the page
   * cache, as every admin write does (plugins/app/pages.ts).
   */
  changesPages?: boolean;
}

/**
 * The only upstream calls a browser can reach through the BFF. Login, logout and the refresh
 * calls are not here: the BFF handles them itself (routes/api/auth.ts) and keeps the tokens.
 */
export const PROXY_TABLE: ProxyRoute[] = [
  // accounts
  { method: 'POST', path: 'auth/register', auth: 'public', body: registerRequest, limited: true },
  { method: 'POST', path: 'auth/verify-email', auth: 'public', body: verifyEmailRequest },
  { method: 'POST', path: 'auth/resend-verification', auth: 'customer', body: resendVerificationRequest },
  { method: 'POST', path: 'password/forgot', auth: 'public', body: forgotPasswordRequest, limited: true },
  { method: 'POST', path: 'password/reset', auth: 'public', body: resetPasswordRequest, limited: true },
  { method: 'POST', path: 'admin/set-up', auth: 'public', body: adminSetUpRequest, limited: true },
  { method: 'POST', path: 'password/change', auth: 'customer', body: changePasswordRequest },
  { method: 'GET', path: 'user/details', auth: 'customer', query: emailQuery },
  { method: 'GET', path: 'details', auth: 'customer', query: emailQuery },
  { method: 'POST', path: 'user/update', auth: 'customer', body: userUpdateRequest },
  { method: 'GET', path: 'user/sessions', auth: 'customer' },
  { method: 'POST', path: 'user/sessions/end', auth: 'customer', body: endSessionRequest },
  { method: 'POST', path: 'user/sessions/end-others', auth: 'customer' },
  // catalogue
  { method: 'GET', path: 'courses', auth: 'optional', query: courseListQuery },
  { method: 'GET', path: 'robots', auth: 'optional', query: robotListQuery },
  { method: 'GET', path: 'singleCourse', auth: 'optional', query: slugQuery },
  { method: 'GET', path: 'singleRobot', auth: 'optional', query: slugQuery },
  { method: 'GET', path: 'telegram', auth: 'public' },
  { method: 'GET', path: 'files/:file', auth: 'public', params: z.object({ file: fileName }), direct: true },
  { method: 'POST', path: 'contact', auth: 'public', body: contactRequest, limited: true },
  // reviews: the public list, and a buyer's own review to read and write
  { method: 'GET', path: 'courses/:slug/reviews', auth: 'public', params: slugParams, query: reviewListQuery },
  { method: 'GET', path: 'robots/:slug/reviews', auth: 'public', params: slugParams, query: reviewListQuery },
  { method: 'GET', path: 'courses/:slug/review', auth: 'customer', params: slugParams },
  { method: 'GET', path: 'robots/:slug/review', auth: 'customer', params: slugParams },
  { method: 'POST', path: 'courses/:slug/review', auth: 'customer', params: slugParams, body: reviewRequest, changesPages: true },
  { method: 'POST', path: 'robots/:slug/review', auth: 'customer', params: slugParams, body: reviewRequest, changesPages: true },
  // cart
  { method: 'GET', path: 'cart/fetch', auth: 'customer', query: emailQuery },
  { method: 'POST', path: 'cart/add', auth: 'customer', body: cartAddRequest },
  { method: 'POST', path: 'cart/remove', auth: 'customer', body: cartRemoveRequest },
  { method: 'POST', path: 'cart/clear', auth: 'customer', body: cartClearRequest },
  { method: 'POST', path: 'cart/merge', auth: 'customer', body: cartMergeRequest },
  { method: 'POST', path: 'cart/coupon', auth: 'customer', body: couponQuoteRequest },
  // learning: buyers only; the browser loads these itself (a link, a video element)
  { method: 'GET', path: 'robots/:slug/download', auth: 'customer', params: slugParams, direct: true },
  { method: 'GET', path: 'robots/:slug/licence', auth: 'customer', params: slugParams },
  { method: 'POST', path: 'robots/:slug/licence/deactivate', auth: 'customer', params: slugParams, body: deactivateRequest },
  { method: 'POST', path: 'robots/:slug/download-link', auth: 'customer', params: slugParams },
  // A signed link: no session, so a download manager or a phone can use it.
  { method: 'GET', path: 'robots/download/:token', auth: 'public', params: downloadTokenParams, direct: true },
  { method: 'GET', path: 'media/:file', auth: 'customer', params: fileParams, direct: true },
  // A course's free preview chapters: anyone plays them, from a video element like media/.
  { method: 'GET', path: 'preview/:file', auth: 'public', params: fileParams, direct: true },
  { method: 'GET', path: 'progress', auth: 'customer', query: slugQuery },
  { method: 'POST', path: 'progress', auth: 'customer', body: progressRequest },
  { method: 'POST', path: 'progress/complete', auth: 'customer', body: chapterCompletionRequest },
  // a course's question sets: buyers take them (the upstream checks the purchase)
  { method: 'GET', path: 'courses/:slug/quizzes', auth: 'customer', params: slugParams },
  { method: 'POST', path: 'courses/:slug/quizzes/:id/attempts', auth: 'customer', params: courseQuizParams, body: quizAttemptRequest },
  { method: 'GET', path: 'courses/:slug/quizzes/:id/attempts', auth: 'customer', params: courseQuizParams },
  // certificates: anyone with the number checks one (its page) and downloads its PDF (a link)
  { method: 'GET', path: 'certificates/:id', auth: 'public', params: certificateParams },
  { method: 'GET', path: 'certificates/:id/pdf', auth: 'public', params: certificateParams, direct: true },
  // robot licences, as a robot calls them (the upstream limits them per client IP)
  { method: 'GET', path: 'licences/public-key', auth: 'public', program: true },
  { method: 'POST', path: 'licences/activate', auth: 'public', body: licenceCheckRequest, program: true },
  { method: 'POST', path: 'licences/verify', auth: 'public', body: licenceCheckRequest, program: true },
  // payments (the provider's webhook is forwarded raw by routes/api/webhook.ts)
  { method: 'GET', path: 'payments/provider', auth: 'public' },
  { method: 'POST', path: 'payments/:provider/initialize', auth: 'customer', params: providerParams, body: initializePaymentRequest },
  { method: 'GET', path: 'payments/sandbox/invoice/:id', auth: 'public', params: sandboxInvoiceParams },
  { method: 'POST', path: 'payments/sandbox/invoice/:id/pay', auth: 'public', params: sandboxInvoiceParams },
  { method: 'POST', path: 'payments/sandbox/invoice/:id/pay-part', auth: 'public', params: sandboxInvoiceParams },
  { method: 'POST', path: 'payments/sandbox/invoice/:id/expire', auth: 'public', params: sandboxInvoiceParams },
  { method: 'POST', path: 'payments/sandbox/invoice/:id/cancel', auth: 'public', params: sandboxInvoiceParams },
  { method: 'GET', path: 'orders', auth: 'customer' },
  { method: 'GET', path: 'telegram/invite', auth: 'customer' },
  // The group bot's updates, from Telegram's servers: the upstream checks the secret token it carries.
  {
    method: 'POST',
    path: 'telegram/webhook',
    auth: 'public',
    body: telegramUpdate,
    program: true,
    forwardHeaders: ['x-telegram-bot-api-secret-token'],
  },
  // admin
  { method: 'GET', path: 'admin/users', auth: 'admin', query: adminPageQuery },
  { method: 'POST', path: 'admin/users/ban', auth: 'admin', body: banUserRequest },
  { method: 'POST', path: 'admin/users/:id/sessions/end-all', auth: 'admin', params: userIdParams },
  { method: 'GET', path: 'admin/users/:id/learning', auth: 'admin', params: userIdParams },
  { method: 'GET', path: 'admin/learning/courses', auth: 'admin', query: learningCoursesQuery },
  { method: 'GET', path: 'admin/learning/courses/:slug', auth: 'admin', params: learningCourseParams },
  { method: 'GET', path: 'admin/admin', auth: 'admin', query: adminPageQuery },
  { method: 'POST', path: 'admin/admin/create', auth: 'admin', body: createAdminRequest },
  { method: 'POST', path: 'admin/admin/:id/deactivate', auth: 'admin', params: userIdParams },
  { method: 'POST', path: 'admin/admin/:id/reactivate', auth: 'admin', params: userIdParams },
  { method: 'POST', path: 'admin/admin/:id/remove', auth: 'admin', params: userIdParams },
  { method: 'POST', path: 'admin/admin/:id/sessions/end-all', auth: 'admin', params: userIdParams },
  { method: 'GET', path: 'admin/robots', auth: 'admin', query: adminCatalogueQuery },
  { method: 'GET', path: 'admin/courses', auth: 'admin', query: adminCatalogueQuery },
  { method: 'POST', path: 'admin/robots/create', auth: 'admin', body: createRobotRequest, form: true },
  { method: 'POST', path: 'admin/courses/create', auth: 'admin', body: createCourseRequest, form: true },
  { method: 'POST', path: 'admin/updateRobot', auth: 'admin', body: updateRobotRequest },
  { method: 'GET', path: 'admin/robots/:slug', auth: 'admin', params: slugParams },
  { method: 'POST', path: 'admin/robots/:slug/versions', auth: 'admin', params: slugParams, body: robotVersionRequest },
  { method: 'GET', path: 'admin/robots/:slug/licence-check.mqh', auth: 'admin', params: slugParams, direct: true },
  { method: 'GET', path: 'admin/licences', auth: 'admin', query: adminLicenceQuery },
  { method: 'POST', path: 'admin/licences/:id/revoke', auth: 'admin', params: licenceIdParams },
  { method: 'POST', path: 'admin/licences/:id/restore', auth: 'admin', params: licenceIdParams },
  { method: 'POST', path: 'admin/licences/:id/reset', auth: 'admin', params: licenceIdParams },
  { method: 'POST', path: 'admin/licences/:id/limit', auth: 'admin', params: licenceIdParams, body: licenceLimitRequest },
  { method: 'POST', path: 'admin/updateCourse', auth: 'admin', body: updateCourseRequest },
  { method: 'GET', path: 'admin/coupons', auth: 'admin', query: adminPageQuery },
  { method: 'POST', path: 'admin/coupons/create', auth: 'admin', body: createCouponRequest },
  { method: 'POST', path: 'admin/coupons/:id/update', auth: 'admin', params: couponIdParams, body: updateCouponRequest },
  { method: 'GET', path: 'admin/courses/:slug', auth: 'admin', params: slugParams },
  { method: 'GET', path: 'admin/courses/:slug/quizzes', auth: 'admin', params: slugParams },
  { method: 'POST', path: 'admin/courses/:slug/quizzes', auth: 'admin', params: slugParams, body: quizSetRequest },
  { method: 'POST', path: 'admin/quizzes/:id', auth: 'admin', params: quizIdParams, body: quizSetRequest },
  { method: 'POST', path: 'admin/quizzes/:id/delete', auth: 'admin', params: quizIdParams },
  { method: 'POST', path: 'admin/telegram', auth: 'admin', body: telegramPriceRequest },
  { method: 'GET', path: 'admin/telegram', auth: 'admin' },
  { method: 'POST', path: 'admin/telegram/link', auth: 'admin', body: telegramLinkRequest },
  { method: 'GET', path: 'admin/settings', auth: 'admin' },
  { method: 'POST', path: 'admin/settings', auth: 'admin', body: settingsRequest },
  { method: 'GET', path: 'admin/orders', auth: 'admin', query: adminOrderQuery },
  { method: 'POST', path: 'admin/orders/:id/refund', auth: 'admin', params: orderIdParams, body: refundRequest },
  { method: 'GET', path: 'admin/revenues', auth: 'admin', query: adminPageQuery },
  { method: 'GET', path: 'admin/reviews', auth: 'admin', query: adminReviewQuery },
  { method: 'POST', path: 'admin/reviews/:id/hide', auth: 'admin', params: reviewIdParams },
  { method: 'POST', path: 'admin/reviews/:id/show', auth: 'admin', params: reviewIdParams },
  { method: 'GET', path: 'admin/payments/notices', auth: 'admin', query: noticeLogQuery },
  { method: 'GET', path: 'admin/payments/reconciliation', auth: 'admin' },
  { method: 'POST', path: 'admin/payments/reconciliation', auth: 'admin' },
  { method: 'GET', path: 'admin/jobs', auth: 'admin' },
  { method: 'POST', path: 'admin/jobs/:id/retry', auth: 'admin', params: jobIdParams },
  { method: 'GET', path: 'admin/revenues/usd', auth: 'admin' },
  { method: 'GET', path: 'admin/revenues/series', auth: 'admin', query: seriesQuery },
  { method: 'GET', path: 'admin/revenues/csv', auth: 'admin', direct: true },
  // admin/upload streams through routes/api/upload.ts; an interrupted one asks here what the upstream holds, to resume.
  { method: 'GET', path: 'admin/upload/:upload_id', auth: 'admin', params: uploadIdParams },
  { method: 'GET', path: 'admin/super-admin/fetch', auth: 'admin' },
  { method: 'POST', path: 'admin/super-admin/update', auth: 'admin', body: adminProfileUpdateRequest },
];
