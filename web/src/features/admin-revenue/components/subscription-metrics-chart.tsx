import { formatUsd } from '@academy/shared/money';
import type { SubscriptionMonth } from '@academy/shared/subscription-metrics';
import { monthText } from '../../../lib/time-text.ts';
import { axisFormat } from './revenue-chart.tsx';

// Drawn in these units and stretched to the box, as the revenue chart is; the text stays in HTML so it never stretches.
const WIDTH = 300;
const HEIGHT = 100;
const ZERO_STUB = 0.8;

/** The subscribers axis's top: even, so its middle is a whole number of people. */
const countTop = (most: number) => Math.max(2, Math.ceil(most / 2) * 2);
const activeText = (n: number) => `${n} active subscriber${n === 1 ? '' : 's'}`;

/** What a screen reader hears instead of the picture: the span, this month's MRR and subscribers, and the highest of each. */
export function describeMonths(months: SubscriptionMonth[]): string {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return 'MRR and active subscribers per month: no months to show.';
  const span = `MRR and active subscribers per month, ${monthText(first.month)} to ${monthText(last.month)}`;
  if (months.every((m) => m.mrr_usd === 0 && m.active === 0)) return `${span}: no subscribers in any month.`;
  const richest = months.reduce((a, b) => (b.mrr_usd > a.mrr_usd ? b : a));
  const fullest = months.reduce((a, b) => (b.active > a.active ? b : a));
  return (
    `${span}: MRR ${formatUsd(last.mrr_usd)} this month, highest ${formatUsd(richest.mrr_usd)} in ${monthText(richest.month)}; ` +
    `${activeText(last.active)} now, most ${fullest.active} in ${monthText(fullest.month)}.`
  );
}

function Legend() {
  return (
    <div aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-300">
      <span className="flex items-center gap-2">
        <span className="h-3 w-3 rounded-sm bg-accent-500" />
        MRR (USD, left)
      </span>
      <span className="flex items-center gap-2">
        <span className="h-0.5 w-4 bg-amber-300" />
        Active subscribers (right)
      </span>
    </div>
  );
}

/**
 * An inline SVG of the months, oldest first: a bar of MRR each (left axis), and a step line of the
 * subscribers active at each month's end (right axis). The table under it holds every figure.
 */
export function SubscriptionMetricsChart({ months }: { months: SubscriptionMonth[] }) {
  const mrrTop = Math.max(0, ...months.map((m) => m.mrr_usd));
  const top = countTop(Math.max(0, ...months.map((m) => m.active)));
  const slot = WIDTH / Math.max(months.length, 1);
  const y = (active: number) => HEIGHT - (active / top) * HEIGHT;
  // Level across each month's slot, stepping at the month's edge.
  const steps = months.map((m, i) => `${i === 0 ? `M0 ${y(m.active)}` : `V${y(m.active)}`} H${(i + 1) * slot}`).join(' ');
  const first = months[0];
  const last = months.at(-1);
  const axis = 'flex h-40 flex-col justify-between text-xs leading-none text-slate-400 tabular-nums';
  return (
    <div className="flex flex-col gap-3">
      <Legend />
      <div className="grid grid-cols-[auto_1fr_auto] gap-x-2">
        <div aria-hidden="true" className={`${axis} text-right`}>
          <span>{mrrTop > 0 ? axisFormat.format(mrrTop) : ''}</span>
          <span>{mrrTop > 0 ? axisFormat.format(mrrTop / 2) : ''}</span>
          <span>$0</span>
        </div>
        <svg
          role="img"
          aria-label={describeMonths(months)}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 w-full overflow-visible"
        >
          {[0, HEIGHT / 2, HEIGHT].map((line) => (
            <line key={line} x1={0} x2={WIDTH} y1={line} y2={line} className="stroke-navy-700" strokeWidth={1} vectorEffect="non-scaling-stroke" />
          ))}
          {months.map((m, i) => {
            const height = m.mrr_usd > 0 && mrrTop > 0 ? Math.max((m.mrr_usd / mrrTop) * HEIGHT, ZERO_STUB * 2) : ZERO_STUB;
            return (
              <rect
                key={m.month}
                data-month={m.month}
                x={i * slot + slot * 0.2}
                width={slot * 0.6}
                y={HEIGHT - height}
                height={height}
                rx={0.6}
                className={m.mrr_usd > 0 ? 'fill-accent-500' : 'fill-navy-700'}
              >
                <title>{`${monthText(m.month)}: MRR ${formatUsd(m.mrr_usd)}, ${activeText(m.active)}`}</title>
              </rect>
            );
          })}
          {months.length > 0 && <path d={steps} fill="none" className="stroke-amber-300" strokeWidth={2} vectorEffect="non-scaling-stroke" />}
        </svg>
        <div aria-hidden="true" className={axis}>
          <span>{top}</span>
          <span>{top / 2}</span>
          <span>0</span>
        </div>
        <span />
        {first && last && (
          <div aria-hidden="true" className="mt-2 flex justify-between text-xs text-slate-400">
            <span>{monthText(first.month)}</span>
            <span>{monthText(last.month)}</span>
          </div>
        )}
      </div>
    </div>
  );
}
