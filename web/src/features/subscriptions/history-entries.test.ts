import { describe, expect, it } from 'vitest';
import { historyEntries } from './history-entries.ts';

const payment = (id: string, paid_at: string) => ({ order_id: id, paid_at, months: 1, amount_usd: 20, provider: 'sandbox', status: 'paid' }) as const;
const extension = (id: string, created_at: string) =>
  ({ id, days: 5, old_period_end: '2026-12-01T00:00:00.000Z', new_period_end: '2026-12-06T00:00:00.000Z', created_at }) as const;

describe("a customer's subscription history", () => {
  it('puts the periods paid and the extensions in one list, newest first', () => {
    const entries = historyEntries({
      payments: [payment('p2', '2026-11-20T10:00:00.000Z'), payment('p1', '2026-10-20T10:00:00.000Z')],
      extensions: [extension('e1', '2026-11-01T09:00:00.000Z')],
    });
    expect(entries.map((e) => (e.kind === 'payment' ? e.payment.order_id : e.extension.id))).toEqual(['p2', 'e1', 'p1']);
  });

  it('is empty when nothing was paid or given', () => {
    expect(historyEntries({ payments: [], extensions: [] })).toEqual([]);
  });
});
