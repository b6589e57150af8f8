import type { OwnedCertificate } from '@academy/shared/certificates';
import { CertificateLinks } from './certificate-links.tsx';

/** On the course player once the learner has earned the course's certificate. */
export function CompletionBanner({ certificate, courseTitle }: { certificate: OwnedCertificate; courseTitle: string }) {
  return (
    <section
      aria-label="Course completed"
      className="mb-6 flex flex-col gap-4 rounded-2xl border border-accent-400/60 bg-navy-900 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="text-lg font-semibold">You completed this course</p>
        <p className="text-sm text-slate-300">Your certificate is ready. Anyone can check it on its page.</p>
      </div>
      <CertificateLinks certificate={certificate} courseTitle={courseTitle} className="shrink-0" />
    </section>
  );
}
