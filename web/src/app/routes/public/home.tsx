import { ACADEMY_NAME } from '@academy/shared/constants';
import { LinkButton } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';

export function Component() {
  return (
    <section className="relative overflow-hidden">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-24 sm:px-6 lg:py-32">
        <p className="rounded-full bg-accent-400/10 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-accent-400">Forex · Crypto · Stocks · Commodities</p>
        <h1 className="max-w-3xl text-4xl font-semibold tracking-tight text-white sm:text-6xl">{ACADEMY_NAME}</h1>
        <p className="max-w-2xl text-lg text-slate-300">
          Structured trading courses, tested trading robots and a signals group, so you trade with a plan instead of greed and fear.
        </p>
        <div className="flex flex-wrap gap-3">
          <LinkButton to={paths.courses}>Browse courses</LinkButton>
          <LinkButton to={paths.category('forex-robots')} variant="secondary">
            Trading robots
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
