import useSWR from 'swr';
import type { ReconciliationRun, ReconciliationState } from '@academy/shared/payment-log';
import { api } from '../../../lib/api-client.ts';

/** `admin/payments/reconciliation`: its settings, its last run, and the orders still waiting. */
export const useReconciliation = () => useSWR<ReconciliationState, Error>('admin/payments/reconciliation', { dedupingInterval: 0 });

/** One pass now; answers what it did, in words. */
export async function runReconciliation(): Promise<string> {
  const { data } = await api<ReconciliationRun>('admin/payments/reconciliation', { body: {} });
  return `Reconciliation ran: ${summaryText(data!.summary)}`;
}

/** "2 orders checked, 1 credited, 1 expired". */
export function summaryText(summary: Record<string, number>): string {
  const parts = [`${summary.checked ?? 0} ${summary.checked === 1 ? 'order' : 'orders'} checked`];
  for (const [key, n] of Object.entries(summary)) if (key !== 'checked' && n > 0) parts.push(`${n} ${key}`);
  return parts.join(', ');
}
