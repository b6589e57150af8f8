import fp from 'fastify-plugin';
import { type AuditLog, createAuditLog } from './audit-log.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin's reading of the audit log; entries are written by the services that change things (record.ts). */
    auditLog: AuditLog;
  }
}

/** The audit log: the audit_entries table, appended to by every admin write and admin sign-in (docs/decisions/085-audit-log.md). */
export default fp(
  async (fastify) => {
    fastify.decorate('auditLog', createAuditLog(fastify.database.db));
  },
  { name: 'audit', dependencies: ['database'] },
);
