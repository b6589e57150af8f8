import { z } from 'zod';
import { ADMIN_PAGE_SIZE, MAX_PAGE_LENGTH } from './constants.ts';
import { COURSE_TYPES, fileName, ROBOT_TYPES, slug } from './catalogue.ts';
import { pageQuery } from './envelope.ts';
import { email } from './fields.ts';

export const adminPageQuery = pageQuery(ADMIN_PAGE_SIZE, MAX_PAGE_LENGTH);

const required = (label: string) => z.string({ message: `${label} is required` }).trim().min(1, { message: `${label} is required` });
const usd = z.coerce.number({ message: 'Price(USD) is required' }).positive({ message: 'Price(USD) is required' }).max(100_000);
/** An uploaded file's name, or a video's external https URL. */
const videoEntry = z.union([fileName, z.url({ protocol: /^https$/ }).max(500)]);
const list = z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(videoEntry).max(200));

/** `robots/create` (spec 5's messages). `price` is the legacy NGN field; NGN shown is computed from usd. */
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
});
export type CreateCourseRequest = z.infer<typeof createCourseRequest>;

/** `updateRobot` / `updateCourse`: a blank field keeps the existing value. */
export const updateItemRequest = z.object({
  slug,
  title: z.string().trim().max(150).optional(),
  description: z.string().trim().max(10_000).optional(),
  usd: z.union([z.literal(''), z.coerce.number().positive().max(100_000)]).optional(),
});
export type UpdateItemRequest = z.infer<typeof updateItemRequest>;

export const telegramPriceRequest = z.object({
  price: z.coerce.number().min(0).optional(),
  usd: z.coerce.number({ message: 'A price is required' }).positive({ message: 'A price is required' }).max(100_000),
});
export const settingsRequest = z.object({ ngn_per_usd: z.coerce.number().positive().max(1_000_000) });
export const createAdminRequest = z.object({ email });

export const adminUser = z.object({
  user_id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string(),
  address: z.string(),
  courses_purchased: z.number(),
  robots_purchased: z.number(),
  courses: z.array(z.string()),
  hasUserPaid: z.boolean(),
  joined_telegram: z.boolean(),
  verified_email: z.boolean(),
  status: z.string(),
  role_name: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const revenueRecord = z.object({
  amount: z.number(),
  authorization_code: z.string().nullable(),
  bank: z.string().nullable(),
  created_at: z.string(),
  currency: z.string(),
  paid_at: z.string(),
  payment_id: z.string(),
  payment_provider: z.string(),
  order_id: z.string(),
  email: z.string(),
});
export type RevenueRecord = z.infer<typeof revenueRecord>;
export const revenuePoint = z.object({ day: z.string(), amount: z.number() });
export type RevenuePoint = z.infer<typeof revenuePoint>;
export const seriesQuery = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });

export const UPLOAD_TYPES = ['robots', 'course', 'quiz', 'live_session'] as const;
/** One 1 MiB chunk of `admin/upload` (spec 7); `chunkNumber` is 0-based. */
export const uploadChunkFields = z.object({
  chunkNumber: z.coerce.number().int().min(0),
  totalChunks: z.coerce.number().int().min(1).max(4096),
  filename: z.string().min(1).max(200),
  course_title: z.string().max(150).optional(),
  upload_type: z.enum(UPLOAD_TYPES),
});
/** What the SPA sends the BFF first, before the file, in its one multipart request. */
export const uploadFields = z.object({
  size: z.coerce.number().int().min(1).max(4096 * 1_048_576),
  filename: z.string().min(1).max(200),
  course_title: z.string().max(150).optional(),
  upload_type: z.enum(UPLOAD_TYPES),
});
