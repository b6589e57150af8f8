import { ACADEMY_NAME } from '@academy/shared/constants';
import type { Mail } from './mailer.ts';
import { linkMail } from './templates.ts';

/** A change to how an account signs in: the notice's title (its subject) and what it says. */
export const SECURITY_EVENTS = {
  'new-device': ['New sign-in', 'Someone signed in to your account from a device it had not used before.'],
  password: ['Password changed', 'The password of your account was changed.'],
  'totp-on': ['Two-factor sign-in turned on', 'Two-factor sign-in with an authenticator app was turned on for your account.'],
  'totp-off': ['Two-factor sign-in turned off', 'Two-factor sign-in with an authenticator app was turned off for your account.'],
  'recovery-codes': ['New recovery codes', 'New recovery codes were made for your account; the old ones no longer work.'],
  'recovery-code-used': ['Recovery code used', 'A recovery code was used to sign in to your account.'],
  'passkey-added': ['Passkey added', 'A passkey was added to your account.'],
  'passkey-removed': ['Passkey removed', 'A passkey was removed from your account.'],
  'second-factor-reset': ['Two-factor sign-in reset', "A super-admin reset your account's two-factor sign-in: you will set it up again at your next sign-in."],
} as const;
export type SecurityEvent = keyof typeof SECURITY_EVENTS;

/** Where and when it happened, as the notice tells it. */
export interface SecurityOrigin {
  at: Date;
  device: string | null;
  ip: string | null;
}

/**
 * "Not you? Secure your account": every change to how an account signs in is told to its owner, with
 * where it came from and the way to take the account back (a new password ends every session).
 */
export function securityMail(to: string, name: string, event: SecurityEvent, origin: SecurityOrigin, secureUrl: string): Mail {
  const when = origin.at.toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  const from = [origin.device, origin.ip && `address ${origin.ip}`].filter(Boolean).join(', ');
  const [title, said] = SECURITY_EVENTS[event];
  const sentence = `${said} When: ${when} UTC${from ? `; from ${from}` : ''}. If it was you, there is nothing to do. Not you? Secure your account: choose a new password now, which signs out every device.`;
  return linkMail(to, `${title} on your ${ACADEMY_NAME} account`, name, sentence, 'Secure my account', secureUrl);
}
