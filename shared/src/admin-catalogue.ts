import { z } from 'zod';
import { editableRobotTerms, robotTermsUpdate } from './robot-terms.ts';
import { ADMIN_PAGE_SIZE, MAX_PAGE_LENGTH } from './constants.ts';
import { catalogueStatus, certificateCounts, COURSE_TYPES, fileName, ROBOT_TYPES, searchText, slug } from './catalogue.ts';
import { envelope, pageQuery } from './envelope.ts';
import { usdPrice } from './fields.ts';
import { ACTIVATION_LIMIT, activationLimit } from './licences.ts';
import { isVideoLink, VIDEO_LINK_HINT, videoLink } from './video-links.ts';

export const adminPageQuery = pageQuery(ADMIN_PAGE_SIZE, MAX_PAGE_LENGTH);

/** `GET admin/courses`, `GET admin/robots`: every status, newest first, narrowed by a part of the title and by status. */
export const adminCatalogueQuery = adminPageQuery.extend({ q: searchText, status: catalogueStatus.optional() });
export type AdminCatalogueQuery = z.infer<typeof adminCatalogueQuery>;

const required = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` });
const usd = usdPrice('Price(USD) is required');
/** An uploaded file's name, or a link the player can play (YouTube, Vimeo, HLS, audio or video files). */
const videoEntry = z
  .string()
  .trim()
  .refine((e) => (isVideoLink(e) ? videoLink : fileName).safeParse(e).success, {
    error: (issue) => (typeof issue.input === 'string' && isVideoLink(issue.input) ? VIDEO_LINK_HINT : 'Invalid file name'),
  });
const entries = z.array(videoEntry).max(200, { message: 'A list holds at most 200 videos' });
const list = z.preprocess((v: unknown) => (v === undefined ? [] : Array.isArray(v) ? (v as unknown[]) : [v]), entries);

/** A new item is for sale at once unless the admin keeps it a draft; it is not created retired. */
const createdStatus = z.enum(['published', 'draft'], { message: 'Status is Published or Draft' }).default('published');

/** `robots/create` (the messages of docs/requirements.md#validation). `price` is the legacy NGN field; NGN shown is computed from usd. */
export const createRobotRequest = z.object({
  title: required('Title').pipe(z.string().max(150)),
  price: z.coerce.number({ message: 'Price(NGN) is required' }).min(0).optional(),
  usd,
  description: required('Description').pipe(z.string().max(10_000)),
  author: z.string().trim().max(120).optional(),
  category: z.literal('robots', { message: 'Category is required' }),
  type: z.enum(ROBOT_TYPES, { message: 'Type is required' }),
  image_name: fileName,
  zip_file_name: z.string({ message: 'ZIP file is required' }).pipe(fileName),
  /** How many trading accounts each buyer's licence runs on. */
  activation_limit: activationLimit.default(ACTIVATION_LIMIT.default),
  status: createdStatus,
});
export type CreateRobotRequest = z.infer<typeof createRobotRequest>;

export const createCourseRequest = z.object({
  title: required('Title').pipe(z.string().max(150)),
  price: z.coerce.number().min(0).optional(),
  usd,
  description: required('Description').pipe(z.string().max(10_000)),
  author: z.string().trim().max(120).optional(),
  category: z.literal('courses', { message: 'Category is required' }),
  type: z.enum(COURSE_TYPES, { message: 'Type is required' }),
  image_name: fileName,
  course_video_names: list,
  quiz_video_names: list,
  live_session_video_names: list,
  /** The entries anyone may play before buying (free previews); each must be in one of the lists. None when left out. */
  preview_entries: list,
  status: createdStatus,
});
export type CreateCourseRequest = z.infer<typeof createCourseRequest>;

/**
 * `updateRobot` / `updateCourse`: a blank field keeps the existing value. `image_name` is a new cover
 * uploaded first. `revision` is the one the form was read at: a save that names an older one is
 * refused (409), so one admin's save never silently undoes another's; left out, the save goes on
 * against whatever is stored, as the original API's calls did.
 */
export const updateItemRequest = z.object({
  slug,
  title: z.string().trim().max(150).optional(),
  description: z.string().trim().max(10_000).optional(),
  usd: z.union([z.literal(''), z.coerce.number().positive().max(100_000)]).optional(),
  image_name: fileName.optional(),
  revision: z.coerce.number().int().min(0).optional(),
  /** Left out, the status stays as it is. */
  status: catalogueStatus.optional(),
});
export type UpdateItemRequest = z.infer<typeof updateItemRequest>;

/** `updateRobot` also takes the type and the activation limit; blank keeps them. Licences without a limit of their own follow it. */
export const updateRobotRequest = updateItemRequest.extend({
  type: z.union([z.literal(''), z.enum(ROBOT_TYPES, { message: 'Type is required' })]).optional(),
  activation_limit: z.union([z.literal(''), activationLimit]).optional(),
  ...robotTermsUpdate.shape,
});
export type UpdateRobotRequest = z.infer<typeof updateRobotRequest>;

/**
 * `updateCourse` also takes the type and the three lists, in play order; a list left out is kept as
 * it is. The free previews, when given, replace the course's (each must be in the lists it ends
 * with); left out, they are kept, less any entry the new lists no longer hold.
 */
export const updateCourseRequest = updateItemRequest.extend({
  type: z.union([z.literal(''), z.enum(COURSE_TYPES, { message: 'Type is required' })]).optional(),
  /** Left out, the course's rule stays as it is. */
  certificate_counts: certificateCounts.optional(),
  course_video_names: entries.optional(),
  quiz_video_names: entries.optional(),
  live_session_video_names: entries.optional(),
  preview_entries: entries.optional(),
});
export type UpdateCourseRequest = z.infer<typeof updateCourseRequest>;

/** A course's lists as stored (file names and links) and its free previews. */
export const courseVideoLists = z.object({
  course_video_names: z.array(z.string()),
  quiz_video_names: z.array(z.string()),
  live_session_video_names: z.array(z.string()),
  preview_entries: z.array(z.string()),
});
export type CourseVideoLists = z.infer<typeof courseVideoLists>;

/** What an update form starts from: the item's fields as stored, under the names the update takes, and the revision they were read at. */
const editableItem = z.object({
  slug: z.string(),
  title: z.string(),
  author: z.string(),
  description: z.string(),
  usd: z.number(),
  type: z.string(),
  /** The cover's stored name (the upload's random prefix included). */
  image_name: z.string(),
  revision: z.number().int(),
  status: catalogueStatus,
});
export type EditableItem = z.infer<typeof editableItem>;
/** `GET admin/robots/:slug`: a robot as its update form edits it. */
export const editableRobot = editableItem.extend({ activation_limit: z.number().int(), ...editableRobotTerms.shape });
export type EditableRobot = z.infer<typeof editableRobot>;
export const editableRobotResponse = envelope(editableRobot);
/** `GET admin/courses/:slug`: a course as its update form edits it, its lists included. */
export const editableCourse = editableItem.extend({ ...courseVideoLists.shape, certificate_counts: certificateCounts });
export type EditableCourse = z.infer<typeof editableCourse>;
export const editableCourseResponse = envelope(editableCourse);

/** `admin/robots/create`, `admin/courses/create`: the new item's slug. */
export const createdItem = z.object({ slug: z.string() });
export type CreatedItem = z.infer<typeof createdItem>;
export const createItemResponse = envelope(createdItem);
