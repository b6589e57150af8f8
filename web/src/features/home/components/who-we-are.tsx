import { SUPPORT_EMAIL } from '@academy/shared/constants';

const TEAM = [
  {
    name: 'Emeka Nwosu',
    role: 'Chief Executive Officer',
    bio: 'Fifteen years across bank dealing desks and fintech; he built the academy so new traders learn risk before returns.',
  },
  { name: 'Amara Eze', role: 'Head Mentor', bio: 'Designs every course and runs the weekly live sessions where members review their own trades.' },
  { name: 'Kwame Asante', role: 'Lead Trader', bio: 'A full-time trader who tests each robot and strategy on live accounts before it reaches the catalogue.' },
];

/** docs/requirements.md#who-it-is-for: the CEO, head mentor and trader; platform and broker reviews; questions by e-mail. */
export function WhoWeAre({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby="who-we-are" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <Heading id="who-we-are" className="text-3xl font-semibold sm:text-4xl">
        Who We Are
      </Heading>
      <p className="mt-4 max-w-3xl text-lg text-slate-300">
        We are traders who teach. Our team also reviews trading platforms and brokers, so you know where your money is safe before you open an account.
        Questions? Write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-accent-400 hover:underline">
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {TEAM.map((m) => (
          <li key={m.name} className="rounded-2xl border border-navy-700 bg-navy-900 p-6">
            <div
              aria-hidden="true"
              className="mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-accent-400/15 text-lg font-semibold text-accent-400"
            >
              {m.name
                .split(' ')
                .map((w) => w[0])
                .join('')}
            </div>
            <h3 className="text-lg font-semibold">{m.name}</h3>
            <p className="text-sm font-medium text-accent-400">{m.role}</p>
            <p className="mt-3 text-sm text-slate-300">{m.bio}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
