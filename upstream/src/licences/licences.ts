import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { ApiError } from '@academy/shared/api-error';
import type { AuditFields } from '@academy/shared/audit';
import { type Clock, dateOf } from '@academy/shared/server/clock';
import type {
  AdminLicence,
  AdminLicenceQuery,
  LicenceActivation,
  LicenceCheckRequest,
  LicenceStatus,
  OwnLicence,
  SignedLicenceVerdict,
} from '@academy/shared/licences';
import type { MyRobotLicence } from '@academy/shared/robot-terms';
import type { Db, Executor } from '../db/client.ts';
import type { AuditContext } from '../audit/context.ts';
import { record } from '../audit/record.ts';
import { users } from '../accounts/tables.ts';
import { robots, robotVersions } from '../catalogue/tables.ts';
import { licenceActivations, licences, robotDownloads } from './tables.ts';
import type { DownloadLinks } from './download-links.ts';
import { normaliseLicenceKey } from './licence-keys.ts';
import { expiredAt, heldLicence, licenceTermOf, startTrial, startTrialClock, termOut } from './licence-terms.ts';
import type { VerdictSigner } from './verdict-signer.ts';
import { pageOf } from '../db/paged.ts';

const DOWNLOAD_HISTORY = 50;
/** What a robot may show its user when the licence stops working. */
const REVOKED = 'This licence was revoked by the shop';
const SUSPENDED = 'The account that bought this licence is suspended';
const DEMO_ONLY = 'This free trial runs on demo accounts only: buy or rent the robot to trade a real account';
const limitOf = sql<number>`coalesce(${licences.activationLimit}, ${robots.activationLimit})`.mapWith(Number);

const activationOut = (a: typeof licenceActivations.$inferSelect): LicenceActivation => ({
  id: a.id,
  account: a.account,
  server: a.server,
  first_seen_at: a.firstSeenAt.toISOString(),
  last_seen_at: a.lastSeenAt.toISOString(),
});

