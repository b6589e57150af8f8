import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { type Clock, dateOf } from '@academy/shared/server/clock';
import type { Db } from '../db/client.ts';
import type { AuditContext } from '../audit/context.ts';
import { record } from '../audit/record.ts';
import type { PersonalDataPart } from '../db/personal-data.ts';
import { zipOf } from '../licences/personalised-zip.ts';
import { users } from './tables.ts';

/** What replaces a closed account's email: unique (the id), and never an address (RFC 2606 keeps `.invalid`), so the real one is free again. */
export const closedEmail = (userId: string) => `closed-${userId}@closed.invalid`;

const readme = (files: string[], at: Date) =>
  [
    `Your data as the shop held it on ${at.toISOString()}.`,
    '',
    'Each file is JSON (one part of your data):',
    ...files.map((f) => `- ${f}`),
    '',
    'Times are UTC (ISO 8601); amounts are US dollars unless a field says otherwise.',
    '',
  ].join('\n');

/**
 * A customer's data requests (decision 086): their export, and closing their account. Each domain's
 * plugin adds its part at start (db/personal-data.ts); this only asks every part, so it imports none
 * of them, and the domains that import accounts/ (payments, subscriptions, telegram) make no cycle.
 */
export function createDataRequests(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const parts: PersonalDataPart[] = [];

  /** A customer's account (closed ones too: what is kept of them), or undefined. */
  async function customer(userId: string) {
    const [user] = await db.select({ role: users.role, status: users.status, email: users.email }).from(users).where(eq(users.id, userId));
    return user?.role === 'customer' ? user : undefined;
  }

  return {
    add(part: PersonalDataPart) {
      parts.push(part);
    },

    /**
     * The customer's data as a zip of JSON files, one per part; null for no such customer. Every part
     * is read before the first byte goes, so a failure is an error answer, never a broken download.
     * `audit`: an admin's export on the customer's request, recorded as their writes are.
     */
    async export(userId: string, audit?: AuditContext): Promise<{ zip: Readable; at: Date } | null> {
      const user = await customer(userId);
      if (!user) return null;
      const at = dateOf(clock);
      const files: { name: string; data: Uint8Array }[] = [];
      for (const part of parts) {
        for (const [name, read] of Object.entries(part.exported ?? {})) {
          files.push({ name, data: Buffer.from(`${JSON.stringify(await read(userId), null, 2)}\n`) });
        }
      }
      if (audit) await record(db, { ...audit, target: { type: 'user', id: userId, label: user.email } });
      files.sort((a, b) => a.name.localeCompare(b.name));
      const about = {
        name: 'README.txt',
        data: Buffer.from(
          readme(
            files.map((f) => f.name),
            at,
          ),
        ),
      };
      return { zip: zipOf([about, ...files]), at };
    },

    /**
     * Closes a customer's account: each part's work outside the database first (refused there, nothing
     * changes), then every part in one transaction, with the entry of an admin's closing (`audit`) in it
     * too, naming the account by the address that replaces the customer's. False for no such customer,
     * or one closed already.
     */
    async close(userId: string, audit?: AuditContext): Promise<boolean> {
      const user = await customer(userId);
      if (!user || user.status === 'closed') return false;
      for (const part of parts) await part.beforeClosing?.(userId);
      const account = { id: userId, closedEmail: closedEmail(userId), at: dateOf(clock) };
      await db.transaction(async (tx) => {
        for (const part of parts) await part.close?.(tx, account);
        if (audit) await record(tx, { ...audit, target: { type: 'user', id: userId, label: account.closedEmail } });
      });
      return true;
    },
  };
}
export type DataRequests = ReturnType<typeof createDataRequests>;
