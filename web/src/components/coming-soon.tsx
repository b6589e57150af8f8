import { paths } from '../config/paths.ts';
import { LinkButton } from './ui/button.tsx';

/** An honest page for a screen whose feature has not shipped yet. */
export function ComingSoon({ title, text }: { title: string; text: string }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-6 py-24 text-center">
      <p className="rounded-full bg-accent-400/10 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-accent-400">Coming soon</p>
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="text-slate-300">{text}</p>
      <LinkButton to={paths.home} variant="secondary">
        Back to home
      </LinkButton>
    </section>
  );
}
