import { resendVerificationRequest } from '@academy/shared/auth';
import { certificateParams } from '@academy/shared/certificates';
import * as accounts from '@academy/shared/endpoints/accounts';
import * as adminAccounts from '@academy/shared/endpoints/admin-accounts';
import * as adminAudit from '@academy/shared/endpoints/admin-audit';
import * as adminCatalogue from '@academy/shared/endpoints/admin-catalogue';
import * as adminShop from '@academy/shared/endpoints/admin-shop';
import * as cart from '@academy/shared/endpoints/cart';
import * as catalogue from '@academy/shared/endpoints/catalogue';
import type { Endpoint } from '@academy/shared/endpoints/define';
import * as learning from '@academy/shared/endpoints/learning';
import * as licences from '@academy/shared/endpoints/licences';
import * as liveSessions from '@academy/shared/endpoints/live-sessions';
import * as cohorts from '@academy/shared/endpoints/cohorts';
import * as passkeys from '@academy/shared/endpoints/passkeys';
import * as payments from '@academy/shared/endpoints/payments';
import * as questions from '@academy/shared/endpoints/questions';
import * as security from '@academy/shared/endpoints/security';
import { courseReviews, robotReviews } from '@academy/shared/endpoints/reviews';
import * as subscriptions from '@academy/shared/endpoints/subscriptions';
import * as telegram from '@academy/shared/endpoints/telegram';
import { noInput } from '@academy/shared/envelope';
import type { z } from 'zod';

