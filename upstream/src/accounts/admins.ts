import { randomBytes } from 'node:crypto';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AdminProfile, AdminProfileUpdateRequest, AdminSetUpRequest } from '@academy/shared/admin';
import { ASSIGNABLE_ROLES, type AssignableRole, ROLE_LABELS } from '@academy/shared/staff-roles';
import { type Clock, dateOf } from '@academy/shared/server/clock';
import type { Db, Executor } from '../db/client.ts';
import type { AuditContext, AuditRequest } from '../audit/context.ts';
import { record } from '../audit/record.ts';
import { users } from './tables.ts';
import type { User } from './accounts.ts';
import { ApiError } from '@academy/shared/api-error';
import type { Mailer } from '../mail/mailer.ts';
import { inviteMail } from '../mail/templates.ts';
import { consumeEmailToken, createEmailToken } from './email-tokens.ts';
import type { Passwords } from './passwords.ts';
import type { SessionService } from './sessions.ts';

const INVITE_TTL = 7 * 24 * 3600;
/** The staff the super-admin manages: every one but the super-admin (docs/decisions/087-staff-roles.md). */
const managed = inArray(users.role, [...ASSIGNABLE_ROLES]);
const noSuchAdmin = () => new ApiError(404, 'No admin with this id');
const notYourself = (what: string) => new ApiError(409, `You cannot ${what} your own account.`);
/** An account as its entries name it: a customer is a user, an admin or super-admin an admin. */
const targetOf = (account: Pick<User, 'id' | 'email' | 'role'>) =>
  ({ type: account.role === 'customer' ? 'user' : 'admin', id: account.id, label: account.email }) as const;