/** Robot licences: what a robot asks (activate, verify), what a buyer manages, what an admin controls. */
export function createLicences(deps: { db: Db; signer: VerdictSigner; links: DownloadLinks; graceHours: number; clock: Clock }) {
  const { db, signer, links } = deps;

  async function activationsOf(licenceIds: string[]): Promise<Map<string, LicenceActivation[]>> {
    const byLicence = new Map<string, LicenceActivation[]>(licenceIds.map((id) => [id, []]));
    if (!licenceIds.length) return byLicence;
    const rows = await db.select().from(licenceActivations).where(inArray(licenceActivations.licenceId, licenceIds)).orderBy(licenceActivations.firstSeenAt);
    for (const row of rows) byLicence.get(row.licenceId)!.push(activationOut(row));
    return byLicence;
  }

  /**
   * The customer's licence for a robot they own, rent or try; 403 when they hold none. A refunded
   * purchase's licence (no purchase any more) is not theirs to use, and one bought again afterwards is the new one.
   */
  async function ownedLicence(userId: string, slug: string) {
    const [row] = await db
      .select({
        id: licences.id,
        key: licences.key,
        revokedAt: licences.revokedAt,
        limit: limitOf,
        robotId: robots.id,
        term: licences.term,
        expiresAt: licences.expiresAt,
        demoOnly: licences.demoOnly,
        trialDays: licences.trialDays,
      })
      .from(licences)
      .innerJoin(robots, eq(robots.id, licences.robotId))
      .where(and(eq(licences.userId, userId), eq(robots.slug, slug), heldLicence))
      .limit(1);
    if (!row) throw new ApiError(403, 'Buy this robot to get its licence');
    return row;
  }

  /** The licence an admin changes, locked, with what names it in the audit log: its robot and its holder. */
  async function heldForChange(tx: Executor, id: string) {
    const [licence] = await tx
      .select({
        id: licences.id,
        revokedAt: licences.revokedAt,
        ownLimit: licences.activationLimit,
        purchaseId: licences.purchaseId,
        term: licences.term,
        robot: robots.title,
        email: users.email,
      })
      .from(licences)
      .innerJoin(robots, eq(robots.id, licences.robotId))
      .innerJoin(users, eq(users.id, licences.userId))
      .where(eq(licences.id, id))
      .for('update', { of: licences });
    if (!licence) throw new ApiError(404, 'Licence not found');
    return licence;
  }
  type Held = Awaited<ReturnType<typeof heldForChange>>;

  /** An admin's change of one licence and its entry, in one transaction; `change` writes and answers the fields before and after. */
  async function changeByAdmin(audit: AuditContext, id: string, change: (tx: Executor, licence: Held) => Promise<{ before: AuditFields; after: AuditFields }>) {
    await db.transaction(async (tx) => {
      const licence = await heldForChange(tx, id);
      const { before, after } = await change(tx, licence);
      await record(tx, { ...audit, target: { type: 'licence', id, label: `${licence.robot} · ${licence.email}` }, before, after });
    });
  }

  /** Sets the licence's own columns: revoked or not, its own limit (null: the robot's). */
  const setAdmin = (
    audit: AuditContext,
    id: string,
    set: { revokedAt?: Date | null; activationLimit?: number | null },
    message: string,
    refuse?: (l: Held) => void,
  ) =>
    changeByAdmin(audit, id, async (tx, licence) => {
      refuse?.(licence);
      const [after] = await tx
        .update(licences)
        .set(set)
        .where(eq(licences.id, id))
        .returning({ revokedAt: licences.revokedAt, ownLimit: licences.activationLimit });
      const fields = (l: Pick<Held, 'revokedAt' | 'ownLimit'>) => ({ revoked: l.revokedAt !== null, activation_limit: l.ownLimit });
      return { before: fields(licence), after: fields(after!) };
    }).then(() => message);

  return {
    /**
     * A robot's call. `claim` (activate) takes a free slot for this account; verify never does.
     * The licence row is locked while its slots are counted, so two accounts racing for the last
     * slot cannot both win. Every answer is signed; a bad key, a key for another robot and no key
     * at all are the same `unknown`.
     */
    async check(input: LicenceCheckRequest, claim: boolean): Promise<SignedLicenceVerdict> {
      // The verdict's expiry and the account's last seen are the clock's, as every lifetime (shared/src/server/clock.ts).
      const now = dateOf(deps.clock);
      const trustUntil = now.getTime() + deps.graceHours * 3600_000;
      const answer = (status: LicenceStatus, version: string | null, reason?: string, terms?: { expiresAt: Date | null; demoOnly: boolean }) =>
        signer.sign({
          status,
          robot: input.robot,
          account: input.account,
          server: input.server,
          version,
          ...(reason && { reason }),
          checked_at: now.toISOString(),
          // Offline, a robot trusts an answer no longer than the licence itself runs.
          expires_at: new Date(Math.min(trustUntil, terms?.expiresAt?.getTime() ?? trustUntil)).toISOString(),
          licence_expires_at: terms?.expiresAt?.toISOString() ?? null,
          demo_only: terms?.demoOnly ?? false,
        });
      const key = normaliseLicenceKey(input.key);
      if (!key) return answer('unknown', null);
      return db.transaction(async (tx) => {
        const [licence] = await tx
          .select({
            id: licences.id,
            revokedAt: licences.revokedAt,
            limit: limitOf,
            version: robots.version,
            owner: users.status,
            term: licences.term,
            expiresAt: licences.expiresAt,
            demoOnly: licences.demoOnly,
          })
          .from(licences)
          .innerJoin(robots, eq(robots.id, licences.robotId))
          .innerJoin(users, eq(users.id, licences.userId))
          .where(and(eq(licences.key, key), eq(robots.slug, input.robot)))
          .for('update', { of: licences });
        if (!licence) return answer('unknown', null);
        const say = (status: LicenceStatus, reason?: string, expiresAt = licence.expiresAt) =>
          answer(status, licence.version, reason, { expiresAt, demoOnly: licence.demoOnly });
        if (licence.revokedAt) return say('revoked', REVOKED);
        // Read at every check: a ban stops new activations and running robots at once; lifting it restores them.
        if (licence.owner === 'banned') return say('revoked', SUSPENDED);
        if (licence.expiresAt && expiredAt(licence, now))
          return say('expired', `${licence.term === 'rent' ? 'This rental' : 'This free trial'} ended on ${licence.expiresAt.toISOString().slice(0, 10)}`);
        // MetaTrader says which kind of account this is; a robot that does not say is not trusted with a real one.
        if (licence.demoOnly && input.trade_mode !== 'demo' && input.trade_mode !== 'contest') return say('demo_only', DEMO_ONLY);
        const mine = and(
          eq(licenceActivations.licenceId, licence.id),
          eq(licenceActivations.account, input.account),
          eq(licenceActivations.server, input.server),
        );
        const [held] = await tx.update(licenceActivations).set({ lastSeenAt: now }).where(mine).returning({ id: licenceActivations.id });
        if (held) return say('active');
        if (!claim) return say('inactive');
        const [taken] = await tx.select({ n: count() }).from(licenceActivations).where(eq(licenceActivations.licenceId, licence.id));
        if (taken!.n >= licence.limit) return say('limit_reached');
        await tx.insert(licenceActivations).values({ licenceId: licence.id, account: input.account, server: input.server, firstSeenAt: now, lastSeenAt: now });
        return say('active', undefined, (await startTrialClock(tx, licence.id, now)) ?? licence.expiresAt);
      });
    },

    /** The dashboard's view of one robot's licence: key, activations, versions, downloads. */
    async own(userId: string, slug: string): Promise<OwnLicence> {
      const licence = await ownedLicence(userId, slug);
      const [activations, versions, downloads] = await Promise.all([
        activationsOf([licence.id]),
        db.select().from(robotVersions).where(eq(robotVersions.robotId, licence.robotId)).orderBy(desc(robotVersions.createdAt), desc(robotVersions.id)),
        db.select().from(robotDownloads).where(eq(robotDownloads.licenceId, licence.id)).orderBy(desc(robotDownloads.createdAt)).limit(DOWNLOAD_HISTORY),
      ]);
      return {
        ...termOut(licence, dateOf(deps.clock)),
        key: licence.key,
        revoked: Boolean(licence.revokedAt),
        activation_limit: licence.limit,
        activations: activations.get(licence.id)!,
        versions: versions.map((v) => ({ version: v.version, changelog: v.changelog, released_at: v.createdAt.toISOString() })),
        downloads: downloads.map((d) => ({ version: d.version, downloaded_at: d.createdAt.toISOString(), client: d.client })),
      };
    },

    /** The customer's working licence for a robot, whatever its term; null without one. */
    termOf: (userId: string | undefined, robotId: string) => licenceTermOf(db, userId, robotId, dateOf(deps.clock)),

    /** A newcomer's free trial of a published robot that offers one, and that they neither own nor rent. */
    async startTrial(userId: string, slug: string): Promise<MyRobotLicence> {
      const [robot] = await db.select().from(robots).where(eq(robots.slug, slug));
      if (!robot || robot.status !== 'published') throw new ApiError(404, 'Robot not found');
      const started = await db.transaction((tx) => startTrial(tx, userId, robot));
      return termOut(started, dateOf(deps.clock));
    },

    /** The buyer frees the slot one of their accounts holds (only on their own licence). */
    async deactivate(userId: string, slug: string, activationId: string): Promise<void> {
      const licence = await ownedLicence(userId, slug);
      const rows = await db
        .delete(licenceActivations)
        .where(and(eq(licenceActivations.id, activationId), eq(licenceActivations.licenceId, licence.id)))
        .returning({ id: licenceActivations.id });
      if (!rows.length) throw new ApiError(404, 'That account is not activated');
    },

    /** A link that downloads the buyer's robot without the session, for DOWNLOAD_LINK_MINUTES. */
    async downloadLink(userId: string, slug: string): Promise<{ token: string; expiresAt: Date }> {
      const licence = await ownedLicence(userId, slug);
      if (licence.revokedAt) throw new ApiError(403, 'This licence was revoked');
      if (expiredAt(licence, dateOf(deps.clock))) throw new ApiError(403, 'This licence has ended: rent or buy the robot to download it again');
      return links.issue(licence.id);
    },

    /** What a download link delivers, read now: a revoked licence or a removed robot gives nothing. */
    async openDownload(token: string) {
      const licenceId = links.open(token);
      const [row] = licenceId
        ? await db
            .select({
              id: licences.id,
              key: licences.key,
              revokedAt: licences.revokedAt,
              expiresAt: licences.expiresAt,
              createdAt: licences.createdAt,
              robot: { slug: robots.slug, title: robots.title, version: robots.version, zip: robots.zip },
              buyer: { firstName: users.firstName, lastName: users.lastName, email: users.email, status: users.status },
            })
            .from(licences)
            .innerJoin(robots, eq(robots.id, licences.robotId))
            .innerJoin(users, eq(users.id, licences.userId))
            .where(eq(licences.id, licenceId))
        : [];
      if (!row || row.revokedAt || row.buyer.status === 'banned' || expiredAt(row, dateOf(deps.clock)))
        throw new ApiError(410, 'This download link has expired. Open the robot in your dashboard for a new one.');
      return row;
    },

    async recordDownload(licenceId: string, version: string, client: string): Promise<void> {
      await db.insert(robotDownloads).values({ licenceId, version, client });
    },

    /** Licences of one user or one robot (or every one), newest first, with their activations. */
    async adminList(query: AdminLicenceQuery): Promise<{ data: AdminLicence[]; totalRecords: number }> {
      const filters: SQL[] = [];
      if (query.user) filters.push(eq(licences.userId, query.user));
      if (query.robot) filters.push(eq(robots.slug, query.robot));
      // A key that cannot be one (its check group is wrong) finds nothing, as an unknown one does.
      if (query.key) filters.push(eq(licences.key, normaliseLicenceKey(query.key) ?? ''));
      const where = and(...filters);
      const { rows, totalRecords } = await pageOf(
        db
          .select({
            id: licences.id,
            key: licences.key,
            revokedAt: licences.revokedAt,
            purchaseId: licences.purchaseId,
            term: licences.term,
            ownLimit: licences.activationLimit,
            limit: limitOf,
            createdAt: licences.createdAt,
            user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
            robot: { slug: robots.slug, title: robots.title },
          })
          .from(licences)
          .innerJoin(robots, eq(robots.id, licences.robotId))
          .innerJoin(users, eq(users.id, licences.userId))
          .where(where)
          .orderBy(desc(licences.createdAt), desc(licences.id))
          .$dynamic(),
        db.select({ n: count() }).from(licences).innerJoin(robots, eq(robots.id, licences.robotId)).where(where),
        query,
      );
      const activations = await activationsOf(rows.map((r) => r.id));
      return {
        totalRecords,
        data: rows.map((r) => ({
          id: r.id,
          key: r.key,
          user: { id: r.user.id, name: `${r.user.firstName} ${r.user.lastName}`.trim(), email: r.user.email },
          robot: r.robot,
          revoked: Boolean(r.revokedAt),
          refunded: r.term === 'owned' && !r.purchaseId,
          activation_limit: r.limit,
          own_limit: r.ownLimit,
          activations: activations.get(r.id)!,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },

    revoke: (audit: AuditContext, id: string) => setAdmin(audit, id, { revokedAt: new Date() }, 'Licence revoked'),
    restore: (audit: AuditContext, id: string) =>
      setAdmin(audit, id, { revokedAt: null }, 'Licence restored', (licence) => {
        // A refund revoked it: restoring would run a robot nobody owns.
        if (licence.term === 'owned' && !licence.purchaseId) throw new ApiError(409, 'This licence was refunded: it cannot be restored');
      }),
    setLimit: (audit: AuditContext, id: string, limit: number | null) => setAdmin(audit, id, { activationLimit: limit }, 'Activation limit saved'),
    async resetActivations(audit: AuditContext, id: string): Promise<string> {
      await changeByAdmin(audit, id, async (tx) => {
        const freed = await tx.delete(licenceActivations).where(eq(licenceActivations.licenceId, id)).returning();
        return { before: { activations: freed.map((a) => `${a.account} on ${a.server}`) }, after: { activations: [] } };
      });
      return 'Activations reset';
    },
  };
}
export type Licences = ReturnType<typeof createLicences>;
