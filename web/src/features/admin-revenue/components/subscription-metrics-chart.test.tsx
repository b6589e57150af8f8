// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SubscriptionMonth } from '@academy/shared/subscription-metrics';
import { SubscriptionMetricsChart } from './subscription-metrics-chart.tsx';

const month = (m: string, mrr_usd: number, active: number): SubscriptionMonth => ({
  month: m,
  mrr_usd,
  active,
  active_at_start: 0,
  new: 0,
  returning: 0,
  churned: 0,
  churn_rate: null,
  trials_started: 0,
  trials_converted: 0,
});

const draw = (months: SubscriptionMonth[]) => {
  const { container } = render(<SubscriptionMetricsChart months={months} />);
  return {
    bars: [...container.querySelectorAll('rect')].map((r) => ({ y: Number(r.getAttribute('y')), height: Number(r.getAttribute('height')) })),
    steps: container.querySelector('path')?.getAttribute('d'),
    label: container.querySelector('svg')!.getAttribute('aria-label')!,
    axes: [...container.querySelectorAll('[aria-hidden="true"].flex-col')].map((axis) => [...axis.querySelectorAll('span')].map((s) => s.textContent)),
  };
};

describe('SubscriptionMetricsChart', () => {
  it('draws MRR as bars up from zero and the subscribers as a step line on an even axis', () => {
    const { bars, steps, axes } = draw([month('2026-10', 60, 3), month('2026-11', 0, 0), month('2026-12', 30, 2)]);
    expect(bars).toEqual([
      { y: 0, height: 100 },
      { y: 99.2, height: 0.8 },
      { y: 50, height: 50 },
    ]);
    // Three at most: the axis runs to four, so its middle is two.
    expect(steps).toBe('M0 25 H100 V100 H200 V50 H300');
    expect(axes).toEqual([
      ['$60', '$30', '$0'],
      ['4', '2', '0'],
    ]);
  });

  it('says the span, this month and the highest of each', () => {
    expect(draw([month('2026-10', 60, 3), month('2026-11', 40, 1)]).label).toBe(
      'MRR and active subscribers per month, Oct 2026 to Nov 2026: MRR $40.00 this month, highest $60.00 in Oct 2026; 1 active subscriber now, most 3 in Oct 2026.',
    );
    expect(draw([month('2026-11', 0, 0)]).label).toBe('MRR and active subscribers per month, Nov 2026 to Nov 2026: no subscribers in any month.');
  });
});
