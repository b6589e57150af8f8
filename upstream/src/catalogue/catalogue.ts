import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AdminCatalogueQuery } from '@academy/shared/admin-catalogue';
import { ApiError } from '@academy/shared/api-error';
import type { CatalogueStatus, CourseDetail, CourseSummary, ListingSort, RatingSummary, RobotDetail, RobotSummary } from '@academy/shared/catalogue';
import type { ChapterLock, ChapterOpens, Syllabus } from '@academy/shared/syllabus';
import type { MyRobotLicence } from '@academy/shared/robot-terms';
import { rents, type RobotSale, sellsOutright } from '@academy/shared/robot-sales';
import type { Db } from '../db/client.ts';
import { containing } from '../db/like.ts';
import { courses, robots } from './tables.ts';
import type { Cohorts } from '../cohorts/cohorts.ts';
import type { Entitlements } from '../purchases/entitlements.ts';
import { ratingColumns } from './public-rating.ts';
import { type Pricing, pricesOf } from '@academy/shared/money';
import type { Settings } from './settings.ts';
import type { Urls } from '../storage/urls.ts';
import { offsetOf } from '../db/paged.ts';

type Course = typeof courses.$inferSelect;
type Robot = typeof robots.$inferSelect;
export interface ListQuery {
  page: number;
  length: number;
  category?: string;
  q?: string;
  sort?: ListingSort;
}

/** Only a published item is sold: a draft or retired one cannot be put in a cart, checked out or quoted a coupon. */
export const forSale = (item: { status: CatalogueStatus }) => item.status === 'published';
export const notForSale = (title?: string) => new ApiError(409, title ? `${title} is no longer for sale` : 'This item is no longer for sale');
/** A robot rented only is not bought through the cart: its page rents it. */
export const mustBeBuyable = (item: { title: string; sale?: RobotSale }) => {
  if (item.sale && !sellsOutright(item.sale)) throw new ApiError(409, `${item.title} is for rent only: choose a rental period on its page`);
};

type Rating = ReturnType<typeof ratingColumns>;
type Summary<K extends 'course' | 'robot'> = K extends 'course' ? CourseSummary : RobotSummary;

/**
 * An item's weighted words (title, author, description), a stored column that migration 0013 made
 * and indexed (GIN); not in catalogue/tables.ts, so catalogue reads do not carry it.
 */
const searchColumn = (t: typeof courses | typeof robots) => sql`${t}.search`;
/** The visitor's words as PostgreSQL reads a web search: "quoted phrases", or, -excluded. */
const searchQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

/** Each order ends on the slug, so equal prices, dates or ratings never swap places between pages. */
const ORDER_BY: Record<ListingSort, (t: typeof courses, rating: Rating, q?: string) => SQL[]> = {
  newest: (t) => [desc(t.createdAt), asc(t.slug)],
  // Best match first (title words weigh most); without a search, the newest.
  relevance: (t, _rating, q) => [...(q ? [sql`ts_rank(${searchColumn(t)}, ${searchQuery(q)}) desc`] : []), desc(t.createdAt), asc(t.slug)],
  'price-asc': (t) => [asc(t.usdCents), asc(t.slug)],
  'price-desc': (t) => [desc(t.usdCents), asc(t.slug)],
  title: (t) => [asc(sql`lower(${t.title})`), asc(t.slug)],
  // Best rated first, the more reviewed first among equals; the unrated last.
  rating: (t, rating) => [sql`${rating.average} desc nulls last`, desc(rating.count), asc(t.slug)],
};

