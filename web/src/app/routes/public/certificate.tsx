import { useParams } from 'react-router';
import { CertificateVerification } from '../../../features/learning/components/certificate-verification.tsx';

/** /certificates/{id}: a certificate's public verification page. */
export function Component() {
  const { id = '' } = useParams();
  return <CertificateVerification key={id} id={id} />;
}
