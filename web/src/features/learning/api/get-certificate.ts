import useSWR from 'swr';
import type { CertificateView } from '@academy/shared/certificates';
import { certificatePaths } from '@academy/shared/certificate-paths';
import { DEFAULT_PRODUCT } from '@academy/shared/constants';

export const certificateKey = (id: string) => `certificates/${encodeURIComponent(id)}`;

/** `certificates/:id`: public. Data null: no certificate has this number (told by the server's render). */
export const useCertificate = (id: string) => useSWR<CertificateView | null, Error>(certificateKey(id));

/** The PDF's address: a plain link, the browser downloads it. */
export const certificatePdfUrl = (id: string) => certificatePaths.pdf(DEFAULT_PRODUCT, id);
