import { LinkButton } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';

export function EnrolCta() {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <div className="flex flex-col items-center gap-6 rounded-3xl border border-accent-400/30 bg-gradient-to-r from-navy-800 to-navy-900 px-6 py-14 text-center">
        <h2 id="cta-title" className="max-w-3xl text-3xl font-semibold sm:text-4xl">
          ready to take your trading skills to the next level?
        </h2>
        <LinkButton to={paths.courses} className="px-8 py-3 text-base">
          Enroll
        </LinkButton>
      </div>
    </section>
  );
}
