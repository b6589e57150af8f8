import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditCsv, auditLog } from '@academy/shared/endpoints/admin-audit';
import { route } from '../../../http/declared.ts';

/** `admin/audit` and `admin/audit.csv`: who did what, filtered, and the same entries as CSV. Reads only: no call edits or deletes an entry. */
const audit: FastifyPluginAsyncZod = async (fastify) => {
  const { auditLog: log, clock } = fastify;

  route(fastify, auditLog, async (request) => ({ code: 200, message: 'Audit log', ...(await log.page(request.query)) }));

  // A text/csv stream: sent as it is, never through the JSON serializer.
  route(fastify, auditCsv, async (request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${new Date(clock.now()).toISOString().slice(0, 10)}.csv"`)
      .header('cache-control', 'no-store')
      .send(log.csv(request.query)),
  );
};
export default audit;
