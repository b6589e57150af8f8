import { dayText } from '@academy/shared/calendar';
import { ACADEMY_NAME } from '@academy/shared/constants';
import { formatUsd } from '@academy/shared/money';
import { planLength } from '@academy/shared/plan-lengths';
import type { DirectMessage } from '../telegram/direct-messages.ts';

// What the bot says in Telegram at the renewal pass's four moments, beside the mails
// (mail/subscription-mails.ts) and in their voice: one sentence or two, and the one link.

/** `email` names the customer in the admin's Jobs list only; the text greets them by name. */
const message = (email: string, what: string, name: string, text: string, button: DirectMessage['button']): DirectMessage => ({
  text: `Hello ${name},\n\n${text}`,
  button,
  about: `Telegram message to ${email}: ${what}`,
});

/** Before the period ends: when, for how much, and the link to pay. */
export const renewalDueMessage = (email: string, name: string, s: { months: number; usd: number; periodEnd: Date; trial: boolean }, url: string) =>
  message(
    email,
    `renewal due ${dayText(s.periodEnd)}`,
    name,
    `Your ${s.trial ? 'free trial' : 'access'} to the ${ACADEMY_NAME} signals group runs until ${dayText(s.periodEnd)}. To stay in, pay ${formatUsd(s.usd)} for the next ${planLength(s.months)}; paying early adds to the end of your current period, so you lose nothing.`,
    { text: 'Pay now', url },
  );

/** At the end of a paid period: the grace days left to pay in. */
export const renewalOverdueMessage = (email: string, name: string, s: { usd: number; graceEnd: Date }, url: string) =>
  message(
    email,
    'renewal overdue',
    name,
    `Your ${ACADEMY_NAME} signals subscription period has ended. You keep your place in the group until ${dayText(s.graceEnd)}; pay ${formatUsd(s.usd)} before then to keep it.`,
    { text: 'Pay now', url },
  );

/** Lapsed, or cancelled and run to its end (then nothing is asked): out of the group, and how to come back. */
export const subscriptionEndedMessage = (email: string, name: string, cancelled: boolean, url: string) =>
  message(
    email,
    'subscription ended',
    name,
    `${cancelled ? `As you asked, your ${ACADEMY_NAME} signals subscription ended with its period.` : `Your ${ACADEMY_NAME} signals subscription was not renewed, so it has ended.`} You have left the signals group; you are welcome back at any time: choose a plan and you get a new invite link.`,
    { text: 'Rejoin', url },
  );
