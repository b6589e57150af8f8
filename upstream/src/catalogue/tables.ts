import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CATALOGUE_STATUSES, type RobotContents } from '@academy/shared/catalogue';
import type { ChapterDetails } from '@academy/shared/chapters';
import { PACINGS } from '@academy/shared/pacing';
import type { VideoListName } from '@academy/shared/chapter-lists';
import { ROBOT_SALES, ROBOT_TRIALS, TRIAL_DAYS } from '@academy/shared/robot-sales';
import { createdAt } from '../db/columns.ts';

/** Admin settings: `ngn_per_usd` (display rate) and the Telegram group's USD price. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each list entry is an uploaded file name (served from media/) or an external https URL. */
export type VideoList = string[];
export type Lists = Record<VideoListName, VideoList>;

/** A course row's three lists, by the names the wire uses. */
export const listsOf = (course: { courseVideos: VideoList; liveSessionVideos: VideoList; quizVideos: VideoList }): Lists => ({
  course: course.courseVideos,
  live_session: course.liveSessionVideos,
  quiz: course.quizVideos,
});

/** Existing rows were all for sale, hence the default. */
const catalogueStatus = () => text('status', { enum: CATALOGUE_STATUSES }).notNull().default('published');

export const courses = pgTable(
  'courses',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    author: text('author').notNull(),
    /** The course type: forex-trading, crypto-trading, stock-trading, commodities-trading. */
    category: text('category').notNull(),
    image: text('image').notNull(),
    /** The widths the cover's AVIF and WebP variants were made in; null without variants (older rows, an unreadable image). */
    imageWidths: jsonb('image_widths').$type<number[]>(),
    /** Prices are held in USD cents; the NGN display price is computed from the rate. */
    usdCents: integer('usd_cents').notNull(),
    courseVideos: jsonb('course_videos').$type<VideoList>().notNull().default([]),
    liveSessionVideos: jsonb('live_session_videos').$type<VideoList>().notNull().default([]),
    quizVideos: jsonb('quiz_videos').$type<VideoList>().notNull().default([]),
    /** Entries of the lists (file names or links) anyone may play before buying: free preview chapters. */
    previewEntries: jsonb('preview_entries').$type<string[]>().notNull().default([]),
    /** Seconds of each uploaded entry, read from the file when it is listed; links have none (unknown). */
    durations: jsonb('durations').$type<Record<string, number>>().notNull().default({}),
    /** Counts the saves of the update form: a save names the revision it was read at, and is refused once another came first. */
    revision: integer('revision').notNull().default(0),
    /** Only a published course is listed and sold; a draft or retired one is its buyers' alone (docs/decisions/070-catalogue-status.md). */
    status: catalogueStatus(),
    /**
     * Whether a learner's "Mark complete" counts toward the certificate; by default only chapters
     * watched to their completion point do (docs/decisions/091-certificates-that-mean-it.md).
     */
    markingCounts: boolean('marking_counts').notNull().default(false),
    /** How the Courses list's lessons open to a buyer (docs/decisions/094-pacing.md); existing courses open all at once, as before. */
    pacing: text('pacing', { enum: PACINGS }).notNull().default('all'),
    /** Each lesson's opening under the pacing, by its entry: an ISO instant (dates) or days after the purchase (days). */
    lessonOpens: jsonb('lesson_opens').$type<Record<string, string | number>>().notNull().default({}),
    /** What the admin wrote of each chapter, by its entry (catalogue/chapter-details.ts); a chapter without it is named by its file. */
    chapterDetails: jsonb('chapter_details').$type<Record<string, ChapterDetails>>().notNull().default({}),
    /** Every captions and resource file the chapters name: a buyer of the course may fetch them (purchases/entitlements.ts). */
    chapterFiles: jsonb('chapter_files').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The listings' order (ORDER BY created_at DESC, slug), with and without a category filter.
    index('courses_listing_idx').on(t.createdAt.desc().nullsFirst(), t.slug),
    index('courses_category_idx').on(t.category, t.createdAt.desc().nullsFirst(), t.slug),
  ],
);

export const robots = pgTable(
  'robots',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    author: text('author').notNull(),
    /** The robot type: forex-robot, commodities-robot, crypto-robot. */
    category: text('category').notNull(),
    image: text('image').notNull(),
    /** The widths the cover's AVIF and WebP variants were made in; null without variants (older rows, an unreadable image). */
    imageWidths: jsonb('image_widths').$type<number[]>(),
    zip: text('zip').notNull(),
    /** Read from the zip when it is uploaded or seeded; null when it could not be read as a zip. */
    zipContents: jsonb('zip_contents').$type<RobotContents>(),
    /** The latest version's number; `zip` is that version's file (robot_versions keeps every one). */
    version: text('version').notNull().default('1.0'),
    /** How many trading accounts a buyer's licence runs on, unless the licence has its own limit. */
    activationLimit: integer('activation_limit').notNull().default(5),
    usdCents: integer('usd_cents').notNull(),
    /** Sold outright, rented by the month, or both (shared/src/robot-terms.ts). */
    sale: text('sale', { enum: ROBOT_SALES }).notNull().default('buy'),
    /** The rent per month; set whenever the robot is rented. */
    rentUsdCents: integer('rent_usd_cents'),
    /** The free trial: none, demo accounts only, or `trial_days` from the first activation. */
    trial: text('trial', { enum: ROBOT_TRIALS }).notNull().default('none'),
    trialDays: integer('trial_days').notNull().default(TRIAL_DAYS.default),
    /** Counts the saves of the update form (not the software's `version`): a stale save is refused. */
    revision: integer('revision').notNull().default(0),
    /** As a course's: only a published robot is listed and sold. */
    status: catalogueStatus(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('robots_listing_idx').on(t.createdAt.desc().nullsFirst(), t.slug),
    index('robots_category_idx').on(t.category, t.createdAt.desc().nullsFirst(), t.slug),
  ],
);

/** Every version of a robot an admin published, with its changelog; buyers always get the latest. */
export const robotVersions = pgTable(
  'robot_versions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    robotId: uuid('robot_id')
      .notNull()
      .references(() => robots.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    changelog: text('changelog').notNull(),
    zip: text('zip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('robot_versions_robot_version_idx').on(t.robotId, t.version)],
);
