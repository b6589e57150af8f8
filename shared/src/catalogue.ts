import { z } from 'zod';
import { myRobotLicence, robotTerms } from './robot-terms.ts';
import { CUSTOMER_PAGE_SIZE, MAX_PAGE_LENGTH } from './constants.ts';
import { envelope, pagedEnvelope, pageQuery } from './envelope.ts';

import { COURSE_TYPES, LISTING_SORTS, ROBOT_TYPES } from './categories.ts';
import { VIDEO_LISTS } from './chapter-lists.ts';
import { chapterLock, syllabus } from './syllabus.ts';
import { courseCohorts } from './course-cohorts.ts';

export {
  COURSE_TYPES,
  LISTING_SORTS,
  ROBOT_TYPES,
  robotRouteOfType,
  type ListingSort,
  robotTypeOfRoute,
  type CourseType,
  type RobotType,
} from './categories.ts';

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'Invalid slug' })
  .max(120);
/** A stored file's name: no path segments, no leading dot. */
export const fileName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, { message: 'Invalid file name' });

/** A search text: no control characters (PostgreSQL refuses NUL in text). */
export const searchText = z
  .string()
  .trim()
  .max(100)
  .regex(/^[^\u0000-\u001f]*$/, { message: 'The search contains invalid characters' })
  .optional();
const listingSort = z.enum(LISTING_SORTS).default('newest');
export const courseListQuery = pageQuery(CUSTOMER_PAGE_SIZE, MAX_PAGE_LENGTH).extend({
  category: z.enum(COURSE_TYPES).optional(),
  q: searchText,
  sort: listingSort,
});
export const robotListQuery = pageQuery(CUSTOMER_PAGE_SIZE, MAX_PAGE_LENGTH).extend({
  category: z.enum(ROBOT_TYPES).optional(),
  q: searchText,
  sort: listingSort,
});
export const slugQuery = z.object({ slug });

/**
 * Where an item is in its life (docs/decisions/070-catalogue-status.md): a draft is not yet for sale,
 * a published item is listed and sold, a retired one is no longer; its buyers keep what they bought.
 */
export const CATALOGUE_STATUSES = ['draft', 'published', 'retired'] as const;
export const catalogueStatus = z.enum(CATALOGUE_STATUSES);
export type CatalogueStatus = z.infer<typeof catalogueStatus>;

/** A cover's variants: for each format a `srcset` (URLs with width descriptors, `... 400w, ... 800w`). */
export const imageSources = z.object({ avif: z.string(), webp: z.string() });
export type ImageSources = z.infer<typeof imageSources>;

/** An item's public rating: the average of its public reviews (one decimal; null when it has none) and their count. */
export const ratingSummary = z.object({ average: z.number().nullable(), count: z.number().int() });
export type RatingSummary = z.infer<typeof ratingSummary>;

const itemBase = {
  slug: z.string(),
  title: z.string(),
  /** The original cover: the fallback `src`. */
  image: z.string(),
  /** Absent when the cover has no variants (stored before they were made, or not readable as an image). */
  image_sources: imageSources.optional(),
  /** NGN display price, computed from usd and the admin's rate. */
  price: z.number(),
  usd: z.number(),
  category: z.string(),
  author: z.string(),
  description: z.string(),
  /** The signed-in customer has bought it (always false for a guest). */
  owned: z.boolean(),
  rating: ratingSummary,
  /** Always published in the public listings; a buyer's detail of a retired item says so, and the admin's tables show every status. */
  status: catalogueStatus,
};

export const courseSummary = z.object({
  course_id: z.string(),
  type: z.literal('course'),
  ...itemBase,
  /** Sold by cohort, and no cohort has a seat: not for sale until the admin adds one (docs/decisions/097-cohorts.md). */
  enrolment_closed: z.boolean(),
});
export const robotSummary = z.object({ robot_id: z.string(), type: z.literal('robot'), name: z.string(), ...itemBase });
export type CourseSummary = z.infer<typeof courseSummary>;
export type RobotSummary = z.infer<typeof robotSummary>;
/** `courses`, `robots` and the admin's tables: one page of the listing. */
export const courseListResponse = pagedEnvelope(courseSummary);
export const robotListResponse = pagedEnvelope(robotSummary);

/**
 * A buyer's chapter: where it plays, or, while it is shut for them (shared/src/pacing.ts), no address
 * and why; what its admin wrote of it, its captions (WebVTT) and its resources to download (none while shut).
 */