/** Courses and robots: paged listings with category and text search, and the detail reads. */
export function createCatalogue(deps: {
  db: Db;
  settings: Settings;
  urls: Urls;
  entitlements: Entitlements;
  /** The customer's licence of a robot, whatever its term (licences/licence-terms.ts); null without one. */
  licenceTerm: (userId: string | undefined, robotId: string) => Promise<MyRobotLicence | null>;
  /** The course's lessons' openings for everyone, and which are shut for a buyer (learning/pacing.ts). */
  pacing: { rulesOf(course: Course): (ChapterOpens | null)[]; locksOf(userId: string, course: Course): Promise<(ChapterLock | null)[]> };
  /** A course's cohorts on its page, its buyer's place, and which courses no cohort has a seat in (cohorts/cohorts.ts). */
  cohorts: Pick<Cohorts, 'ofCourse' | 'closedAmong'>;
}) {
  const { db, settings, urls, entitlements } = deps;
  const { ownedAmong, owns } = entitlements;

  /** What everyone may find: published items alone, by category and by the visitor's words. */
  function filters(table: typeof courses | typeof robots, query: ListQuery): SQL | undefined {
    const conditions: (SQL | undefined)[] = [eq(table.status, 'published')];
    if (query.category) conditions.push(eq(table.category, query.category));
    if (query.q) conditions.push(sql`${searchColumn(table)} @@ ${searchQuery(query.q)}`);
    return and(...conditions);
  }

  /** The variants' srcsets, left out when the cover has none. */
  const withSources = (item: Course | Robot) => {
    const image_sources = urls.imageSources(item.image, item.imageWidths);
    return image_sources && { image_sources };
  };
  const courseSummary = (c: Course, pricing: Pricing, owned: boolean, rating: RatingSummary, enrolmentClosed: boolean): CourseSummary => ({
    course_id: c.id,
    slug: c.slug,
    title: c.title,
    image: urls.image(c.image),
    ...withSources(c),
    ...pricesOf(c.usdCents, pricing),
    type: 'course',
    category: c.category,
    author: c.author,
    description: c.description,
    owned,
    rating,
    status: c.status,
    enrolment_closed: enrolmentClosed,
  });
  const robotSummary = (r: Robot, pricing: Pricing, owned: boolean, rating: RatingSummary): RobotSummary => ({
    robot_id: r.id,
    slug: r.slug,
    title: r.title,
    name: r.name,
    image: urls.image(r.image),
    ...withSources(r),
    ...pricesOf(r.usdCents, pricing),
    type: 'robot',
    category: r.category,
    author: r.author,
    description: r.description,
    owned,
    rating,
    status: r.status,
  });

  /** Each list's chapters as everyone sees them: titles, known lengths, and where the free previews play. */
  const syllabusOf = (c: Course): Syllabus => {
    const previews = new Set(c.previewEntries);
    const chapters = (list: string[], opens: (ChapterOpens | null)[] = []) =>
      list.map((entry, i) => ({
        title: urls.chapterTitle(entry, i, c.chapterDetails),
        duration: c.durations[entry] ?? null,
        preview_url: previews.has(entry) ? urls.preview(entry) : null,
        opens: opens[i] ?? null,
      }));
    return { course: chapters(c.courseVideos, deps.pacing.rulesOf(c)), live_session: chapters(c.liveSessionVideos), quiz: chapters(c.quizVideos) };
  };

  /** One item's public rating. */
  const ratingOf = async (kind: 'course' | 'robot', id: string): Promise<RatingSummary> => {
    const table = (kind === 'course' ? courses : robots) as typeof courses;
    const [row] = await db.select(ratingColumns(kind, table.id)).from(table).where(eq(table.id, id));
    return row ?? { average: null, count: 0 };
  };

  /**
   * A page of courses or robots in the asked order (newest first by default), with the total for
   * the pager, nothing owned: one statement (the total and the rate ride along as columns); newest
   * first reads down the listing indexes.
   */
  async function listWhere<K extends 'course' | 'robot'>(
    kind: K,
    query: Pick<ListQuery, 'page' | 'length' | 'q' | 'sort'>,
    filter: (table: typeof courses) => SQL | undefined,
  ): Promise<{ data: Summary<K>[]; totalRecords: number }> {
    // The two tables share every column the listing reads; the cast keeps one query for both.
    const table = (kind === 'course' ? courses : robots) as typeof courses;
    const where = filter(table);
    const rating = ratingColumns(kind, table.id);
    const order = ORDER_BY[query.sort ?? 'newest'](table, rating, query.q);
    // The page's items are picked first, so the ratings are read for them alone, not for every
    // match of a search (only the rating order reads them all, to sort by them).
    const page = db
      .select({ id: table.id })
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(query.length)
      .offset(offsetOf(query))
      .as('page');
    const rows = await db
      .select({
        item: table,
        total: sql<number>`(select count(*) from ${table} where ${where ?? sql`true`})`.mapWith(Number),
        ...settings.pricingColumns(),
        rating,
      })
      .from(table)
      .innerJoin(page, eq(page.id, table.id))
      .orderBy(...order);
    // Past the last page there is no row to carry the total.
    const total = rows[0]?.total ?? (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;
    const closed = kind === 'course' ? await deps.cohorts.closedAmong(rows.map((r) => r.item.id)) : new Set<string>();
    const map = ({ item, rate, roundTo, rating }: (typeof rows)[number]) =>
      kind === 'course'
        ? courseSummary(item, { rate, roundTo }, false, rating, closed.has(item.id))
        : robotSummary(item as unknown as Robot, { rate, roundTo }, false, rating);
    return { data: rows.map(map) as Summary<K>[], totalRecords: total };
  }

  return {
    ratingOf,

    /** A listing's page as everyone sees it: published items alone. */
    list: <K extends 'course' | 'robot'>(kind: K, query: ListQuery) => listWhere(kind, query, (table) => filters(table, query)),

    /**
     * The admin's table: every status, newest first, narrowed by a part of the title (what an admin
     * remembers of an item, not a full-text match) and by status.
     */
    adminList: <K extends 'course' | 'robot'>(kind: K, query: AdminCatalogueQuery) =>
      listWhere(kind, { page: query.page, length: query.length }, (table) =>
        and(query.q ? ilike(table.title, containing(query.q)) : undefined, query.status ? eq(table.status, query.status) : undefined),
      ),

    /** A listing's page as a signed-in customer sees it: one read marks what they own. */
    async markOwned<K extends 'course' | 'robot'>(kind: K, items: Summary<K>[], userId: string): Promise<Summary<K>[]> {
      const idOf = (item: Summary<K>) => ('course_id' in item ? item.course_id : item.robot_id);
      const owned = await ownedAmong(userId, kind, items.map(idOf));
      return items.map((item) => ({ ...item, owned: owned.has(idOf(item)) }));
    },

    /**
     * True when some course lists this uploaded file and marks it a free preview: then anyone may
     * play its bytes (and nothing else of the course).
     */
    async isPreview(file: string): Promise<boolean> {
      const [row] = await db
        .select({ id: courses.id })
        .from(courses)
        .where(
          and(
            sql`jsonb_exists(${courses.previewEntries}, ${file})`,
            sql`(jsonb_exists(${courses.courseVideos}, ${file}) or jsonb_exists(${courses.liveSessionVideos}, ${file}) or jsonb_exists(${courses.quizVideos}, ${file}))`,
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    findCourse: async (slug: string) => (await db.select().from(courses).where(eq(courses.slug, slug)))[0],
    findRobot: async (slug: string) => (await db.select().from(robots).where(eq(robots.slug, slug)))[0],

    /** Everyone sees what a course holds; only a buyer gets the playable lists. */
    async courseDetail(course: Course, userId?: string): Promise<CourseDetail> {
      const [owned, pricing, rating] = await Promise.all([owns(userId, 'course', course.id), settings.pricing(), ratingOf('course', course.id)]);
      const [locks, cohorts] = await Promise.all([
        owned && userId ? deps.pacing.locksOf(userId, course) : [],
        deps.cohorts.ofCourse(course.id, owned ? userId : undefined),
      ]);
      const list = (l: string[], shut: (ChapterLock | null)[] = []) => (owned ? urls.videos(l, course.chapterDetails, shut) : []);
      return {
        ...courseSummary(course, pricing, owned, rating, cohorts !== null && cohorts.next === null),
        video_counts: { course: course.courseVideos.length, live_session: course.liveSessionVideos.length, quiz: course.quizVideos.length },
        syllabus: syllabusOf(course),
        course_videos: list(course.courseVideos, locks),
        live_session_videos: list(course.liveSessionVideos),
        quiz_videos: list(course.quizVideos),
        certificate_counts: course.markingCounts ? 'marked' : 'watched',
        cohorts,
      };
    },

    async robotDetail(robot: Robot, userId?: string): Promise<RobotDetail> {
      const [owned, pricing, rating, licence] = await Promise.all([
        owns(userId, 'robot', robot.id),
        settings.pricing(),
        ratingOf('robot', robot.id),
        deps.licenceTerm(userId, robot.id),
      ]);
      // A rental or trial downloads the robot while it runs, as a purchase does.
      const reaches = owned || Boolean(licence && !licence.expired);
      return {
        ...robotSummary(robot, pricing, owned, rating),
        zip: reaches ? urls.download(robot.slug) : null,
        contents: robot.zipContents,
        version: robot.version,
        activation_limit: robot.activationLimit,
        terms: {
          sale: robot.sale,
          rent: rents(robot.sale) && robot.rentUsdCents ? pricesOf(robot.rentUsdCents, pricing) : null,
          trial: robot.trial === 'none' ? null : { kind: robot.trial, days: robot.trialDays },
        },
        my_licence: licence,
      };
    },
  };
}
export type Catalogue = ReturnType<typeof createCatalogue>;
