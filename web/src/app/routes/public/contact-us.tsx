import { SUPPORT_EMAIL } from '@academy/shared/constants';
import { Card } from '../../../components/ui/card.tsx';
import { ContactForm } from '../../../features/contact/components/contact-form.tsx';
import { PageHead } from '../../../components/seo/page-head.tsx';
import { paths } from '../../../config/paths.ts';

export function Component() {
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2">
      <PageHead
        title="Contact us"
        description="Questions about a course, a robot or your account? Send us a message and a mentor replies within one business day."
        path={paths.contactUs}
      />
      <div>
        <h1 className="text-3xl font-semibold sm:text-4xl">Contact us</h1>
        <p className="mt-4 text-slate-300">
          Questions about a course, a robot or your account? Send us a message and a mentor replies within one business day.
        </p>
        <p className="mt-4 text-slate-300">
          Or write to{' '}
          <a className="font-semibold text-accent-400 hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </div>
      <Card>
        <ContactForm />
      </Card>
    </div>
  );
}
