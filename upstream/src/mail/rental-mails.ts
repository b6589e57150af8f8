import { dayText } from '@academy/shared/calendar';
import { formatUsd } from '@academy/shared/money';
import type { Mail } from './mailer.ts';
import { linkMail } from './templates.ts';

interface Rental {
  title: string;
  end: Date;
  /** The robot's rent per month now; null when it is no longer rented. */
  monthlyUsd: number | null;
}

const again = (r: Rental) =>
  r.monthlyUsd === null ? '' : ` Rent it again for 1, 3, 6 or 12 months at ${formatUsd(r.monthlyUsd)} a month: your licence key stays the same.`;

/** Before a rental ends: when, that the robot stops then, and the one link to extend it. */
export const rentalEndingMail = (to: string, name: string, r: Rental, url: string): Mail =>
  linkMail(
    to,
    `Your rental of ${r.title} ends on ${dayText(r.end)}`,
    name,
    `Your rental of ${r.title} runs until ${dayText(r.end)}, when the robot stops trading.${again(r)} Paid before the end, the months are added to it, so you lose nothing.`,
    'Extend your rental',
    url,
  );

/** At the end: the robot has stopped, and how to rent it again. */
export const rentalEndedMail = (to: string, name: string, r: Rental, url: string): Mail =>
  linkMail(
    to,
    `Your rental of ${r.title} has ended`,
    name,
    `Your rental of ${r.title} ended on ${dayText(r.end)}, and the robot has stopped trading.${again(r)}`,
    'Rent it again',
    url,
  );
