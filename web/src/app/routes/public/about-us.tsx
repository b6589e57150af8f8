import { LinkButton } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { WhoWeAre } from '../../../features/home/components/who-we-are.tsx';
import { PageHead } from '../../../components/seo/page-head.tsx';

export function Component() {
  return (
    <>
      <PageHead
        title="About us"
        description="Who we are: traders and teachers making disciplined trading learnable, with clear lessons, honest numbers and tools that follow rules."
        path={paths.aboutUs}
      />
      <WhoWeAre headingLevel={1} />
      <section className="mx-auto grid max-w-7xl gap-6 px-4 pb-20 sm:px-6 md:grid-cols-3">
        {[
          ['Our mission', 'Make disciplined trading learnable: clear lessons, honest numbers and tools that follow rules.'],
          ['How we teach', 'Short video lessons, weekly live sessions reviewing real trades, and quizzes before you risk money.'],
          ['What we build', 'Expert advisors tested on live accounts, shipped with presets, guides and walkthroughs.'],
        ].map(([title, text]) => (
          <div key={title} className="rounded-2xl border border-navy-700 bg-navy-900 p-6">
            <h2 className="text-lg font-semibold">{title}</h2>
            <p className="mt-2 text-slate-300">{text}</p>
          </div>
        ))}
        <div className="md:col-span-3">
          <LinkButton to={paths.courses}>Explore the courses</LinkButton>
        </div>
      </section>
    </>
  );
}
