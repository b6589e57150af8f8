import { dayText } from '@academy/shared/calendar';
import type { MyRobotLicence } from '@academy/shared/robot-terms';

/** What the customer's robot pages say of their licence's term. */
export function licenceTermText(l: MyRobotLicence): string {
  if (l.term === 'owned') return 'You own this robot';
  if (l.term === 'rent')
    return l.expired ? `Your rental ended on ${dayText(l.expires_at ?? new Date(0))}` : `Rented until ${dayText(l.expires_at ?? new Date(0))}`;
  if (l.demo_only) return 'Free trial on demo accounts';
  if (!l.expires_at) return `Free trial: ${l.trial_days} days from your first activation`;
  return l.expired ? `Your free trial ended on ${dayText(l.expires_at)}` : `Free trial until ${dayText(l.expires_at)}`;
}
