import { buttonClass, LinkButton } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { certificatePdfUrl } from '../api/get-certificate.ts';

/**
 * A learner's certificate: its verification page and its PDF (Your Courses, the course player).
 * `fill`: the two share the width, and stack at full width when it is too narrow for both.
 */
export function CertificateLinks({ id, courseTitle, fill = false, className = '' }: { id: string; courseTitle: string; fill?: boolean; className?: string }) {
  const grow = fill ? 'grow' : '';
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <LinkButton to={paths.certificate(id)} variant="secondary" aria-label={`Certificate for ${courseTitle}`} className={grow}>
        Certificate
      </LinkButton>
      <a href={certificatePdfUrl(id)} download className={buttonClass('primary', grow)} aria-label={`Download certificate for ${courseTitle}`}>
        Download certificate
      </a>
    </div>
  );
}
