import type { PeriodPayment, SubscriptionExtension, SubscriptionHistory } from '@academy/shared/subscription-history';

/** One line of the customer's History: a period paid, or an admin's extension. */
export type HistoryEntry = { kind: 'payment'; at: string; payment: PeriodPayment } | { kind: 'extension'; at: string; extension: SubscriptionExtension };

/** The periods paid and the extensions given, as one list, newest first. */
export const historyEntries = (history: SubscriptionHistory): HistoryEntry[] =>
  [
    ...history.payments.map((payment): HistoryEntry => ({ kind: 'payment', at: payment.paid_at, payment })),
    ...history.extensions.map((extension): HistoryEntry => ({ kind: 'extension', at: extension.created_at, extension })),
  ].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
