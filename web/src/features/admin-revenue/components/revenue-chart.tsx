import type { RevenuePoint } from '@academy/shared/revenue';
import { formatUsd } from '@academy/shared/money';

// The bars are drawn in these units and stretched to the box; the text stays in HTML so it never stretches.
const WIDTH = 300;
const HEIGHT = 100;
const ZERO_STUB = 0.8;

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const compactDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
/** An axis reads in whole dollars ($139, not $138.5), and compact from a thousand ($1.2K). */
export const axisFormat = { format: (usd: number) => (Math.abs(usd) < 1000 ? wholeDollars : compactDollars).format(usd) };
/** Series days are UTC calendar days ('YYYY-MM-DD'). */
export const dayLabel = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** What a screen reader hears instead of the picture: the span, the net total, the best day and today (the series ends today). */
function describe(points: RevenuePoint[]): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return 'Revenue per day: no days to show.';
  const span = `Revenue per day, ${dayLabel(first.day)} to ${dayLabel(last.day)}`;
  const moving = points.filter((p) => p.amount !== 0);
  if (moving.length === 0) return `${span}: no revenue on any day.`;
  const total = moving.reduce((sum, p) => sum + p.amount, 0);
  const best = moving.reduce((a, b) => (b.amount > a.amount ? b : a));
  const days = moving.length === 1 ? '1 day' : `${moving.length} days`;
  return `${span}: ${formatUsd(total)} in total, net of refunds, over ${days} with sales or refunds; highest ${formatUsd(best.amount)} on ${dayLabel(best.day)}; ${formatUsd(last.amount)} today.`;
}

/**
 * An inline SVG bar chart of net revenue per day: green bars up from zero for a day's net sales, red
 * bars down for a day that refunded more than it sold, a faint stub for a day without either.
 */
export function RevenueChart({ points }: { points: RevenuePoint[] }) {
  const max = Math.max(0, ...points.map((p) => p.amount));
  const min = Math.min(0, ...points.map((p) => p.amount));
  const range = max - min;
  // Where zero sits: the bottom, unless some day is below it.
  const zero = range > 0 ? (max / range) * HEIGHT : HEIGHT;
  const slot = WIDTH / Math.max(points.length, 1);
  const first = points[0];
  const last = points.at(-1);
  return (
    <div>
      <div className="grid grid-cols-[auto_1fr] gap-x-2">
        <div aria-hidden="true" className="flex h-44 flex-col justify-between text-right text-xs leading-none text-slate-400 tabular-nums">
          <span>{max > 0 ? axisFormat.format(max) : ''}</span>
          <span>{range > 0 ? axisFormat.format((max + min) / 2) : ''}</span>
          <span>{axisFormat.format(min)}</span>
        </div>
        <svg role="img" aria-label={describe(points)} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="h-44 w-full overflow-visible">
          {[0, HEIGHT / 2, HEIGHT].map((y) => (
            <line key={y} x1={0} x2={WIDTH} y1={y} y2={y} className="stroke-navy-700" strokeWidth={1} vectorEffect="non-scaling-stroke" />
          ))}
          {min < 0 && <line x1={0} x2={WIDTH} y1={zero} y2={zero} className="stroke-slate-500" strokeWidth={1} vectorEffect="non-scaling-stroke" />}
          {points.map((p, i) => {
            const height = p.amount !== 0 && range > 0 ? Math.max((Math.abs(p.amount) / range) * HEIGHT, ZERO_STUB * 2) : ZERO_STUB;
            return (
              <rect
                key={p.day}
                data-day={p.day}
                data-amount={p.amount}
                x={i * slot + slot * 0.15}
                width={slot * 0.7}
                y={p.amount < 0 ? zero : zero - height}
                height={height}
                rx={0.6}
                className={p.amount > 0 ? 'fill-gain' : p.amount < 0 ? 'fill-loss' : 'fill-navy-700'}
              >
                <title>{`${dayLabel(p.day)}: ${formatUsd(p.amount)}`}</title>
              </rect>
            );
          })}
        </svg>
        <span />
        {first && last && (
          <div aria-hidden="true" className="mt-2 flex justify-between text-xs text-slate-400">
            <span>{dayLabel(first.day)}</span>
            <span>{dayLabel(last.day)}</span>
          </div>
        )}
      </div>
      {/* A table ignores sr-only's 1px height, so the wrapper hides it; it is what a screen reader can walk through. */}
      <div className="sr-only">
        <table>
          <caption>Revenue per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.day}>
                <th scope="row">{dayLabel(p.day)}</th>
                <td>{formatUsd(p.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
