import { dayText } from './calendar.ts';
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { isUuid } from './fields.ts';

/** A certificate's public number: the UUID its verification page and PDF are at. */
export const certificateId = z.string().refine(isUuid, { message: 'No certificate has this number' });

/**
 * `certificates/:id` and `certificates/:id/pdf`. The id is any short string at the BFF, so that a
 * mistyped number reaches the upstream and is told no certificate has it (404), not that it is invalid.
 */
export const certificateParams = z.object({ id: z.string().min(1).max(100) });
/** The upstream's reading of the same: a number that is not a UUID is no certificate's. */
export const certificateIdParams = z.object({ id: certificateId });

/** What the verification page shows anyone who opens it. */
export const certificateView = z.object({
  id: z.string(),
  holder_name: z.string(),
  course_title: z.string(),
  /** The course's page (a course's removal removes its certificates). */
  course_slug: z.string(),
  /** The course's listing, which its page is under. */
  course_category: z.string(),
  issued_at: z.string(),
  /** False once the course was refunded. */
  valid: z.boolean(),
});
export type CertificateView = z.infer<typeof certificateView>;
export const certificateResponse = envelope(certificateView);

/** The learner's own certificate of a course, on Your Courses: its number and date go to LinkedIn's Add to Profile link too. */
export const ownedCertificate = certificateView.pick({ id: true, issued_at: true });
export type OwnedCertificate = z.infer<typeof ownedCertificate>;

export const CERTIFICATE_TEXT = {
  notFound: 'No certificate has this number',
  revoked: 'This certificate is no longer valid',
} as const;

/** "24 November 2026": the date as the certificate and its page write it, in UTC so both agree. */
export const certificateDate = dayText;
