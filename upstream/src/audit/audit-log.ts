import { Readable } from 'node:stream';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditFilter, AuditQuery } from '@academy/shared/audit';
import { csvLine } from '@academy/shared/csv';
import type { Db } from '../db/client.ts';
import { containing } from '../db/like.ts';
import { pageOf } from '../db/paged.ts';
import { auditEntries } from './tables.ts';

type Row = typeof auditEntries.$inferSelect;
const DAY_MS = 86_400_000;
/** Rows read per query while the CSV streams: memory stays flat however long the log grows. */
const CSV_BATCH = 500;

const startOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** The filters as one condition: who by any part of their email, the action, the target, and the days (UTC, the last one whole). */
function matching(f: AuditFilter): SQL | undefined {
  return and(
    f.actor ? ilike(auditEntries.actorEmail, containing(f.actor)) : undefined,
    f.action && eq(auditEntries.action, f.action),
    f.target_type && eq(auditEntries.targetType, f.target_type),
    f.target_id ? eq(auditEntries.targetId, f.target_id) : undefined,
    f.from ? gte(auditEntries.at, startOf(f.from)) : undefined,
    f.to ? lt(auditEntries.at, new Date(startOf(f.to).getTime() + DAY_MS)) : undefined,
  );
}

const entryOf = (r: Row): AuditEntry => ({
  id: r.id,
  at: r.at.toISOString(),
  actor: r.actorId && r.actorEmail && r.actorRole ? { id: r.actorId, email: r.actorEmail, role: r.actorRole } : null,
  action: r.action,
  target: r.targetType ? { type: r.targetType, id: r.targetId, label: r.targetLabel ?? '' } : null,
  before: r.before,
  after: r.after,
  ip: r.ip,
  device: r.device,
});

const CSV_HEADER = ['at', 'actor_email', 'actor_role', 'actor_id', 'action', 'target_type', 'target_id', 'target', 'before', 'after', 'ip', 'device', 'id'];
const json = (fields: Row['before']) => (fields ? JSON.stringify(fields) : null);
const csvRow = (r: Row) =>
  csvLine([
    r.at.toISOString(),
    r.actorEmail,
    r.actorRole,
    r.actorId,
    r.action,
    r.targetType,
    r.targetId,
    r.targetLabel,
    json(r.before),
    json(r.after),
    r.ip,
    r.device,
    r.id,
  ]);

/** The admin's reading of the audit log: a page of entries, or all of them as CSV, newest first. Nothing here writes. */
export function createAuditLog(db: Db) {
  const newestFirst = [desc(auditEntries.at), desc(auditEntries.id)];

  /** The CSV's rows a batch at a time, each batch after the last row of the one before (at, then id: both ordered). */
  async function* lines(filter: AuditFilter): AsyncGenerator<string> {
    yield csvLine(CSV_HEADER);
    let last: Row | undefined;
    do {
      const after = last && or(lt(auditEntries.at, last.at), and(eq(auditEntries.at, last.at), lt(auditEntries.id, last.id)));
      const rows = await db
        .select()
        .from(auditEntries)
        .where(and(matching(filter), after))
        .orderBy(...newestFirst)
        .limit(CSV_BATCH);
      for (const row of rows) yield csvRow(row);
      last = rows.length === CSV_BATCH ? rows.at(-1) : undefined;
    } while (last);
  }

  return {
    async page(query: AuditQuery): Promise<{ data: AuditEntry[]; totalRecords: number }> {
      const where = matching(query);
      const { rows, totalRecords } = await pageOf(
        db
          .select()
          .from(auditEntries)
          .where(where)
          .orderBy(...newestFirst)
          .$dynamic(),
        db.select({ n: count() }).from(auditEntries).where(where),
        query,
      );
      return { data: rows.map(entryOf), totalRecords };
    },

    /** Every entry the filter finds, streamed as CSV (before and after as JSON). */
    csv: (filter: AuditFilter): Readable => Readable.from(lines(filter)),
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;
