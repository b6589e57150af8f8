import type { Executor } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { type SecurityEvent, type SecurityOrigin, securityMail } from '../mail/security-mails.ts';
import type { User } from './accounts.ts';

export type SecurityNotices = (tx: Executor, user: Pick<User, 'email' | 'firstName'>, event: SecurityEvent, origin: SecurityOrigin) => Promise<void>;

/** Tells an account's owner of a change to how it signs in, in the change's transaction: the notice leaves when the change commits. */
export function createSecurityNotices(mailer: Mailer, publicUrl: string): SecurityNotices {
  const secure = new URL('/forgot-password', publicUrl).toString();
  return (tx, user, event, origin) => mailer.send(securityMail(user.email, user.firstName || 'there', event, origin, secure), tx);
}