/** Admin accounts: the first super-admin, invitations, an admin's own profile, and the super-admin's say over the other admins. */
export function createAdminService(deps: { db: Db; sessions: SessionService; mailer: Mailer; publicUrl: string; clock: Clock; passwords: Passwords }) {
  const { db, sessions, mailer, publicUrl, clock, passwords } = deps;

  /** Signs every session of the account out at once, with its entry; false when it is not an account of those it is asked of. */
  async function endSessionsOf(audit: AuditContext, userId: string, of: SQL): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [account] = await tx
        .select({ id: users.id, email: users.email, role: users.role })
        .from(users)
        .where(and(eq(users.id, userId), of));
      if (!account) return false;
      await sessions.revokeAllForUser(account.id, { tx });
      await record(tx, { ...audit, target: targetOf(account) });
      return true;
    });
  }

  /** Moves an admin account from one status to another, with its entry; 404 when it is no admin the super-admin manages. */
  async function setAdminStatus(tx: Executor, audit: AuditContext, adminId: string, status: User['status'] | SQL) {
    const [before] = await tx
      .select({ id: users.id, email: users.email, role: users.role, status: users.status })
      .from(users)
      .where(and(eq(users.id, adminId), managed))
      .for('update');
    if (!before) throw noSuchAdmin();
    const [after] = await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, adminId)).returning({ status: users.status });
    await record(tx, { ...audit, target: targetOf(before), before: { status: before.status }, after: { status: after!.status } });
    return before;
  }

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

    /** The profile as stored; what the role may call is the route's to add (http/role-rule.ts). */
    profile(user: User): Omit<AdminProfile, 'permissions'> {
      return {
        first_name: user.firstName,
        last_name: user.lastName,
        middle_name: user.middleName,
        address: user.address,
        email: user.email,
        // Only staff reach it (the admin area's guard); a customer's role is no staff role.
        role_name: user.role === 'customer' ? 'support' : user.role,
      };
    },

    /** Super-admins invite admins and support: the account waits for its name and password, given on the admin set-up page the mail links to. */
    async invite(audit: AuditContext, email: string, role: AssignableRole): Promise<void> {
      const passwordHash = await passwords.hash(randomBytes(24).toString('base64url'));
      // The account, its link and the mail (a job) in one transaction: never an invitation nobody was sent.
      await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            email,
            passwordHash,
            // Given by the admin at set-up; until then the admin list says the name is not set yet.
            firstName: '',
            lastName: '',
            role,
            status: 'inactive',
          })
          .onConflictDoNothing()
          .returning({ id: users.id, email: users.email, role: users.role, status: users.status });
        if (!created) throw new ApiError(409, 'An account with this email already exists');
        // The link's token and the placeholder password stay out of it: the entry says who was invited.
        await record(tx, { ...audit, target: targetOf(created), after: { email: created.email, role: created.role, status: created.status } });
        const token = await createEmailToken(tx, created.id, 'invite', INVITE_TTL, dateOf(clock));
        await mailer.send(inviteMail(email, new URL(`/admin/set-up?token=${token}`, publicUrl).toString()), tx);
      });
    },

    /**
     * The invited admin's name and first password, through the mailed link; the account becomes
     * active. A deactivated invitee's link no longer works.
     */
    async setUp(audit: AuditRequest, input: AdminSetUpRequest): Promise<{ email: string }> {
      const passwordHash = await passwords.hash(input.password);
      return db.transaction(async (tx) => {
        const id = await consumeEmailToken(tx, input.token, 'invite', dateOf(clock));
        const [updated] = id
          ? await tx
              .update(users)
              .set({ firstName: input.first_name, lastName: input.last_name, passwordHash, status: 'active', verifiedEmail: true, updatedAt: new Date() })
              .where(and(eq(users.id, id), managed, eq(users.status, 'inactive')))
              .returning({ id: users.id, email: users.email, role: users.role })
          : [];
        // Thrown inside the transaction, so a refused link stays unused.
        if (!updated) throw new ApiError(400, 'This invitation is invalid or has expired. Ask the super-admin for a new one.');
        // Nobody is signed in: the invitee is the actor, proven by the mailed link.
        await record(tx, {
          ...audit,
          actor: updated,
          target: targetOf(updated),
          before: { status: 'inactive', first_name: '', last_name: '' },
          after: { status: 'active', first_name: input.first_name, last_name: input.last_name },
        });
        return { email: updated.email };
      });
    },

    /** The admin can no longer log in, and every session of theirs ends at once. */
    async deactivate(audit: AuditContext, adminId: string): Promise<void> {
      if (adminId === audit.actor.id) throw notYourself('deactivate');
      await db.transaction(async (tx) => {
        const admin = await setAdminStatus(tx, audit, adminId, 'deactivated');
        await sessions.revokeAllForUser(admin.id, { tx });
      });
    },

    /** Back to what the admin was before: active, or still waiting for set-up if they never did it. */
    async reactivate(audit: AuditContext, adminId: string): Promise<void> {
      const status = sql<
        User['status']
      >`case when ${users.status} <> 'deactivated' then ${users.status} when ${users.verifiedEmail} then 'active' else 'inactive' end`;
      await db.transaction((tx) => setAdminStatus(tx, audit, adminId, status));
    },

    /** The account is deleted; its sessions go with it (and so its tokens stop working at once). */
    async remove(audit: AuditContext, adminId: string): Promise<void> {
      if (adminId === audit.actor.id) throw notYourself('remove');
      await db.transaction(async (tx) => {
        const [admin] = await tx
          .delete(users)
          .where(and(eq(users.id, adminId), managed))
          .returning({ id: users.id, email: users.email, role: users.role, status: users.status, firstName: users.firstName, lastName: users.lastName });
        if (!admin) throw noSuchAdmin();
        const before = { email: admin.email, first_name: admin.firstName, last_name: admin.lastName, status: admin.status };
        await record(tx, { ...audit, target: targetOf(admin), before });
      });
    },

    /** Signs an admin out everywhere (a lost laptop, someone leaving). */
    async endAdminSessions(audit: AuditContext, adminId: string): Promise<void> {
      if (!(await endSessionsOf(audit, adminId, managed))) throw noSuchAdmin();
    },

    /**
     * Moves an admin between admin and support, with its entry (the role before and after). Their
     * sessions go on: the guard reads the role at each call (accounts/auth-guard.ts), so the next one
     * has the new role's rights.
     */
    async changeRole(audit: AuditContext, adminId: string, role: AssignableRole): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ id: users.id, email: users.email, role: users.role })
          .from(users)
          .where(and(eq(users.id, adminId), managed))
          .for('update');
        if (!before) throw noSuchAdmin();
        if (before.role === role) throw new ApiError(409, `This admin's role is ${ROLE_LABELS[role]} already.`);
        await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, adminId));
        await record(tx, { ...audit, target: targetOf(before), before: { role: before.role }, after: { role } });
      });
    },

    /**
     * Banning ends every session of the user at once, and `also` (work promised with the ban, in its
     * transaction); admins cannot be banned from here. False when there is no such customer.
     */
    async ban(audit: AuditContext, email: string, also: (tx: Executor, user: { id: string; email: string }) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [was] = await tx
          .select({ status: users.status })
          .from(users)
          .where(and(eq(users.email, email), eq(users.role, 'customer')))
          .for('update');
        const [user] = await tx
          .update(users)
          .set({ status: 'banned', updatedAt: new Date() })
          .where(and(eq(users.email, email), eq(users.role, 'customer')))
          .returning({ id: users.id, email: users.email, role: users.role, status: users.status });
        if (!was || !user) return false;
        await record(tx, { ...audit, target: targetOf(user), before: { status: was.status }, after: { status: user.status } });
        await sessions.revokeAllForUser(user.id, { tx });
        await also(tx, user);
        return true;
      });
    },

    /** Signs a customer out everywhere (a lost phone, a shared password); false when no such customer. */
    endSessions: (audit: AuditContext, userId: string): Promise<boolean> => endSessionsOf(audit, userId, eq(users.role, 'customer')),

    /** A new password needs the current one (a session left open is not enough) and ends every admin session of the account, so it must log in again. */
    async updateProfile(audit: AuditContext, user: User, input: AdminProfileUpdateRequest): Promise<void> {
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
        // A new password is told by what it did (every session ended), never by anything of it.
        const profile = (u: Pick<User, 'firstName' | 'lastName' | 'middleName' | 'address'>) => ({
          first_name: u.firstName,
          last_name: u.lastName,
          middle_name: u.middleName,
          address: u.address,
        });
        await record(tx, {
          ...audit,
          target: targetOf(user),
          before: { ...profile(user), ...(passwordHash && { sessions: 'signed in' }) },
          after: {
            ...profile({ firstName: input.first_name, lastName: input.last_name, middleName: input.middle_name, address: input.address }),
            ...(passwordHash && { sessions: 'all ended by a new password' }),
          },
        });
      });
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
