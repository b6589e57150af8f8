import { and, eq, isNull } from 'drizzle-orm';
import { ApiError } from '@academy/shared/api-error';
import type {
  CreateCourseRequest,
  CreateRobotRequest,
  EditableCourse,
  EditableRobot,
  UpdateCourseRequest,
  UpdateRobotRequest,
} from '@academy/shared/admin-catalogue';
import type { RobotVersionRequest } from '@academy/shared/licences';
import { WIRE } from '@academy/shared/constants';
import { rents } from '@academy/shared/robot-sales';
import { isVideoLink, unplayableHere } from '@academy/shared/video-links';
import type { Catalogue } from './catalogue.ts';
import type { Db } from '../db/client.ts';
import type { AuditContext } from '../audit/context.ts';
import { record } from '../audit/record.ts';
import { courseFields, itemTarget, robotFields } from './item-audit.ts';
import type { Mailer } from '../mail/mailer.ts';
import { robotUpdatedMail } from '../mail/templates.ts';
import { readDurations } from './media-durations.ts';
import { readRobotZip } from './robot-zip-contents.ts';
import { users } from '../accounts/tables.ts';
import { licences } from '../licences/tables.ts';
import { courses, robots, robotVersions } from './tables.ts';
import { makeCoverVariants } from '../storage/cover-variants.ts';
import { type Area, type Store, storeKey } from '../storage/store.ts';

const slugify = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);

/** Either update's fields: each kind's own type, a course's lists, a robot's activation limit. */
type UpdateRequest = Omit<UpdateCourseRequest & UpdateRobotRequest, 'type'> & Pick<UpdateCourseRequest | UpdateRobotRequest, 'type'>;

/** A save refused because another was made since its form was read: nothing of it is written. */
const changedMeanwhile = (kind: 'course' | 'robot') =>
  new ApiError(409, `This ${kind} was changed by someone else after you opened it. Reload it to see their changes, then make yours again.`);

/** What an update writes: its fields less those it leaves as they are (undefined is not written). */
const definedOf = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/** The fields every update form starts from, under the names the update takes. */
const editable = (item: typeof courses.$inferSelect | typeof robots.$inferSelect) => ({
  slug: item.slug,
  title: item.title,
  author: item.author,
  description: item.description,
  usd: item.usdCents / 100,
  type: item.category,
  image_name: item.image,
  revision: item.revision,
  status: item.status,
});

/** Admins create and update robots and courses from files uploaded first (admin/upload). */
/**
 * How a robot is sold and tried, from its update form: a blank keeps what is stored. Renting needs a
 * monthly rent; a robot no longer rented keeps its rentals running to their ends.
 */
function robotTermsOf(robot: typeof robots.$inferSelect, input: UpdateRequest) {
  const sale = input.sale || robot.sale;
  const rentUsdCents = typeof input.rent_usd === 'number' ? Math.round(input.rent_usd * 100) : robot.rentUsdCents;
  if (rents(sale) && !rentUsdCents) throw new ApiError(422, 'Set the rent per month to rent this robot');
  return {
    sale,
    rentUsdCents,
    trial: input.trial || robot.trial,
    trialDays: typeof input.trial_days === 'number' ? input.trial_days : robot.trialDays,
  };
}

