import { z } from 'zod';
import { ADMIN_PAGE_SIZE, MAX_PAGE_LENGTH } from './constants.ts';
import { pageQuery, pagedEnvelope } from './envelope.ts';
import { emailSearch } from './fields.ts';
import { STAFF_ROLES } from './staff-roles.ts';

/**
 * What the audit log records (docs/decisions/085-audit-log.md): each admin write and the admin's
 * sign-ins, with the words the Audit screen shows. A new admin write adds its action here, and
 * upstream/src/audit/audited-endpoints.ts names the endpoint that does it.
 */
export const AUDIT_ACTIONS = {
  'admin.login': 'Admin signed in',
  'admin.login_failed': 'Admin sign-in failed',
  'user.ban': 'Customer banned',
  'user.sessions_end': "Customer's sessions ended",
  // A customer's data requests made to an admin (decision 086): the export is a read, recorded by its route.
  'user.data_export': "Customer's data exported",
  'user.close': 'Customer account closed',
  'admin.create': 'Admin invited',
  'admin.set_up': 'Admin set up their account',
  'admin.deactivate': 'Admin deactivated',
  'admin.reactivate': 'Admin reactivated',
  'admin.remove': 'Admin removed',
  'admin.sessions_end': "Admin's sessions ended",
  'admin.role_change': 'Admin role changed',
  'admin.profile_update': 'Admin profile changed',
  // Second factors (docs/decisions/089-second-factors.md): each staff member's own, and the super-admin's reset and requirement.
  'admin.second_factor': 'Admin two-factor sign-in',
  'admin.second_factor_failed': 'Admin codes locked',
  'admin.recovery_code_used': 'Admin used recovery code',
  'admin.totp_enrol': 'Admin two-factor on',
  'admin.totp_disable': 'Admin two-factor off',
  'admin.recovery_codes_new': 'Admin new recovery codes',
  'admin.second_factor_reset': 'Admin two-factor reset',
  // An admin's own passkeys (docs/decisions/088-passkeys.md); a passkey's proof at sign-in is an `admin.second_factor`.
  'admin.passkey_add': 'Admin added a passkey',
  'admin.passkey_remove': 'Admin removed a passkey',
  'settings.second_factor': 'Two-factor requirement',
  'robot.create': 'Robot created',
  'robot.update': 'Robot changed',
  'robot.version_publish': 'Robot version published',
  'course.create': 'Course created',
  'course.update': 'Course changed',
  'course.pacing': 'Course pacing changed',
  'course.chapter': 'Course chapter changed',
  'lesson.unlock': 'Lesson opened early',
  'licence.revoke': 'Licence revoked',
  'licence.restore': 'Licence restored',
  'licence.reset': 'Licence activations reset',
  'licence.limit': 'Licence limit changed',
  'coupon.create': 'Coupon created',
  'coupon.update': 'Coupon changed',
  'quiz.create': 'Quiz added',
  'quiz.update': 'Quiz changed',
  'quiz.delete': 'Quiz deleted',
  'cohort.create': 'Cohort added',
  'cohort.update': 'Cohort changed',
  'cohort.delete': 'Cohort removed',
  'live_session.create': 'Live session scheduled',
  'live_session.update': 'Live session changed',
  'live_session.delete': 'Live session cancelled',
  'live_session.recording': 'Live session recording added',
  'review.hide': 'Review hidden',
  'question.answer': 'Question answered',
  'question.hide': 'Question hidden',
  'answer.hide': 'Answer hidden',
  'review.show': 'Review shown',
  'settings.update': 'Settings changed',
  'plan.create': 'Plan created',
  'plan.update': 'Plan changed',
  'subscription.extend': 'Subscription extended',
  'order.refund': 'Order refunded',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

/** What an entry is about, with the words the screen's filter shows. */
export const AUDIT_TARGETS = {
  user: 'Customer',
  admin: 'Admin',
  robot: 'Robot',
  course: 'Course',
  licence: 'Licence',
  coupon: 'Coupon',
  quiz: 'Quiz',
  cohort: 'Cohort',
  live_session: 'Live session',
  review: 'Review',
  question: 'Question',
  settings: 'Settings',
  plan: 'Plan',
  subscription: 'Subscription',
  order: 'Order',
} as const;
export type AuditTargetType = keyof typeof AUDIT_TARGETS;
export const AUDIT_TARGET_TYPES = Object.keys(AUDIT_TARGETS) as [AuditTargetType, ...AuditTargetType[]];

export const AUDIT_ROLES = ['customer', ...STAFF_ROLES] as const;

/** A JSON value as an entry's before and after hold it. */
export type AuditValue = string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue };
/** The fields a change touched, by name: before it, or after it. */
export type AuditFields = Record<string, AuditValue>;

const day = z.iso.date({ message: 'A date is YYYY-MM-DD' });
/** A range whose first day comes after its last finds nothing: refused rather than answered empty. */
const inOrder = [(f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to, { message: 'The first day is after the last' }] as const;

/** The Audit screen's filters, and the CSV's: who (any part of their email), what, what about, and the days (UTC, both included). */
export const auditFilter = z
  .object({
    actor: emailSearch,
    action: z.enum(AUDIT_ACTION_NAMES, { message: 'Not an action the log records' }).optional(),
    target_type: z.enum(AUDIT_TARGET_TYPES, { message: `target_type is one of ${AUDIT_TARGET_TYPES.join(', ')}` }).optional(),
    target_id: z.string().trim().max(100).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine(...inOrder);
export type AuditFilter = z.infer<typeof auditFilter>;

/** `GET admin/audit`: newest first, a page at a time. */
export const auditQuery = pageQuery(ADMIN_PAGE_SIZE, MAX_PAGE_LENGTH)
  .extend(auditFilter.shape)
  .refine(...inOrder);
export type AuditQuery = z.infer<typeof auditQuery>;

const fields = z.record(z.string(), z.unknown()).nullable();

export const auditEntry = z.object({
  id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  /** Null for what nobody signed in did: a failed sign-in. */
  actor: z.object({ id: z.string(), email: z.string(), role: z.enum(AUDIT_ROLES) }).nullable(),
  action: z.enum(AUDIT_ACTION_NAMES),
  target: z.object({ type: z.enum(AUDIT_TARGET_TYPES), id: z.string().nullable(), label: z.string() }).nullable(),
  /** Only the fields that changed, as they were and as they became; never a secret. */
  before: fields,
  after: fields,
  ip: z.string().nullable(),
  device: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditListResponse = pagedEnvelope(auditEntry);
