import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { certificatePaths } from '@academy/shared/certificate-paths';
import { type CertificateView, certificateId } from '@academy/shared/certificates';
import type { Db, Executor } from '../db/client.ts';
import { users } from '../accounts/tables.ts';
import { courses, listsOf } from '../catalogue/tables.ts';
import { lessonProgress } from '../learning/tables.ts';
import { certificates } from './tables.ts';
import type { Quizzes } from '../quizzes/quizzes.ts';
import { courseProgress } from '../learning/learning.ts';
import type { Mailer } from '../mail/mailer.ts';
import { certificateMail } from '../mail/templates.ts';
import type { Entitlements } from '../purchases/entitlements.ts';
import type { CertificateFacts } from './certificate-pdf.ts';

type Certificate = typeof certificates.$inferSelect;

/** "Ada King Lovelace": the name as the learner gave it, the middle name only when there is one. */
const fullName = (u: { firstName: string; middleName: string; lastName: string }) =>
  [u.firstName, u.middleName, u.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

/**
 * Certificates of completion: one per learner and course, issued once every chapter of the three
 * lists is watched (or ticked, where the course lets marking count) and every quiz set of the course passed; public by their id, revoked by a refund.
 */
export function createCertificates(deps: {
  db: Db;
  entitlements: Entitlements;
  quizzes: Pick<Quizzes, 'passedAll' | 'setCount'>;
  mailer: Mailer;
  publicUrl: string;
  product: string;
}) {
  const { db, entitlements, quizzes } = deps;
  const urls = (id: string) => ({
    page: new URL(certificatePaths.page(id), deps.publicUrl).toString(),
    pdf: new URL(certificatePaths.pdf(deps.product, id), deps.publicUrl).toString(),
  });

  // About 14 kB each (the fonts' glyphs it uses are embedded): the certificates being shared right now.
  const rendered = new LRUCache<string, Buffer>({ max: 500 });

  /** Every chapter counted and every quiz set passed, in a course with at least one of either. */
  async function completed(userId: string, course: typeof courses.$inferSelect): Promise<boolean> {
    const rows = await db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.courseId, course.id)));
    // A chapter counts when watched, or when ticked at all where the course lets marking count.
    const counted = rows.map((r) => ({ ...r, completed: course.markingCounts ? r.completed || r.watched : r.watched }));
    const { progress } = courseProgress(listsOf(course), counted);
    if (progress.completed < progress.total) return false;
    // The quiz rule is the quizzes' own: every set of the course has a passed attempt.
    if (progress.total === 0 && (await quizzes.setCount(course.id)) === 0) return false;
    return quizzes.passedAll(userId, course.id);
  }

  async function find(id: string): Promise<(Certificate & { courseSlug: string; courseCategory: string }) | null> {
    // A number that is not a UUID is nobody's (and PostgreSQL would refuse to compare it).
    if (!certificateId.safeParse(id).success) return null;
    const [row] = await db
      .select({ certificate: certificates, courseSlug: courses.slug, courseCategory: courses.category })
      .from(certificates)
      .innerJoin(courses, eq(courses.id, certificates.courseId))
      .where(eq(certificates.id, id));
    return row ? { ...row.certificate, courseSlug: row.courseSlug, courseCategory: row.courseCategory } : null;
  }

  return {
    /**
     * Issues the learner's certificate of a course once they have finished it, and mails it; call it
     * after anything that may finish a course (a chapter completed, a quiz passed). Idempotent: a
     * valid certificate is answered as it is, a race issues one (the unique index), and one a refund
     * revoked is valid again once the learner owns and has finished the course again. Null when not earned.
     */
    async awardIfComplete(userId: string, courseId: string): Promise<Certificate | null> {
      const [existing] = await db
        .select()
        .from(certificates)
        .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
      if (existing && !existing.revokedAt) return existing;
      if (!(await entitlements.owns(userId, 'course', courseId))) return null;
      const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
      if (!course || !(await completed(userId, course))) return null;

      if (existing) {
        const [restored] = await db
          .update(certificates)
          .set({ revokedAt: null })
          .where(and(eq(certificates.id, existing.id), isNotNull(certificates.revokedAt)))
          .returning();
        // None: a call alongside restored it first.
        return restored ?? { ...existing, revokedAt: null };
      }
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) return null;
      // The certificate and its mail (a job) in one transaction; a mail failure never fails the learner's progress.
      const [issued] = await db.transaction(async (tx) => {
        const made = await tx
          .insert(certificates)
          .values({ userId, courseId, holderName: fullName(user), courseTitle: course.title })
          .onConflictDoNothing()
          .returning();
        for (const one of made) await deps.mailer.send(certificateMail(user.email, user.firstName, one.courseTitle, urls(one.id)), tx);
        return made;
      });
      if (!issued) {
        // Another call issued it meanwhile: theirs is the one, and theirs sends the mail.
        const [theirs] = await db
          .select()
          .from(certificates)
          .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
        return theirs ?? null;
      }
      return issued;
    },

    /** A refund's: the certificates of the courses the learner no longer owns stop being valid, inside the refund's transaction. */
    async revokeUnowned(executor: Executor, userId: string, courseIds: string[]): Promise<void> {
      if (!courseIds.length) return;
      const kept = await entitlements.ownedAmong(userId, 'course', courseIds, executor);
      const lost = courseIds.filter((id) => !kept.has(id));
      if (!lost.length) return;
      await executor
        .update(certificates)
        .set({ revokedAt: new Date() })
        .where(and(eq(certificates.userId, userId), inArray(certificates.courseId, lost)));
    },

    /** The verification page's answer, or null for a number no certificate has. */
    async view(id: string): Promise<CertificateView | null> {
      const found = await find(id);
      return (
        found && {
          id: found.id,
          holder_name: found.holderName,
          course_title: found.courseTitle,
          course_slug: found.courseSlug,
          course_category: found.courseCategory,
          issued_at: found.issuedAt.toISOString(),
          valid: !found.revokedAt,
        }
      );
    },

    /**
     * The PDF of a valid certificate; null for an unknown or revoked one (a revoked one is not handed
     * out anew). Made once and kept: its facts never change, and a public link asked for again and
     * again should not cost a rendering each time.
     */
    async pdf(id: string): Promise<Buffer | null> {
      const found = await find(id);
      if (!found || found.revokedAt) return null;
      const made = rendered.get(found.id);
      if (made) return made;
      const facts: CertificateFacts = {
        id: found.id,
        holderName: found.holderName,
        courseTitle: found.courseTitle,
        issuedAt: found.issuedAt,
        verifyUrl: urls(found.id).page,
      };
      // pdfkit and fontkit once a PDF is first asked for, not at start (~7 MB of RSS until then).
      const { certificatePdf } = await import('./certificate-pdf.ts');
      const pdf = await certificatePdf(facts);
      rendered.set(found.id, pdf);
      return pdf;
    },
  };
}
export type Certificates = ReturnType<typeof createCertificates>;
