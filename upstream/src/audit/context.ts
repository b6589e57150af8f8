import type { AUDIT_ROLES, AuditAction, AuditFields, AuditTargetType } from '@academy/shared/audit';

/** Who acted, copied onto the entry: the log keeps them after their account is gone. */
export interface AuditActor {
  id: string;
  email: string;
  role: (typeof AUDIT_ROLES)[number];
}

/** When and from where a request came: the app's clock, the client's address, its device ("Chrome on Windows"). */
export interface AuditOrigin {
  at: Date;
  ip: string | null;
  device: string | null;
}

/** An audited call and the action its endpoint stands for (audited-endpoints.ts), before anyone is signed in: an invitee's set-up names its actor itself. */
export interface AuditRequest extends AuditOrigin {
  action: AuditAction;
}

/**
 * What an audited write is given by its route (routes/admin/audited.ts): the signed-in admin, where
 * they are, and the action its endpoint stands for. A service that writes takes it as an argument,
 * so a change cannot be made without saying who made it.
 */
export interface AuditContext extends AuditRequest {
  actor: AuditActor;
}

/** What an entry is about, named as it was then. */
export interface AuditTarget {
  type: AuditTargetType;
  id: string | null;
  label: string;
}

/** One entry as a service records it: the context (or, for a sign-in, its parts), what it is about, and what changed. */
export interface AuditEntryInput extends AuditOrigin {
  actor: AuditActor | null;
  action: AuditAction;
  target: AuditTarget | null;
  before?: AuditFields | null;
  after?: AuditFields | null;
}
