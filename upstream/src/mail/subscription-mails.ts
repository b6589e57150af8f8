import { dayText } from '@academy/shared/calendar';
import { ACADEMY_NAME } from '@academy/shared/constants';
import { formatUsd } from '@academy/shared/money';
import { planLength } from '@academy/shared/plan-lengths';
import type { Mail } from './mailer.ts';
import { linkMail } from './templates.ts';

/** Before the period ends: what renews, when, for how much, and the one link to pay. */
export const renewalDueMail = (to: string, name: string, s: { months: number; usd: number; periodEnd: Date; trial: boolean }, url: string): Mail =>
  linkMail(
    to,
    `Your ${ACADEMY_NAME} signals ${s.trial ? 'trial' : 'subscription'} ends on ${dayText(s.periodEnd)}`,
    name,
    `Your ${s.trial ? 'free trial' : 'access'} to the Telegram signals group runs until ${dayText(s.periodEnd)}. To stay in, pay ${formatUsd(s.usd)} for the next ${planLength(s.months)}; a payment made early adds to the end of your current period, so you lose nothing.`,
    'Pay now',
    url,
  );

/** At the end: paid access is over, and the grace days before the group is left. */
export const renewalOverdueMail = (to: string, name: string, s: { usd: number; graceEnd: Date }, url: string): Mail =>
  linkMail(
    to,
    `Your ${ACADEMY_NAME} signals subscription is due`,
    name,
    `Your subscription period has ended. You keep your place in the Telegram signals group until ${dayText(s.graceEnd)}; pay ${formatUsd(s.usd)} before then to keep it.`,
    'Pay now',
    url,
  );

/** Lapsed or cancelled: out of the group, and how to come back. */
export const subscriptionEndedMail = (to: string, name: string, cancelled: boolean, url: string): Mail =>
  linkMail(
    to,
    `Your ${ACADEMY_NAME} signals subscription has ended`,
    name,
    `${cancelled ? 'As you asked, your subscription ended with its period.' : 'Your subscription was not renewed, so it has ended.'} You have left the Telegram signals group. You are welcome back at any time: choose a plan and you get a new invite link.`,
    'Rejoin the signals group',
    url,
  );

/** A card renewal refused: access stays through the grace days, and the page where the card is changed (Paystack retries it). */
export const cardChargeFailedMail = (to: string, name: string, s: { graceEnd: Date }, url: string): Mail =>
  linkMail(
    to,
    `Your ${ACADEMY_NAME} signals renewal could not be charged`,
    name,
    `We could not charge your card for the next period of the Telegram signals group. You keep your place until ${dayText(s.graceEnd)}; update your card before then and the renewal goes through.`,
    'Update your card',
    url,
  );