export const video = z.object({
  title: z.string(),
  url: z.string().nullable(),
  locked: chapterLock.nullable(),
  description: z.string(),
  captions: z.string().nullable(),
  resources: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type Video = z.infer<typeof video>;

/**
 * What a course's certificate counts: chapters watched to their completion point (the default), or
 * also those a learner marked complete by hand (docs/decisions/091-certificates-that-mean-it.md).
 */
export const CERTIFICATE_COUNTS = ['watched', 'marked'] as const;
export const certificateCounts = z.enum(CERTIFICATE_COUNTS, { message: 'Choose what the certificate counts' });
export type CertificateCounts = z.infer<typeof certificateCounts>;

/**
 * `singleCourse`: the lists hold playable URLs only for a buyer; everyone gets the counts and the
 * syllabus (titles, durations, and the free preview chapters' URLs).
 */
export const courseDetail = courseSummary.extend({
  video_counts: z.object({ course: z.number(), live_session: z.number(), quiz: z.number() }),
  syllabus,
  course_videos: z.array(video),
  live_session_videos: z.array(video),
  quiz_videos: z.array(video),
  certificate_counts: certificateCounts,
  /** Null: the course is not sold by cohort. */
  cohorts: courseCohorts.nullable(),
});
export type CourseDetail = z.infer<typeof courseDetail>;
export const courseDetailResponse = envelope(courseDetail);

/**
 * What a robot's zip holds, read from the zip when it is uploaded or seeded: its file names, the
 * MetaTrader platforms its files are for, and the `#property version` of its source.
 */
export const robotContents = z.object({ files: z.array(z.string()), platforms: z.array(z.string()), version: z.string().nullable() });
export type RobotContents = z.infer<typeof robotContents>;

/**
 * `singleRobot`: `zip` (the download URL) only for a buyer; `contents` null for a zip that could not
 * be read; `version` the latest, which every download is; `activation_limit` the trading accounts a
 * licence runs on.
 */
export const robotDetail = robotSummary.extend({
  zip: z.string().nullable(),
  contents: robotContents.nullable(),
  version: z.string(),
  activation_limit: z.number().int(),
  /** Sold outright, rented, or both, and its free trial. */
  terms: robotTerms,
  /** The signed-in customer's licence (owned, rented or a trial); null for a guest or without one. */
  my_licence: myRobotLicence.nullable(),
});
export type RobotDetail = z.infer<typeof robotDetail>;
export const robotDetailResponse = envelope(robotDetail);

/** `telegram`: the group's price, and whether it is for sale (a bot or an invite link is set). */
export const telegramPrice = z.object({ price: z.number(), usd: z.number(), available: z.boolean() });
export type TelegramPrice = z.infer<typeof telegramPrice>;
export const telegramPriceResponse = envelope(telegramPrice);

const chapterRef = { slug, list: z.enum(VIDEO_LISTS), position: z.number().int().min(0).max(999) };
/**
 * `POST progress`: where the customer is in one video, and its length when the player knows it;
 * `completed` says the video reached its end. The server decides completion (the end, or 90 %
 * watched), and completion sticks once set.
 */
export const progressRequest = z.object({
  ...chapterRef,
  seconds: z.number().min(0).max(86_400).transform(Math.floor),
  duration: z.number().min(0).max(86_400).optional(),
  completed: z.boolean().default(false),
});
/** `POST progress/complete`: the learner marks a chapter complete by hand, or undoes it. */
export const chapterCompletionRequest = z.object({ ...chapterRef, completed: z.boolean() });
/** `completed`: the learner's tick (by playing or by hand); `watched`: played to the completion point, what a certificate counts. */
export const progressEntry = z.object({
  list: z.enum(VIDEO_LISTS),
  position: z.number(),
  seconds: z.number(),
  completed: z.boolean(),
  watched: z.boolean(),
  updated_at: z.string(),
});
export type ProgressEntry = z.infer<typeof progressEntry>;
/** `GET progress`: one entry per video the buyer started. */
export const progressResponse = envelope(z.array(progressEntry));
/** A learner's progress in a course: completed chapters of the three lists over all of them. */
export const courseProgress = z.object({ completed: z.number().int(), total: z.number().int(), percent: z.number().int() });
export type CourseProgress = z.infer<typeof courseProgress>;
/** Where Continue opens a course: its first unfinished chapter, at the second it was left. */
export const continueAt = z.object({ list: z.enum(VIDEO_LISTS), position: z.number().int(), seconds: z.number().int() });
export type ContinueAt = z.infer<typeof continueAt>;
export const fileParams = z.object({ file: fileName });
/** A `:slug` path parameter (a robot's download, a course's lists). */
export const slugParams = z.object({ slug });
