import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { ApiError } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';
import type { RegisterRequest, SignInPair, TokenPair } from '@academy/shared/auth';
import type { PurchasedItem, UserDetails, UserUpdateRequest } from '@academy/shared/user';
import { type Clock, dateOf } from '@academy/shared/server/clock';
import type { Db } from '../db/client.ts';
import { courses, robots } from '../catalogue/tables.ts';
import { certificates } from '../certificates/tables.ts';
import { lessonProgress } from '../learning/tables.ts';
import { purchases } from '../purchases/tables.ts';
import { heldRobotTerms } from '../licences/licence-terms.ts';
import { tokenFamilies, users } from './tables.ts';
import { courseProgress, type SavedProgress } from '../learning/learning.ts';
import type { Urls } from '../storage/urls.ts';
import type { Background } from '../jobs/background.ts';
import type { Mailer } from '../mail/mailer.ts';
import { registeredAgainMail, resetMail, verificationMail } from '../mail/templates.ts';
import { consumeEmailToken, createEmailToken, emailTokenOwner, emailTokensSince } from './email-tokens.ts';
import type { Passwords } from './passwords.ts';
import type { SessionService } from './sessions.ts';
import type { Audience } from './tokens.ts';
import type { AuditOrigin } from '../audit/context.ts';
import { recordAdminSignIn, type SignInRefusal } from './admin-sign-ins.ts';
import { secondFactorColumns, secondFactorStep } from './second-factor-rule.ts';
import type { SecurityNotices } from './security-notices.ts';
import { isNewDevice, type SignInFrom } from './known-devices.ts';

export type User = typeof users.$inferSelect;

const VERIFY_TTL = 48 * 3600;
const RESET_TTL = 3600;
const RESET_MAILS_PER_DAY = 5;
const DAY_MS = 24 * 3600 * 1000;
const invalidLink = () => new ApiError(400, 'This link is invalid or has expired. Please request a new one.');

