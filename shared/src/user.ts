import { z } from 'zod';
import { continueAt, courseProgress, imageSources } from './catalogue.ts';
import { ownedCertificate } from './certificates.ts';
import { envelope } from './envelope.ts';
import { myRobotLicence } from './robot-terms.ts';
import { email, optionalText, personName } from './fields.ts';

/**
 * An account's status; only an admin's account is ever 'deactivated' (by the super-admin), and only
 * a customer's 'closed' (by them or, on their request, an admin: decision 086), for good.
 */
export const userStatus = z.enum(['active', 'inactive', 'banned', 'deactivated', 'closed']);
export type UserStatus = z.infer<typeof userStatus>;

export const purchasedItem = z.object({
  slug: z.string(),
  title: z.string(),
  image: z.string(),
  /** The cover's AVIF and WebP variants, as in the catalogue, when the shop made them. */
  image_sources: imageSources.optional(),
  type: z.enum(['course', 'robot']),
});
export type PurchasedItem = z.infer<typeof purchasedItem>;
/** A robot on Your Robots: bought, or rented or tried (`licence`, robot-terms.ts) while that runs. */
export const ownedRobot = purchasedItem.extend({ licence: myRobotLicence.nullable() });
export type OwnedRobot = z.infer<typeof ownedRobot>;
/** A course on Your Courses: how far the learner is, where Continue opens it, and its certificate once earned. */
export const ownedCourse = purchasedItem.extend({ progress: courseProgress, continue: continueAt, certificate: ownedCertificate.nullable() });
export type OwnedCourse = z.infer<typeof ownedCourse>;

/** `user/details` and `details` (user details, docs/requirements.md#data). */
export const userDetails = z.object({
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string(),
  address: z.string(),
  email: z.string(),
  status: userStatus,
  robots_purchased: z.number().int(),
  courses_purchased: z.number().int(),
  courses: z.array(ownedCourse),
  robots: z.array(ownedRobot),
  /** The slug of the course the learner watched last (the latest saved progress), for Continue learning. */
  recent_course: z.string().nullable(),
  /** A member of the paid Telegram group (`hasUserPaid`, docs/requirements.md#data). */
  hasUserPaid: z.boolean(),
});
export type UserDetails = z.infer<typeof userDetails>;
export const userDetailsResponse = envelope(userDetails);

/** Customer reads name themselves by `email`; the BFF overwrites it with the session's. */
export const emailQuery = z.object({ email: email.optional() });

export const userUpdateRequest = z.object({
  first_name: personName('First name'),
  last_name: personName('Last name'),
  middle_name: optionalText(80),
  address: optionalText(200),
  email: email.optional(),
});
export type UserUpdateRequest = z.infer<typeof userUpdateRequest>;
