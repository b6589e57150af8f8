import { LinkButton } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { PageHead } from '../../../components/seo/page-head.tsx';

const STEPS = [
  ['The challenge', 'Reach the profit target within the rules: a maximum daily loss and a maximum overall loss.'],
  ['The verification', 'Show the same discipline again with a lower target, proving the first result was no accident.'],
  ['The funded account', "Trade the firm's capital and keep most of the profit, as long as you respect the same limits."],
];

/** FTMO: preparing for a prop-firm challenge with the academy's courses. */
export function Component() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <PageHead
        title="Pass the FTMO challenge"
        description="Prepare for a prop-firm challenge such as FTMO: the risk rules, the verification and the funded account, with the academy’s courses."
        path={paths.ftmo}
      />
      <h1 className="text-3xl font-semibold sm:text-4xl">Pass the FTMO challenge</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-300">
        Prop firms such as FTMO fund traders who prove they can grow an account without breaking risk limits. Most candidates fail on risk, not on strategy. Our
        courses train exactly that.
      </p>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {STEPS.map(([title, text], i) => (
          <li key={title} className="rounded-2xl border border-navy-700 bg-navy-900 p-6">
            <p className="text-sm font-semibold text-accent-400">Step {i + 1}</p>
            <h2 className="mt-1 text-lg font-semibold">{title}</h2>
            <p className="mt-2 text-slate-300">{text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-wrap gap-3">
        <LinkButton to="/forex-trading/forex-risk-management-blueprint">Start with risk management</LinkButton>
        <LinkButton to={paths.courses} variant="secondary">
          All courses
        </LinkButton>
      </div>
      <p className="mt-8 text-xs text-slate-400">
        FTMO is a trademark of its owner. We are not affiliated with FTMO; we prepare traders for prop-firm evaluations.
      </p>
    </div>
  );
}
