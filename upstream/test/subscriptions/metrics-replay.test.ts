import t from 'tap';
import { histories, monthlyFigures, type PaymentRow, replay, type SubscriptionRow } from '../../src/subscriptions/metrics.ts';

// The figures' arithmetic alone, over rows written here: how a customer's past is replayed (grace,
// trials, extensions, the row's present) and how months count it. subscription-metrics.test.ts
// checks the same through the shop, with the rows its payments and renewals write.
const DAY = 86_400_000;
const GRACE = 3;
const d = (iso: string) => new Date(`${iso}Z`);
const ms = (iso: string) => d(iso).getTime();
const paid = (iso: string, months = 1, usd = 20): PaymentRow => ({ userId: 'u', paidAt: d(iso), amountUsdCents: usd * 100, months });
const row = (s: Partial<SubscriptionRow> & Pick<SubscriptionRow, 'status' | 'periodEnd'>): SubscriptionRow => ({
  userId: 'u',
  cancelAtPeriodEnd: false,
  trialUsed: false,
  createdAt: d('2026-01-01T00:00'),
  updatedAt: d('2026-01-01T00:00'),
  trialDays: 7,
  extensions: [],
  ...s,
});

t.test('a renewal paid in grace runs on from the old end; one paid after it starts afresh from the payment', async (t) => {
  const lapsedAt = d('2026-04-10T00:00');
  const h = replay(
    row({ status: 'lapsed', periodEnd: d('2026-05-08T00:00'), updatedAt: lapsedAt }),
    [paid('2026-01-05T00:00'), paid('2026-02-06T00:00'), paid('2026-04-08T00:00')],
    GRACE,
  );
  t.same(
    h.periods.map((p) => new Date(p.start).toISOString()),
    ['2026-01-05T00:00:00.000Z', '2026-02-05T00:00:00.000Z', '2026-04-08T00:00:00.000Z'],
    'the second period starts where the first ended; the third, past the grace days, when paid',
  );
  t.same(h.access, [
    { start: ms('2026-01-05T00:00'), until: ms('2026-03-05T00:00') + GRACE * DAY },
    // Lapsed by a refund on 10 April: access ended then, not with the period.
    { start: ms('2026-04-08T00:00'), until: lapsedAt.getTime() },
  ]);
});

t.test('a trial paid for during it: one stretch of access, the paid month from the trial’s end, converted', async (t) => {
  const h = replay(
    row({ status: 'active', trialUsed: true, createdAt: d('2026-03-01T00:00'), periodEnd: d('2026-04-08T00:00') }),
    [paid('2026-03-04T00:00')],
    GRACE,
  );
  t.same(h.periods, [{ start: ms('2026-03-08T00:00'), cents: 2000, months: 1 }]);
  t.same(h.access, [{ start: ms('2026-03-01T00:00'), until: ms('2026-04-08T00:00') + GRACE * DAY }], 'the running one ends as its row says');
  t.equal(h.trialStart, ms('2026-03-01T00:00'));
  t.equal(h.converted, true);

  const cancelled = replay(row({ status: 'trialing', trialUsed: true, cancelAtPeriodEnd: true, periodEnd: d('2026-01-08T00:00') }), [], GRACE);
  t.same(cancelled.access, [{ start: ms('2026-01-01T00:00'), until: ms('2026-01-08T00:00') }], 'a trial has no grace days');
  t.equal(cancelled.converted, false);
});

t.test('an extension moves the end while access runs, and starts it again from when it was given after a lapse', async (t) => {
  const h = replay(
    row({
      status: 'active',
      periodEnd: d('2026-06-10T00:00'),
      extensions: [
        { at: d('2026-01-20T00:00'), newPeriodEnd: d('2026-02-11T00:00') },
        { at: d('2026-06-01T00:00'), newPeriodEnd: d('2026-06-10T00:00') },
      ],
    }),
    [paid('2026-01-01T00:00')],
    GRACE,
  );
  t.same(h.access, [
    { start: ms('2026-01-01T00:00'), until: ms('2026-02-11T00:00') + GRACE * DAY },
    { start: ms('2026-06-01T00:00'), until: ms('2026-06-10T00:00') + GRACE * DAY },
  ]);
  t.equal(h.periods.length, 1, 'an extension is not a paid period');
});

t.test('a refunded period counts as never sold, and a customer who only had one counts nowhere', async (t) => {
  const [h] = histories([row({ status: 'lapsed', periodEnd: d('2026-02-02T00:00') })], [], GRACE);
  t.same(h, { access: [], periods: [], trialStart: null, converted: false });
});

t.test('months: MRR spread over a plan’s months, each customer counted once, the current month ending now', async (t) => {
  const customers = [
    // A quarter at $50 from 31 January: $16.67 in January, February and March.
    replay(row({ status: 'active', periodEnd: d('2026-05-01T00:00') }), [paid('2026-01-31T00:00', 3, 50)], GRACE),
    // A trial in February, then a month paid after it ran out, cancelled and ended on 15 March.
    replay(
      row({
        userId: 'v',
        status: 'lapsed',
        trialUsed: true,
        cancelAtPeriodEnd: true,
        createdAt: d('2026-02-02T00:00'),
        periodEnd: d('2026-03-15T00:00'),
        updatedAt: d('2026-03-15T01:00'),
      }),
      [{ ...paid('2026-02-15T00:00'), userId: 'v' }],
      GRACE,
    ),
  ];
  const months = monthlyFigures(customers, 3, d('2026-03-20T12:00'));
  t.same(
    months.map((m) => [m.month, m.mrr_usd]),
    [
      ['2026-01', 16.67],
      ['2026-02', 36.67],
      ['2026-03', 16.67],
    ],
  );
  t.match(
    months[1],
    { active_at_start: 1, active: 2, new: 1, returning: 0, churned: 0, churn_rate: 0, trials_started: 1, trials_converted: 1 },
    'two stretches, one newcomer',
  );
  t.match(months[2], { active_at_start: 2, active: 1, new: 0, churned: 1, churn_rate: 0.5 }, 'a cancelled month ends with no grace days');
  t.match(monthlyFigures(customers, 1, d('2026-05-02T00:00'))[0], { month: '2026-05', active_at_start: 1, active: 1 }, 'the quarter’s grace days are access');
  t.match(monthlyFigures(customers, 1, d('2026-05-04T00:00'))[0], { active: 0, churned: 1, churn_rate: 1 }, 'and end');
});
