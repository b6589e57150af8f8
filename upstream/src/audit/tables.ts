import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTION_NAMES, AUDIT_ROLES, AUDIT_TARGET_TYPES, type AuditFields } from '@academy/shared/audit';

/**
 * One row per admin write and admin sign-in, appended and never changed: a trigger of the migration
 * refuses UPDATE, DELETE and TRUNCATE (docs/decisions/085-audit-log.md). No foreign key: the log
 * outlives the accounts and items it names, so who and what are copied (an id, an email, a label).
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** The app's clock when the request came (shared/src/server/clock.ts). */
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role', { enum: AUDIT_ROLES }),
    action: text('action', { enum: AUDIT_ACTION_NAMES }).notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGET_TYPES }),
    /** Text, not a uuid: a setting's key names its target. */
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    before: jsonb('before').$type<AuditFields>(),
    after: jsonb('after').$type<AuditFields>(),
    ip: text('ip'),
    device: text('device'),
  },
  (t) => [
    index('audit_entries_at_idx').on(t.at, t.id),
    index('audit_entries_action_at_idx').on(t.action, t.at),
    index('audit_entries_target_idx').on(t.targetType, t.targetId),
    index('audit_entries_actor_idx').on(t.actorId),
  ],
);