/** Registration, login for both audiences, password flows and the customer's own details. */
export function createAccountService(deps: {
  db: Db;
  sessions: SessionService;
  mailer: Mailer;
  background: Background;
  publicUrl: string;
  urls: Urls;
  clock: Clock;
  passwords: Passwords;
  notify: SecurityNotices;
}) {
  const { db, sessions, mailer, background, publicUrl, urls, clock, passwords, notify } = deps;
  const dayAgo = () => dateOf(clock, -DAY_MS);
  const page = (path: string) => new URL(path, publicUrl).toString();
  // `next` rides along so the page that sent someone to register is where the login after the link leads.
  const link = (path: string, token: string, next?: string) =>
    new URL(`${path}?${new URLSearchParams(next ? { token, next } : { token }).toString()}`, publicUrl).toString();

  // Every authenticated call reads its session holder, and the dashboard its details on each guarded
  // navigation: prepared once, so neither is built again per request (and PostgreSQL plans each once).
  const holderQuery = db
    .select({
      user: users,
      revokedAt: tokenFamilies.revokedAt,
      familyUser: tokenFamilies.userId,
      secondFactorAt: tokenFamilies.secondFactorAt,
      ...secondFactorColumns(sql.placeholder('userId')),
    })
    .from(users)
    .leftJoin(tokenFamilies, eq(tokenFamilies.id, sql.placeholder('familyId')))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('session_holder');
  const userId = sql.placeholder('userId');
  const detailsQuery = db
    .select({
      type: purchases.itemType,
      course: {
        slug: courses.slug,
        title: courses.title,
        image: courses.image,
        imageWidths: courses.imageWidths,
        course: courses.courseVideos,
        live_session: courses.liveSessionVideos,
        quiz: courses.quizVideos,
      },
      robot: { slug: robots.slug, title: robots.title, image: robots.image, imageWidths: robots.imageWidths },
      progress: sql<
        SavedProgress[]
      >`coalesce((select json_agg(json_build_object('list', ${lessonProgress.list}, 'entry', ${lessonProgress.entry}, 'seconds', ${lessonProgress.seconds}, 'completed', ${lessonProgress.completed}, 'at', ${lessonProgress.updatedAt})) from ${lessonProgress} where ${lessonProgress.userId} = ${userId} and ${lessonProgress.courseId} = ${courses.id}), '[]'::json)`,
      certificate: { id: certificates.id, issuedAt: certificates.issuedAt },
    })
    .from(purchases)
    .leftJoin(courses, and(eq(purchases.itemType, 'course'), eq(courses.id, purchases.itemId)))
    .leftJoin(robots, and(eq(purchases.itemType, 'robot'), eq(robots.id, purchases.itemId)))
    // At most one row: one certificate per learner and course (upstream/src/certificates/tables.ts), the valid one only.
    .leftJoin(certificates, and(eq(certificates.userId, userId), eq(certificates.courseId, courses.id), isNull(certificates.revokedAt)))
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt))
    .prepare('user_details');

  async function findByEmail(email: string): Promise<User | undefined> {
    const [user] = await db.select().from(users).where(eq(users.email, email));
    return user;
  }

  async function findById(id: string): Promise<User | undefined> {
    const [user] = await db.select().from(users).where(eq(users.id, id));
    return user;
  }

  /** A new session for a password sign-in, and what it must still prove before it may do anything. */
  async function pair(user: User, audience: Audience, userAgent?: string): Promise<SignInPair> {
    const session = await sessions.start(user.id, audience, userAgent);
    const [facts] = await db.select(secondFactorColumns(user.id)).from(users).where(eq(users.id, user.id));
    const second_factor = secondFactorStep({ ...facts!, role: user.role, provenAt: null });
    return { token: session.token, rToken: session.rToken, email: user.email, first_name: user.firstName, role: user.role, second_factor };
  }

  return {
    findByEmail,
    findById,

    /** The user an access token names, with the state of its login (the guard's one read per call); undefined when the user is gone. */
    async sessionHolder(userId: string, familyId: string) {
      const [row] = await holderQuery.execute({ userId, familyId });
      return row;
    },

    /**
     * The same answer for a new and a known address, so register never tells who has an account
     * (as forgot-password does not): the owner of a known one is mailed instead, with the ways in.
     */
    async register(input: RegisterRequest): Promise<void> {
      // Hashed either way: the time taken says nothing either.
      const passwordHash = await passwords.hash(input.password);
      const known = await findByEmail(input.email);
      // The account, its link and the mail (a job) in one transaction: a crash leaves all or none.
      const mailed = known
        ? false
        : await db.transaction(async (tx) => {
            const [user] = await tx
              .insert(users)
              .values({
                email: input.email,
                passwordHash,
                firstName: input.first_name,
                lastName: input.last_name,
                middleName: input.middle_name,
                address: input.address,
              })
              .onConflictDoNothing()
              .returning({ id: users.id });
            if (!user) return false;
            const token = await createEmailToken(tx, user.id, 'verify', VERIFY_TTL, dateOf(clock));
            await mailer.send(verificationMail(input.email, input.first_name, link('/verify-email', token, input.next)), tx);
            return true;
          });
      if (mailed) return;
      // Known, or registered a moment ago by a request that won the race. A closed account's address is no mailbox (data-requests.ts).
      const owner = known ?? (await findByEmail(input.email));
      if (owner && owner.status !== 'closed')
        await mailer.send(registeredAgainMail(owner.email, owner.firstName, { login: page('/login'), reset: page('/forgot-password') }));
    },

    /** A new verification link for a signed-in customer who lost the first; capped like reset mails. */
    async resendVerification(user: User): Promise<void> {
      if (user.verifiedEmail) throw new ApiError(409, 'Your email address is already confirmed.');
      if ((await emailTokensSince(db, user.id, 'verify', dayAgo())) >= RESET_MAILS_PER_DAY) {
        throw new ApiError(429, 'We have sent several links today. Please look for them in your inbox and spam folder.');
      }
      await db.transaction(async (tx) => {
        const token = await createEmailToken(tx, user.id, 'verify', VERIFY_TTL, dateOf(clock));
        await mailer.send(verificationMail(user.email, user.firstName, link('/verify-email', token)), tx);
      });
    },

    /** Confirms the address; a link followed again (a second click, a mail client's preview) finds it confirmed already. */
    async verifyEmail(token: string): Promise<'verified' | 'already'> {
      const userId = await consumeEmailToken(db, token, 'verify', dateOf(clock));
      if (userId) {
        await db.update(users).set({ verifiedEmail: true, status: 'active', updatedAt: new Date() }).where(eq(users.id, userId));
        return 'verified';
      }
      const owner = await emailTokenOwner(db, token, 'verify');
      if (owner && (await findById(owner))?.verifiedEmail) return 'already';
      throw invalidLink();
    },

    /**
     * Customers log in at auth/login, admins at admin/login; a wrong audience is a wrong password.
     * `origin`: where the sign-in comes from, for an admin's audit entry (admin-sign-ins.ts) and the
     * owner's notice of a device the account had not used (`deviceId`, the BFF's device cookie).
     */
    async login(email: string, password: string, audience: Audience, from: SignInFrom): Promise<SignInPair> {
      const { userAgent, origin } = from;
      const user = await findByEmail(email);
      const ok = await passwords.verify(password, user?.passwordHash);
      const roleFits = user && (audience === 'admin' ? user.role !== 'customer' : user.role === 'customer');
      const refusal: SignInRefusal | null = !user
        ? 'no account with this email'
        : !ok
          ? 'wrong password'
          : !roleFits
            ? 'not an admin account'
            : user.status === 'banned' || user.status === 'deactivated'
              ? user.status
              : null;
      const signIn = (refused: SignInRefusal | null) => (audience === 'admin' ? recordAdminSignIn(db, origin, email, user, refused) : undefined);
      if (refusal) await signIn(refusal);
      if (!user || !ok || !roleFits) throw new ApiError(401, WIRE.invalidCredentials);
      if (user.status === 'banned') throw new ApiError(403, WIRE.bannedUser);
      // Told only to whoever knows the password: a wrong one says nothing about the account.
      if (user.status === 'deactivated') throw new ApiError(403, WIRE.adminDeactivated);
      const tokens = await pair(user, audience, userAgent);
      await signIn(null);
      if (await isNewDevice(db, user.id, from.deviceId, origin.at)) await notify(db, user, 'new-device', origin);
      return tokens;
    },

    async refresh(rToken: string, audience: Audience): Promise<TokenPair> {
      const session = await sessions.rotate(rToken, audience).catch(async (refused: unknown) => {
        // A ban revokes every session of the user; its owner still hears the ban, as on any other call.
        const owner = await sessions.ownerOf(rToken);
        if (owner && (await findById(owner))?.status === 'banned') throw new ApiError(403, WIRE.bannedUser);
        throw refused;
      });
      const user = await findById(session.userId);
      if (!user) throw new ApiError(401, WIRE.userNotFound);
      if (user.status === 'banned') throw new ApiError(403, WIRE.bannedUser);
      return { token: session.token, rToken: session.rToken, email: user.email, first_name: user.firstName, role: user.role };
    },

    /**
     * Always succeeds, and as fast for an unknown address as for a known one: the link is made and
     * mailed after the answer, so neither the answer nor its timing reveals an account.
     */
    async forgotPassword(email: string): Promise<void> {
      const user = await findByEmail(email);
      if (!user || user.status === 'banned' || user.status === 'closed') return;
      background.run('reset mail', async () => {
        // A mailbox is not a target: past the day's cap a request is answered and sends nothing.
        if ((await emailTokensSince(db, user.id, 'reset', dayAgo())) >= RESET_MAILS_PER_DAY) return;
        await db.transaction(async (tx) => {
          const token = await createEmailToken(tx, user.id, 'reset', RESET_TTL, dateOf(clock));
          await mailer.send(resetMail(user.email, user.firstName, link('/reset-password', token)), tx);
        });
      });
    },

    /**
     * A reset also proves the email and ends every open session of the account. Answers whether the
     * account is an admin's (so the page offers the right login) and its address. An invitation is
     * not a reset: it is taken on the admin set-up page, with the admin's name.
     */
    async resetPassword(token: string, password: string, origin: AuditOrigin): Promise<{ admin: boolean; email: string }> {
      const passwordHash = await passwords.hash(password);
      return db.transaction(async (tx) => {
        const id = await consumeEmailToken(tx, token, 'reset', dateOf(clock));
        if (!id) throw invalidLink();
        // Following the link proves the email, so an inactive account becomes active; a ban or a deactivation stays.
        const status = sql<User['status']>`case when ${users.status} = 'inactive' then 'active' else ${users.status} end`;
        const [updated] = await tx
          .update(users)
          .set({ passwordHash, status, verifiedEmail: true, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning({ role: users.role, email: users.email, firstName: users.firstName });
        if (!updated) throw invalidLink();
        await sessions.revokeAllForUser(id, { tx });
        await notify(tx, updated, 'password', origin);
        return { admin: updated.role !== 'customer', email: updated.email };
      });
    },

    /** A new password ends every other session of the account at once; the one that changed it stays signed in. */
    async changePassword(user: User, currentSession: string, oldPassword: string, newPassword: string, origin: AuditOrigin): Promise<void> {
      if (!(await passwords.verify(oldPassword, user.passwordHash))) throw new ApiError(422, 'The current password is not correct');
      const passwordHash = await passwords.hash(newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
        await sessions.revokeAllForUser(user.id, { except: currentSession, tx });
        await notify(tx, user, 'password', origin);
      });
    },

    /**
     * The account, what it bought, each course's progress and certificate, and the course watched
     * last: one statement (the dashboard reads it on every guarded navigation).
     */
    async details(user: User): Promise<UserDetails> {
      const owned = await detailsQuery.execute({ userId: user.id });
      const item = (type: PurchasedItem['type'], i: { slug: string; title: string; image: string; imageWidths: number[] | null }): PurchasedItem => {
        const sources = urls.imageSources(i.image, i.imageWidths);
        return { slug: i.slug, title: i.title, image: urls.image(i.image), ...(sources && { image_sources: sources }), type };
      };
      const ownedCourses = owned.flatMap((o) =>
        o.type === 'course' && o.course
          ? [
              {
                ...item('course', o.course),
                ...courseProgress(o.course, o.progress),
                certificate: o.certificate && { id: o.certificate.id, issued_at: o.certificate.issuedAt.toISOString() },
              },
            ]
          : [],
      );
      const bought = owned.flatMap((o) => (o.type === 'robot' && o.robot ? [{ ...item('robot', o.robot), licence: null }] : []));
      // Rented and tried robots too, each with its term (ended ones stay, saying so, to be rented again).
      const held = (await heldRobotTerms(db, user.id, dateOf(clock))).map((r) => ({ ...item('robot', r.robot), licence: r.licence }));
      const ownedRobots = [...held, ...bought];
      // The course watched last: the one holding the latest saved progress.
      const watched = owned.flatMap((o) => (o.course ? o.progress.map((p) => ({ slug: o.course!.slug, at: Date.parse(p.at) })) : []));
      const recent = watched.reduce<(typeof watched)[number] | undefined>((a, w) => (!a || w.at > a.at ? w : a), undefined);
      return {
        first_name: user.firstName,
        last_name: user.lastName,
        middle_name: user.middleName,
        address: user.address,
        email: user.email,
        status: user.status,
        robots_purchased: bought.length,
        courses_purchased: ownedCourses.length,
        courses: ownedCourses,
        robots: ownedRobots,
        recent_course: recent?.slug ?? null,
        hasUserPaid: user.hasUserPaid,
      };
    },

    /** The signed-in customer proves it is them before what cannot be undone (closing the account): 403, so the session stays. */
    async confirmPassword(user: User, password: string): Promise<void> {
      if (!(await passwords.verify(password, user.passwordHash))) throw new ApiError(403, 'The password is not correct');
    },

    async update(user: User, input: UserUpdateRequest): Promise<void> {
      await db
        .update(users)
        .set({ firstName: input.first_name, lastName: input.last_name, middleName: input.middle_name, address: input.address, updatedAt: new Date() })
        .where(eq(users.id, user.id));
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
