import { ACADEMY_NAME } from '@academy/shared/constants';

/** A learner's certificate as LinkedIn's Add to Profile form takes it. */
export interface Certification {
  courseTitle: string;
  /** The certificate's number. */
  id: string;
  /** When it was issued (an ISO instant). */
  issuedAt: string;
  /** Its public verification page, absolute: LinkedIn links the certification to it. */
  pageUrl: string;
}

/**
 * LinkedIn's "Add to Profile" link for a certification: the learner's profile opens with the form
 * filled in. Year and month in UTC, as the certificate and its page write the date (shared/src/calendar.ts).
 */
export function linkedInCertificationUrl({ courseTitle, id, issuedAt, pageUrl }: Certification): string {
  const issued = new Date(issuedAt);
  const query = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: courseTitle,
    organizationName: ACADEMY_NAME,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: pageUrl,
    certId: id,
  });
  return `https://www.linkedin.com/profile/add?${query}`;
}