/** An endpoint as the BFF serves it: its declaration (shared/src/endpoints/), and what the BFF alone does with it. */
export interface ProxyRoute extends Endpoint {
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
   * Its answer sends the browser on to another site (a live session's join: the meeting the admin set),
   * which the BFF otherwise never lets a redirect do (proxy/headers.ts).
   */
  offsite?: boolean;
  /**
   * A customer's write that the public pages show (a review): once it succeeds it empties the page
   * cache, as every admin write does (plugins/app/pages.ts).
   */
  changesPages?: boolean;
}
type Flags = Omit<ProxyRoute, keyof Endpoint>;

// A call that takes no input ignores whatever it is sent, upstream (upstream/src/http/input-validator.ts) as here: nothing is read or sent on.
const read = (schema: z.ZodObject | undefined) => (schema === noInput ? undefined : schema);
const proxied = ({ query, body, params, ...endpoint }: Endpoint, flags: Flags = {}): ProxyRoute => ({
  ...endpoint,
  ...(read(query) && { query }),
  ...(read(body) && { body }),
  ...(read(params) && { params }),
  ...flags,
});

/** An account's own second-factor calls, as a customer's or a staff member's: all but the state's read are limited as a login is. */
const securityRows = (calls: typeof security.customerSecurity | typeof security.staffSecurity) =>
  (Object.values(calls) as Endpoint[]).map((call) => proxied(call, { limited: call.method === 'POST' }));

/**
 * The only upstream calls a browser can reach through the BFF. Login, logout and the refresh
 * calls are not here: the BFF handles them itself (routes/api/auth.ts) and keeps the tokens.
 */
export const PROXY_TABLE: ProxyRoute[] = [
  // accounts
  proxied(accounts.register, { limited: true }),
  proxied(accounts.verifyEmail),
  // The BFF sets the session's email on a customer's call (call-plan.ts); the upstream reads the session alone and ignores the body.
  { ...proxied(accounts.resendVerification), body: resendVerificationRequest },
  proxied(accounts.forgotPassword, { limited: true }),
  proxied(accounts.resetPassword, { limited: true }),
  proxied(accounts.adminSetUp, { limited: true }),
  proxied(accounts.changePassword),
  proxied(accounts.userDetails),
  proxied(accounts.detailsAlias),
  proxied(accounts.userUpdate),
  proxied(accounts.userSessions),
  proxied(accounts.endSession),
  proxied(accounts.endOtherSessions),
  // The customer's data (decision 086): the zip is a link the browser downloads itself; closing takes the password, so it is limited like a login,
  // and takes their reviews off the public pages.
  proxied(accounts.dataExport, { direct: true }),
  proxied(accounts.closeAccount, { limited: true, changesPages: true }),
  // Passkeys (docs/decisions/088-passkeys.md): the customer's own; the sign-in's challenge, limited as a login is (its answer, which
  // brings the tokens, is the BFF's own call: routes/api/auth.ts).
  proxied(passkeys.customerPasskeys.list),
  proxied(passkeys.customerPasskeys.registrationOptions),
  proxied(passkeys.customerPasskeys.register),
  proxied(passkeys.customerPasskeys.remove),
  proxied(passkeys.passkeySignInOptions, { limited: true }),
  // Two-factor sign-in (docs/decisions/089-second-factors.md): the codes that finish a sign-in and those that set up the app are
  // limited as a login is, beside the account's own lock after five wrong ones; so are the changes that ask the password.
  ...securityRows(security.customerSecurity),
  // catalogue
  proxied(catalogue.courseList),
  proxied(catalogue.robotList),
  proxied(catalogue.courseDetail),
  proxied(catalogue.robotDetail),
  proxied(telegram.telegramPrice),
  proxied(subscriptions.groupPlans),
  proxied(catalogue.publicFile, { direct: true }),
  proxied(catalogue.contactMessage, { limited: true }),
  // reviews: the public list, and a buyer's own review to read and write
  proxied(courseReviews.list),
  proxied(robotReviews.list),
  proxied(courseReviews.own),
  proxied(robotReviews.own),
  proxied(courseReviews.write, { changesPages: true }),
  proxied(robotReviews.write, { changesPages: true }),
  // cart
  proxied(cart.cartFetch),
  proxied(cart.cartAdd),
  proxied(cart.cartRemove),
  proxied(cart.cartClear),
  proxied(cart.cartMerge),
  proxied(cart.cartCoupon),
  // learning: buyers only; the browser loads these itself (a link, a video element)
  proxied(learning.robotDownload, { direct: true }),
  proxied(learning.robotLicence),
  proxied(learning.deactivateLicence),
  proxied(learning.robotDownloadLink),
  proxied(learning.startRobotTrial),
  // A signed link: no session, so a download manager or a phone can use it.
  proxied(learning.signedDownload, { direct: true }),
  proxied(learning.mediaFile, { direct: true }),
  // A course's free preview chapters: anyone plays them, from a video element like media/.
  proxied(learning.previewFile, { direct: true }),
  proxied(learning.claimStream),
  proxied(learning.releaseStream),
  proxied(learning.progressRead),
  proxied(learning.saveProgress),
  proxied(learning.completeChapter),
  // a course's question sets: buyers take them (the upstream checks the purchase)
  proxied(learning.courseQuizzes),
  proxied(learning.quizAttempt),
  proxied(learning.quizAttempts),
  // a course's live sessions: buyers list them; joining and the calendar file are links the browser follows
  proxied(liveSessions.courseLiveSessions),
  proxied(liveSessions.joinLiveSession, { direct: true, offsite: true }),
  proxied(liveSessions.liveSessionCalendar, { direct: true }),
  proxied(questions.chapterQuestions),
  proxied(questions.askQuestion),
  proxied(questions.answerQuestion),
  // certificates: anyone with the number checks one (its page) and downloads its PDF (a link). Their
  // number is looser at the BFF, so a mistyped number is told by the upstream that no certificate has it (shared/src/certificates.ts).
  { ...proxied(learning.certificate), params: certificateParams },
  { ...proxied(learning.certificatePdf, { direct: true }), params: certificateParams },
  // robot licences, as a robot calls them (the upstream limits them per client IP)
  proxied(licences.licencePublicKey, { program: true }),
  proxied(licences.activateLicence, { program: true }),
  proxied(licences.verifyLicence, { program: true }),
  // payments (the provider's webhook is forwarded raw by routes/api/webhook.ts)
  proxied(payments.paymentProvider),
  proxied(payments.initializePayment),
  proxied(payments.sandboxInvoice),
  proxied(payments.sandboxPay),
  proxied(payments.sandboxPayPart),
  proxied(payments.sandboxExpire),
  proxied(payments.sandboxCancel),
  proxied(payments.sandboxPaystackCharge),
  proxied(payments.sandboxPaystackCard),
  proxied(payments.sandboxPaystackDecline),
  proxied(payments.sandboxPaystackTransfer),
  proxied(payments.sandboxPaystackTransferArrives),
  proxied(payments.sandboxPaystackCancel),
  proxied(payments.orderHistory),
  proxied(telegram.telegramInvite),
  proxied(subscriptions.subscriptionState),
  proxied(subscriptions.subscriptionHistory),
  proxied(subscriptions.startTrial),
  proxied(subscriptions.cancelSubscription),
  proxied(subscriptions.resumeSubscription),
  proxied(subscriptions.cardLink),
  // The group bot's updates, from Telegram's servers: the upstream checks the secret token it carries.
  proxied(telegram.telegramWebhook, { program: true, forwardHeaders: ['x-telegram-bot-api-secret-token'] }),
  // admin
  proxied(adminAccounts.adminUsers),
  proxied(adminAccounts.banUser),
  proxied(adminAccounts.endUserSessions),
  proxied(adminAccounts.userDataExport, { direct: true }),
  proxied(adminAccounts.closeUserAccount),
  proxied(adminAccounts.userLearning),
  proxied(adminAccounts.unlockLesson),
  proxied(adminAccounts.learningCourses),
  proxied(adminAccounts.learningCourse),
  proxied(adminAccounts.adminList),
  proxied(adminAccounts.createAdmin),
  proxied(adminAccounts.deactivateAdmin),
  proxied(adminAccounts.reactivateAdmin),
  proxied(adminAccounts.removeAdmin),
  proxied(adminAccounts.endAdminSessions),
  proxied(adminAccounts.changeAdminRole),
  proxied(adminCatalogue.adminRobots),
  proxied(adminCatalogue.adminCourses),
  proxied(adminCatalogue.createRobot, { form: true }),
  proxied(adminCatalogue.createCourse, { form: true }),
  proxied(adminCatalogue.updateRobot),
  proxied(adminCatalogue.editableRobot),
  proxied(adminCatalogue.publishRobotVersion),
  proxied(adminCatalogue.licenceCheckSource, { direct: true }),
  proxied(adminCatalogue.adminLicences),
  proxied(adminCatalogue.revokeLicence),
  proxied(adminCatalogue.restoreLicence),
  proxied(adminCatalogue.resetLicence),
  proxied(adminCatalogue.limitLicence),
  proxied(adminCatalogue.updateCourse),
  proxied(adminCatalogue.adminCoupons),
  proxied(adminCatalogue.createCoupon),
  proxied(adminCatalogue.updateCoupon),
  proxied(adminCatalogue.editableCourse),
  proxied(adminCatalogue.coursePacing),
  proxied(adminCatalogue.saveCoursePacing),
  proxied(adminCatalogue.courseChapters),
  proxied(adminCatalogue.saveChapterDetails),
  proxied(adminCatalogue.adminCourseQuizzes),
  proxied(adminCatalogue.addQuiz),
  proxied(adminCatalogue.saveQuiz),
  proxied(adminCatalogue.deleteQuiz),
  proxied(cohorts.adminCourseCohorts),
  proxied(cohorts.addCohort),
  proxied(cohorts.saveCohort),
  proxied(cohorts.deleteCohort),
  proxied(liveSessions.adminCourseLiveSessions),
  proxied(liveSessions.addLiveSession),
  proxied(liveSessions.saveLiveSession),
  proxied(liveSessions.deleteLiveSession),
  proxied(liveSessions.attachLiveRecording),
  proxied(questions.adminQuestions),
  proxied(questions.staffAnswer),
  proxied(questions.hideQuestion),
  proxied(questions.hideAnswer),
  proxied(adminShop.setTelegramPrice),
  proxied(adminShop.telegramSetup),
  proxied(adminShop.setTelegramLink),
  proxied(adminShop.adminSettings),
  proxied(adminShop.saveSettings),
  proxied(subscriptions.adminPlans),
  proxied(subscriptions.createPlan),
  proxied(subscriptions.updatePlan),
  proxied(subscriptions.adminSubscribers),
  proxied(subscriptions.subscriptionMetrics),
  proxied(subscriptions.adminSubscriber),
  proxied(subscriptions.extendSubscription),
  proxied(adminShop.adminOrders),
  proxied(adminShop.refundOrder),
  proxied(adminShop.revenueList),
  proxied(adminCatalogue.adminReviews),
  proxied(adminCatalogue.hideReview),
  proxied(adminCatalogue.showReview),
  proxied(adminShop.paymentNotices),
  proxied(adminShop.reconciliationState),
  proxied(adminShop.runReconciliation),
  proxied(adminShop.jobList),
  proxied(adminShop.retryJob),
  proxied(adminShop.revenueTotal),
  proxied(adminShop.revenueSeries),
  proxied(adminShop.revenueCsv, { direct: true }),
  // The audit log, and its entries as CSV: a download link, like the revenue's.
  proxied(adminAudit.auditLog),
  proxied(adminAudit.auditCsv, { direct: true }),
  // admin/upload streams through routes/api/upload.ts; an interrupted one asks here what the upstream holds, to resume.
  proxied(adminCatalogue.heldChunks),
  // A staff member's own passkeys, and one proving the second factor after the password (limited as a login is).
  proxied(passkeys.staffPasskeys.list),
  proxied(passkeys.staffPasskeys.registrationOptions),
  proxied(passkeys.staffPasskeys.register),
  proxied(passkeys.staffPasskeys.remove),
  proxied(passkeys.staffPasskeyOptions, { limited: true }),
  proxied(passkeys.staffPasskeyProof, { limited: true }),
  ...securityRows(security.staffSecurity),
  proxied(security.secondFactorPolicy),
  proxied(adminAccounts.resetSecondFactor),
  proxied(adminAccounts.adminProfile),
  proxied(adminAccounts.updateAdminProfile),
];
