import type { OwnedCertificate } from '@academy/shared/certificates';
import { buttonClass, LinkButton } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useSiteOrigin } from '../../../lib/site.tsx';
import { certificatePdfUrl } from '../api/get-certificate.ts';
import { linkedInCertificationUrl } from '../utils/linkedin-certification.ts';

/**
 * A learner's certificate: its verification page, its PDF and LinkedIn's Add to Profile form (Your
 * Courses, the course player). `fill`: the links share the width, and wrap to full width when it is too narrow for them.
 */
export function CertificateLinks({
  certificate: { id, issued_at },
  courseTitle,
  fill = false,
  className = '',
}: {
  certificate: OwnedCertificate;
  courseTitle: string;
  fill?: boolean;
  className?: string;
}) {
  const grow = fill ? 'grow' : '';
  const pageUrl = new URL(paths.certificate(id), useSiteOrigin()).href;
  const linkedIn = linkedInCertificationUrl({ courseTitle, id, issuedAt: issued_at, pageUrl });
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <LinkButton to={paths.certificate(id)} variant="secondary" aria-label={`Certificate for ${courseTitle}`} className={grow}>
        Certificate
      </LinkButton>
      <a href={certificatePdfUrl(id)} download className={buttonClass('primary', grow)} aria-label={`Download certificate for ${courseTitle}`}>
        Download certificate
      </a>
      <a
        href={linkedIn}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('secondary', grow)}
        aria-label={`Share on LinkedIn: certificate for ${courseTitle} (opens in a new tab)`}
      >
        Share on LinkedIn
      </a>
    </div>
  );
}
