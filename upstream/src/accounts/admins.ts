import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AdminProfile, AdminProfileUpdateRequest } from '@academy/shared/admin';
import { type Clock, dateOf } from '@academy/shared/server/clock';
import type { Db, Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { User } from './accounts.ts';
import { ApiError } from '@academy/shared/api-error';
import type { Mailer } from '../mail/mailer.ts';
import { inviteMail } from '../mail/templates.ts';
import { createEmailToken } from './email-tokens.ts';
import type { Passwords } from './passwords.ts';
import type { SessionService } from './sessions.ts';

/** Admin accounts: the first super-admin, and an admin's own profile. */
export function createAdminService(deps: { db: Db; sessions: SessionService; mailer: Mailer; publicUrl: string; clock: Clock; passwords: Passwords }) {
  const { db, sessions, mailer, publicUrl, clock, passwords } = deps;
  return {
    /**
     * Makes the first super-admin when none exists. Returns the generated password when none was
     * configured, so the caller can print it once.
     */
    async ensureSuperAdmin(email: string, password?: string): Promise<string | null> {
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'super_admin')).limit(1);
      if (existing) return null;
      const chosen = password ?? randomBytes(12).toString('base64url');
      await db
        .insert(users)
        .values({
          email: email.toLowerCase(),
          passwordHash: await passwords.hash(chosen),
          firstName: 'Super',
          lastName: 'Admin',
          role: 'super_admin',
          status: 'active',
          verifiedEmail: true,
        })
        .onConflictDoUpdate({ target: users.email, set: { role: 'super_admin', status: 'active', passwordHash: await passwords.hash(chosen) } });
      return password ? null : chosen;
    },

    profile(user: User): AdminProfile {
      return {
        first_name: user.firstName,
        last_name: user.lastName,
        middle_name: user.middleName,
        address: user.address,
        email: user.email,
        role_name: user.role === 'super_admin' ? 'super_admin' : 'admin',
      };
    },

    /** Super-admins invite admins: the account waits for its password, set through a mailed link. */
    async invite(email: string): Promise<void> {
      const passwordHash = await passwords.hash(randomBytes(24).toString('base64url'));
      // The account, its link and the mail (a job) in one transaction: never an invitation nobody was sent.
      await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            email,
            passwordHash,
            firstName: 'New',
            lastName: 'Admin',
            role: 'admin',
            status: 'inactive',
          })
          .onConflictDoNothing()
          .returning({ id: users.id });
        if (!created) throw new ApiError(409, 'An account with this email already exists');
        const token = await createEmailToken(tx, created.id, 'invite', 7 * 24 * 3600, dateOf(clock));
        await mailer.send(inviteMail(email, new URL(`/reset-password?token=${token}`, publicUrl).toString()), tx);
      });
    },

    /**
     * Banning ends every session of the user at once, and `also` (work promised with the ban, in its
     * transaction); admins cannot be banned from here. False when there is no such customer.
     */
    async ban(email: string, also: (tx: Executor, user: { id: string; email: string }) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .update(users)
          .set({ status: 'banned', updatedAt: new Date() })
          .where(and(eq(users.email, email), eq(users.role, 'customer')))
          .returning({ id: users.id, email: users.email });
        if (!user) return false;
        await sessions.revokeAllForUser(user.id, { tx });
        await also(tx, user);
        return true;
      });
    },

    /** Signs a customer out everywhere (a lost phone, a shared password); false when no such customer. */
    async endSessions(userId: string): Promise<boolean> {
      const [customer] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.role, 'customer')));
      if (!customer) return false;
      await sessions.revokeAllForUser(customer.id);
      return true;
    },

    /** A new password needs the current one (a session left open is not enough) and ends every admin session of the account, so it must log in again. */
    async updateProfile(user: User, input: AdminProfileUpdateRequest): Promise<void> {
      if (input.new_password && !(await passwords.verify(input.current_password ?? '', user.passwordHash)))
        throw new ApiError(422, 'The current password is not correct');
      const passwordHash = input.new_password ? await passwords.hash(input.new_password) : undefined;
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            firstName: input.first_name,
            lastName: input.last_name,
            middleName: input.middle_name,
            address: input.address,
            updatedAt: new Date(),
            ...(passwordHash ? { passwordHash } : {}),
          })
          .where(eq(users.id, user.id));
        if (passwordHash) await sessions.revokeAllForUser(user.id, { tx });
      });
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