export function createCatalogueAdmin(deps: { db: Db; catalogue: Catalogue; store: Store; mediaHosts: readonly string[]; mailer: Mailer; publicUrl: string }) {
  const { db, catalogue, store } = deps;

  /** One slug space for both kinds, so a cart or a URL never confuses a course with a robot. */
  async function freeSlug(title: string): Promise<string> {
    const slug = slugify(title);
    if (!slug) throw new ApiError(422, WIRE.emptyFields);
    if ((await catalogue.findCourse(slug)) || (await catalogue.findRobot(slug))) throw new ApiError(409, WIRE.itemExists);
    return slug;
  }

  async function mustExist(area: Area, file: string, what: string) {
    if (!(await store.exists(storeKey(area, file)))) throw new ApiError(422, `The ${what} ${file} was not uploaded`);
  }

  /** Every uploaded video of the lists is stored, and every link can play here. */
  async function videosExist(lists: (string[] | undefined)[]) {
    for (const entry of lists.flat()) {
      if (!entry) continue;
      if (!isVideoLink(entry)) {
        await mustExist('media', entry, 'video');
        continue;
      }
      const unplayable = unplayableHere(entry, deps.mediaHosts);
      if (unplayable) throw new ApiError(422, unplayable);
    }
  }

  /** Free previews are chapters of the course: each must be an entry of its lists. */
  function previewsAmong(previews: string[], lists: string[][]): string[] {
    const listed = new Set(lists.flat());
    const stray = previews.find((entry) => !listed.has(entry));
    if (stray !== undefined) throw new ApiError(422, `The free preview ${stray} is not a chapter of this course's lists`);
    return [...new Set(previews)];
  }

  /**
   * A course's previews and durations after an update: the lists it ends with (those given, the
   * others kept); the previews given must be among them, and those kept lose what the lists dropped.
   * Durations are read again only when a list changes.
   */
  async function courseChapters(course: typeof courses.$inferSelect, input: UpdateRequest) {
    const lists = [
      input.course_video_names ?? course.courseVideos,
      input.quiz_video_names ?? course.quizVideos,
      input.live_session_video_names ?? course.liveSessionVideos,
    ];
    const listed = new Set(lists.flat());
    const previewEntries = input.preview_entries ? previewsAmong(input.preview_entries, lists) : course.previewEntries.filter((e) => listed.has(e));
    const listsChanged = input.course_video_names || input.quiz_video_names || input.live_session_video_names;
    return { previewEntries, ...(listsChanged && { durations: await readDurations(store, lists) }) };
  }

  return {
    async createRobot(audit: AuditContext, input: CreateRobotRequest, adminName: string): Promise<string> {
      const slug = await freeSlug(input.title);
      await mustExist('files', input.image_name, 'image');
      await mustExist('robots', input.zip_file_name, 'zip file');
      const zipContents = await readRobotZip(store, input.zip_file_name);
      const imageWidths = await makeCoverVariants(store, input.image_name);
      // The version its MQL source declares (or 1.0) is its first; later ones come from publishVersion.
      const version = zipContents?.version ?? '1.0';
      await db.transaction(async (tx) => {
        const [robot] = await tx
          .insert(robots)
          .values({
            slug,
            title: input.title,
            name: input.title,
            description: input.description,
            author: input.author || adminName,
            category: input.type,
            image: input.image_name,
            imageWidths,
            zip: input.zip_file_name,
            zipContents,
            version,
            activationLimit: input.activation_limit,
            usdCents: Math.round(input.usd * 100),
            status: input.status,
          })
          .returning();
        await tx.insert(robotVersions).values({ robotId: robot!.id, version, changelog: 'First release', zip: input.zip_file_name });
        await record(tx, { ...audit, target: itemTarget('robot', robot!), after: { slug, ...robotFields(robot!), version } });
      });
      return slug;
    },

    async createCourse(audit: AuditContext, input: CreateCourseRequest, adminName: string): Promise<string> {
      const slug = await freeSlug(input.title);
      await mustExist('files', input.image_name, 'image');
      const lists = [input.course_video_names, input.quiz_video_names, input.live_session_video_names];
      const previewEntries = previewsAmong(input.preview_entries, lists);
      await videosExist(lists);
      const imageWidths = await makeCoverVariants(store, input.image_name);
      const durations = await readDurations(store, lists);
      await db.transaction(async (tx) => {
        const [course] = await tx
          .insert(courses)
          .values({
            slug,
            title: input.title,
            description: input.description,
            author: input.author || adminName,
            category: input.type,
            image: input.image_name,
            imageWidths,
            usdCents: Math.round(input.usd * 100),
            courseVideos: input.course_video_names,
            quizVideos: input.quiz_video_names,
            liveSessionVideos: input.live_session_video_names,
            previewEntries,
            durations,
            status: input.status,
          })
          .returning();
        await record(tx, { ...audit, target: itemTarget('course', course!), after: { slug, ...courseFields(course!) } });
      });
      return slug;
    },

    /**
     * A blank field falls back to the stored value; a course's lists are replaced when given
     * (docs/requirements.md#validation). What is written was worked out from the item at one
     * revision (the form's, else the one read here), and the write applies only while the item is
     * still at it: of two saves from one revision exactly one lands, and the other is refused whole.
     */
    async update(audit: AuditContext, kind: 'course' | 'robot', input: UpdateRequest): Promise<void> {
      const table = kind === 'course' ? courses : robots;
      const item = kind === 'course' ? await catalogue.findCourse(input.slug) : await catalogue.findRobot(input.slug);
      if (!item) throw new ApiError(404, `${kind === 'course' ? 'Course' : 'Robot'} not found`);
      if (input.revision !== undefined && input.revision !== item.revision) throw changedMeanwhile(kind);
      // A robot's request has no lists (its schema has none), so they stay undefined and unset.
      const lists = [input.course_video_names, input.quiz_video_names, input.live_session_video_names] as const;
      await videosExist([...lists]);
      if (input.image_name) await mustExist('files', input.image_name, 'image');
      const chapters = kind === 'course' ? await courseChapters(item as typeof courses.$inferSelect, input) : undefined;
      const image = input.image_name || item.image;
      // A new cover gets its variants; one stored before covers had them gets them now (those already made are kept).
      const imageWidths = await makeCoverVariants(store, image);
      const change = {
        title: input.title || item.title,
        description: input.description || item.description,
        usdCents: typeof input.usd === 'number' ? Math.round(input.usd * 100) : item.usdCents,
        category: input.type || item.category,
        image,
        imageWidths,
        ...(kind === 'course' && { courseVideos: lists[0], quizVideos: lists[1], liveSessionVideos: lists[2], ...chapters }),
        ...(kind === 'robot' && typeof input.activation_limit === 'number' && { activationLimit: input.activation_limit }),
        ...(kind === 'robot' && robotTermsOf(item as typeof robots.$inferSelect, input)),
        // A draft or retired item leaves the listings and the carts' checkouts; its buyers keep it (docs/decisions/070-catalogue-status.md).
        status: input.status ?? item.status,
        ...(kind === 'course' && input.certificate_counts && { markingCounts: input.certificate_counts === 'marked' }),
        revision: item.revision + 1,
        updatedAt: new Date(),
      };
      // The entry says what the form changed, from the item as read to the item as written.
      const fieldsOf = (row: typeof item) =>
        kind === 'course' ? courseFields(row as typeof courses.$inferSelect) : robotFields(row as typeof robots.$inferSelect);
      const written = { ...item, ...definedOf(change) };
      const saved = await db.transaction(async (tx) => {
        const rows = await tx
          .update(table)
          .set(change)
          // The revision is compared by the statement that writes: no other save can come between.
          .where(and(eq(table.id, item.id), eq(table.revision, item.revision)))
          .returning({ id: table.id });
        if (rows.length) await record(tx, { ...audit, target: itemTarget(kind, item), before: fieldsOf(item), after: fieldsOf(written) });
        return rows.length > 0;
      });
      if (!saved) throw changedMeanwhile(kind);
    },

    /**
     * A new version of a robot from an uploaded zip: from now on every download is it (updates are
     * included), and licence answers report it. Answers the robot and its buyers, to tell them.
     */
    async publishVersion(audit: AuditContext, slug: string, input: RobotVersionRequest) {
      const robot = await catalogue.findRobot(slug);
      if (!robot) throw new ApiError(404, 'Robot not found');
      await mustExist('robots', input.zip_file_name, 'zip file');
      const zipContents = await readRobotZip(store, input.zip_file_name);
      if (!zipContents) throw new ApiError(422, 'The zip file cannot be read as a zip');
      const told = { slug: robot.slug, title: robot.title, version: input.version, changelog: input.changelog };
      await db.transaction(async (tx) => {
        const added = await tx
          .insert(robotVersions)
          .values({ robotId: robot.id, version: input.version, changelog: input.changelog, zip: input.zip_file_name })
          .onConflictDoNothing()
          .returning({ id: robotVersions.id });
        if (!added.length) throw new ApiError(409, `Version ${input.version} already exists`);
        await tx.update(robots).set({ version: input.version, zip: input.zip_file_name, zipContents, updatedAt: new Date() }).where(eq(robots.id, robot.id));
        await record(tx, {
          ...audit,
          target: itemTarget('robot', robot),
          before: { version: robot.version, zip: robot.zip },
          after: { version: input.version, zip: input.zip_file_name, changelog: input.changelog },
        });
        // Every buyer's notice is a job of this transaction: the version is out exactly when they are told.
        const buyers = await tx
          .select({ email: users.email, firstName: users.firstName })
          .from(licences)
          .innerJoin(users, eq(users.id, licences.userId))
          .where(and(eq(licences.robotId, robot.id), isNull(licences.revokedAt)));
        const page = `${deps.publicUrl}/dashboard/robot/${encodeURIComponent(robot.slug)}`;
        await deps.mailer.send(
          buyers.map((buyer) => robotUpdatedMail(buyer.email, buyer.firstName, told, page)),
          tx,
        );
      });
      return told;
    },

    /** A robot as its update form edits it. */
    async editableRobot(slug: string): Promise<EditableRobot> {
      const robot = await catalogue.findRobot(slug);
      if (!robot) throw new ApiError(404, 'Robot not found');
      return {
        ...editable(robot),
        activation_limit: robot.activationLimit,
        sale: robot.sale,
        rent_usd: robot.rentUsdCents === null ? null : robot.rentUsdCents / 100,
        trial: robot.trial,
        trial_days: robot.trialDays,
      };
    },

    /** A course as its update form edits it: its fields and its lists as stored. */
    async editableCourse(slug: string): Promise<EditableCourse> {
      const course = await catalogue.findCourse(slug);
      if (!course) throw new ApiError(404, 'Course not found');
      return {
        ...editable(course),
        course_video_names: course.courseVideos,
        quiz_video_names: course.quizVideos,
        live_session_video_names: course.liveSessionVideos,
        preview_entries: course.previewEntries,
        certificate_counts: course.markingCounts ? 'marked' : 'watched',
      };
    },
  };
}
export type CatalogueAdmin = ReturnType<typeof createCatalogueAdmin>;
