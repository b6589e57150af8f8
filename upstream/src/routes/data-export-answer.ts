import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { ApiError } from '@academy/shared/api-error';

/**
 * A customer's data export as a download (accounts/data-requests.ts), for them or for an admin on
 * their request: never kept by a cache, named for the day it was made. Null: no such customer.
 */
export function sendDataExport(reply: FastifyReply, exported: { zip: Readable; at: Date } | null, name: string) {
  if (!exported) throw new ApiError(404, 'No customer with this id');
  reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${name}-${exported.at.toISOString().slice(0, 10)}.zip"`)
    .header('cache-control', 'private, no-store');
  return reply.send(exported.zip);
}
