import { and, desc, eq, sql } from 'drizzle-orm';
import { ApiError } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';
import type { RegisterRequest, TokenPair } from '@academy/shared/auth';
import type { PurchasedItem, UserDetails, UserUpdateRequest } from '@academy/shared/user';
import type { Db } from '../db/client.ts';
import { courses, purchases, robots, users } from '../db/schema.ts';
import type { Urls } from '../catalogue/urls.ts';
import type { Mailer } from '../mail/mailer.ts';
import { resetMail, verificationMail } from '../mail/templates.ts';
import { consumeEmailToken, createEmailToken } from './email-tokens.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords.ts';
import type { SessionService } from './sessions.ts';
import type { Audience } from './tokens.ts';

export type User = typeof users.$inferSelect;

const VERIFY_TTL = 48 * 3600;
const RESET_TTL = 3600;
const invalidLink = () => new ApiError(400, 'This link is invalid or has expired. Please request a new one.');

/** Registration, login for both audiences, password flows and the customer's own details. */
export function createAccountService(deps: { db: Db; sessions: SessionService; mailer: Mailer; publicUrl: string; urls: Urls }) {
  const { db, sessions, mailer, publicUrl, urls } = deps;
  const link = (path: string, token: string) => new URL(`${path}?token=${token}`, publicUrl).toString();

  async function findByEmail(email: string): Promise<User | undefined> {
    const [user] = await db.select().from(users).where(eq(users.email, email));
    return user;
  }

  async function pair(user: User, audience: Audience): Promise<TokenPair> {
    const session = await sessions.start(user.id, audience);
    return { token: session.token, rToken: session.rToken, email: user.email, first_name: user.firstName, role: user.role };
  }

  return {
    findByEmail,

    async register(input: RegisterRequest): Promise<void> {
      if (await findByEmail(input.email)) throw new ApiError(409, 'An account with this email already exists. Please log in.');
      const passwordHash = await hashPassword(input.password);
      const token = await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ email: input.email, passwordHash, firstName: input.first_name, lastName: input.last_name, middleName: input.middle_name, address: input.address })
          .onConflictDoNothing()
          .returning({ id: users.id });
        if (!user) throw new ApiError(409, 'An account with this email already exists. Please log in.');
        return createEmailToken(tx, user.id, 'verify', VERIFY_TTL);
      });
      await mailer.send(verificationMail(input.email, input.first_name, link('/verify-email', token)));
    },

    async verifyEmail(token: string): Promise<void> {
      const userId = await consumeEmailToken(db, token, 'verify');
      if (!userId) throw invalidLink();
      await db.update(users).set({ verifiedEmail: true, status: 'active', updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** Customers log in at auth/login, admins at admin/login; a wrong audience is a wrong password. */
    async login(email: string, password: string, audience: Audience): Promise<TokenPair> {
      const user = await findByEmail(email);
      const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      const roleFits = user && (audience === 'admin' ? user.role !== 'customer' : user.role === 'customer');
      if (!user || !ok || !roleFits) throw new ApiError(401, WIRE.invalidCredentials);
      if (user.status === 'banned') throw new ApiError(403, WIRE.bannedUser);
      return pair(user, audience);
    },

    async refresh(rToken: string, audience: Audience): Promise<TokenPair> {
      const session = await sessions.rotate(rToken, audience);
      const [user] = await db.select().from(users).where(eq(users.id, session.userId));
      if (!user) throw new ApiError(401, WIRE.userNotFound);
      if (user.status === 'banned') throw new ApiError(403, WIRE.bannedUser);
      return { token: session.token, rToken: session.rToken, email: user.email, first_name: user.firstName, role: user.role };
    },

    /** Always succeeds, so the answer does not reveal whether the email has an account. */
    async forgotPassword(email: string): Promise<void> {
      const user = await findByEmail(email);
      if (!user || user.status === 'banned') return;
      const token = await createEmailToken(db, user.id, 'reset', RESET_TTL);
      await mailer.send(resetMail(user.email, user.firstName, link('/reset-password', token)));
    },

    /** A reset also proves the email and ends every open session of the account. */
    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const userId = await db.transaction(async (tx) => {
        const id = (await consumeEmailToken(tx, token, 'reset')) ?? (await consumeEmailToken(tx, token, 'invite'));
        if (!id) throw invalidLink();
        // Following the link proves the email, so an inactive account becomes active; a ban stays.
        const status = sql<User['status']>`case when ${users.status} = 'inactive' then 'active' else ${users.status} end`;
        await tx.update(users).set({ passwordHash, status, verifiedEmail: true, updatedAt: new Date() }).where(eq(users.id, id));
        return id;
      });
      await sessions.revokeAllForUser(userId);
    },

    async changePassword(user: User, oldPassword: string, newPassword: string): Promise<void> {
      if (!(await verifyPassword(oldPassword, user.passwordHash))) throw new ApiError(422, 'The current password is not correct');
      await db.update(users).set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() }).where(eq(users.id, user.id));
    },

    async details(user: User): Promise<UserDetails> {
      const owned = await db
        .select({ type: purchases.itemType, courseSlug: courses.slug, courseTitle: courses.title, courseImage: courses.image, robotSlug: robots.slug, robotTitle: robots.title, robotImage: robots.image })
        .from(purchases)
        .leftJoin(courses, and(eq(purchases.itemType, 'course'), eq(courses.id, purchases.itemId)))
        .leftJoin(robots, and(eq(purchases.itemType, 'robot'), eq(robots.id, purchases.itemId)))
        .where(eq(purchases.userId, user.id))
        .orderBy(desc(purchases.createdAt));
      const items = owned.flatMap((o): PurchasedItem[] =>
        o.type === 'course' && o.courseSlug
          ? [{ slug: o.courseSlug, title: o.courseTitle!, image: urls.image(o.courseImage!), type: 'course' as const }]
          : o.type === 'robot' && o.robotSlug
            ? [{ slug: o.robotSlug, title: o.robotTitle!, image: urls.image(o.robotImage!), type: 'robot' as const }]
            : [],
      );
      const coursesOwned = items.filter((i) => i.type === 'course');
      const robotsOwned = items.filter((i) => i.type === 'robot');
      return {
        first_name: user.firstName,
        last_name: user.lastName,
        middle_name: user.middleName,
        address: user.address,
        email: user.email,
        status: user.status,
        robots_purchased: robotsOwned.length,
        courses_purchased: coursesOwned.length,
        courses: coursesOwned,
        robots: robotsOwned,
      };
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
