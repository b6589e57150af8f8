// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RevenueChart } from './revenue-chart.tsx';

/** The bars the chart draws, by day: where each starts, how tall it is, and its colour. */
const draw = (amounts: number[]) => {
  const points = amounts.map((amount, i) => ({ day: `2026-11-0${i + 1}`, amount }));
  const { container } = render(<RevenueChart points={points} />);
  const bars = [...container.querySelectorAll('rect')].map((r) => ({
    y: Number(r.getAttribute('y')),
    height: Number(r.getAttribute('height')),
    fill: r.getAttribute('class'),
  }));
  return { bars, label: container.querySelector('svg')!.getAttribute('aria-label')! };
};

describe('RevenueChart', () => {
  it('draws sales up from the bottom when no day is below zero', () => {
    const { bars } = draw([100, 0, 50]);
    expect(bars).toEqual([
      { y: 0, height: 100, fill: 'fill-gain' },
      { y: 99.2, height: 0.8, fill: 'fill-navy-700' },
      { y: 50, height: 50, fill: 'fill-gain' },
    ]);
  });

  it('draws a day that refunded more than it sold down from zero, in red, and says the total net', () => {
    const { bars, label } = draw([75, -25]);
    // 75 above zero and 25 below share the height: zero sits three quarters down.
    expect(bars).toEqual([
      { y: 0, height: 75, fill: 'fill-gain' },
      { y: 75, height: 25, fill: 'fill-loss' },
    ]);
    expect(label).toContain('$50.00 in total, net of refunds, over 2 days with sales or refunds; highest $75.00 on 1 Nov; -$25.00 today.');
  });

  it('labels its axis in whole dollars, and compactly from a thousand', () => {
    const axis = (amounts: number[]) => {
      const { container } = render(<RevenueChart points={amounts.map((amount, i) => ({ day: `2026-11-0${i + 1}`, amount }))} />);
      // The first hidden column is the axis (the day labels under the bars are hidden too).
      return [...container.querySelector('[aria-hidden="true"]')!.querySelectorAll('span')].map((s) => s.textContent);
    };
    expect(axis([138.5, 20])).toEqual(['$139', '$69', '$0']);
    expect(axis([2450, -300])).toEqual(['$2.5K', '$1.1K', '-$300']);
  });
});
