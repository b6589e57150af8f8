import type { AuditAction } from '@academy/shared/audit';
import type { Endpoint } from '@academy/shared/endpoints/define';

/**
 * Each admin write endpoint and the action its entry records: the one place that says a write is
 * audited. A route asks for its context by its endpoint (routes/admin/audited.ts), which compiles
 * only for an endpoint named here; upstream/test/architecture/audited-writes.test.ts fails on an
 * admin write that is neither here nor on its list of exempt ones.
 */
export const AUDITED_ENDPOINTS = {
  'POST admin/users/ban': 'user.ban',
  'POST admin/users/:id/sessions/end-all': 'user.sessions_end',
  'POST admin/users/:id/close': 'user.close',
  'POST admin/admin/create': 'admin.create',
  'POST admin/set-up': 'admin.set_up',
  'POST admin/admin/:id/deactivate': 'admin.deactivate',
  'POST admin/admin/:id/reactivate': 'admin.reactivate',
  'POST admin/admin/:id/remove': 'admin.remove',
  'POST admin/admin/:id/sessions/end-all': 'admin.sessions_end',
  'POST admin/admin/:id/role': 'admin.role_change',
  'POST admin/super-admin/update': 'admin.profile_update',
  'POST admin/admin/:id/second-factor/reset': 'admin.second_factor_reset',
  'POST admin/security/second-factor': 'admin.second_factor',
  'POST admin/security/recovery-code': 'admin.recovery_code_used',
  'POST admin/security/totp/confirm': 'admin.totp_enrol',
  'POST admin/security/totp/disable': 'admin.totp_disable',
  'POST admin/security/recovery-codes': 'admin.recovery_codes_new',
  'POST admin/security/policy': 'settings.second_factor',
  // Passkeys (docs/decisions/088-passkeys.md): one proving a sign-in is a second factor passed, as a code is.
  'POST admin/profile/passkeys': 'admin.passkey_add',
  'POST admin/profile/passkeys/:id/remove': 'admin.passkey_remove',
  'POST admin/login/passkey': 'admin.second_factor',
  'POST admin/robots/create': 'robot.create',
  'POST admin/updateRobot': 'robot.update',
  'POST admin/robots/:slug/versions': 'robot.version_publish',
  'POST admin/courses/create': 'course.create',
  'POST admin/updateCourse': 'course.update',
  'POST admin/courses/:slug/pacing': 'course.pacing',
  'POST admin/courses/:slug/chapters': 'course.chapter',
  'POST admin/users/:id/learning/unlock': 'lesson.unlock',
  'POST admin/licences/:id/revoke': 'licence.revoke',
  'POST admin/licences/:id/restore': 'licence.restore',
  'POST admin/licences/:id/reset': 'licence.reset',
  'POST admin/licences/:id/limit': 'licence.limit',
  'POST admin/coupons/create': 'coupon.create',
  'POST admin/coupons/:id/update': 'coupon.update',
  'POST admin/courses/:slug/quizzes': 'quiz.create',
  'POST admin/quizzes/:id': 'quiz.update',
  'POST admin/quizzes/:id/delete': 'quiz.delete',
  'POST admin/courses/:slug/cohorts': 'cohort.create',
  'POST admin/cohorts/:id': 'cohort.update',
  'POST admin/cohorts/:id/delete': 'cohort.delete',
  'POST admin/courses/:slug/live-sessions': 'live_session.create',
  'POST admin/live-sessions/:id': 'live_session.update',
  'POST admin/live-sessions/:id/delete': 'live_session.delete',
  'POST admin/live-sessions/:id/recording': 'live_session.recording',
  'POST admin/questions/:id/answers': 'question.answer',
  'POST admin/questions/:id/hide': 'question.hide',
  'POST admin/answers/:id/hide': 'answer.hide',
  'POST admin/reviews/:id/hide': 'review.hide',
  'POST admin/reviews/:id/show': 'review.show',
  // The group's price and link are settings too: one action, the entry's fields say which.
  'POST admin/settings': 'settings.update',
  'POST admin/telegram': 'settings.update',
  'POST admin/telegram/link': 'settings.update',
  'POST admin/plans/create': 'plan.create',
  'POST admin/plans/:id/update': 'plan.update',
  'POST admin/subscriptions/:id/extend': 'subscription.extend',
  'POST admin/orders/:id/refund': 'order.refund',
} as const satisfies Record<string, AuditAction>;

type AuditedKey = keyof typeof AUDITED_ENDPOINTS;
/** An endpoint by its method and path, as the registry names it. */
export const endpointKey = (endpoint: Pick<Endpoint, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;
/** A declared endpoint the registry names (its path is a literal type: shared/src/endpoints/define.ts). */
export type AuditedEndpoint<E extends Endpoint> = E & (`${E['method']} ${E['path']}` extends AuditedKey ? unknown : { notAudited: never });

/** The action an audited endpoint's entry records. */
export const auditActionOf = <E extends Endpoint>(endpoint: AuditedEndpoint<E>): AuditAction => AUDITED_ENDPOINTS[endpointKey(endpoint) as AuditedKey];
