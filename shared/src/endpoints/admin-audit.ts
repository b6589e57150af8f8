import { auditFilter, auditListResponse, auditQuery } from '../audit.ts';
import { fileResponse, withErrors } from '../envelope.ts';
import { ADMINS } from '../staff-roles.ts';
import { defineEndpoint } from './define.ts';

// The admin area's audit log: read, filtered, and exported; no call edits or deletes an entry.
export const auditLog = defineEndpoint({
  method: 'GET',
  path: 'admin/audit',
  auth: 'admin',
  roles: ADMINS,
  query: auditQuery,
  response: withErrors({ 200: auditListResponse }),
});
/** The entries the same filters find, every one of them, as CSV. */
export const auditCsv = defineEndpoint({
  method: 'GET',
  path: 'admin/audit.csv',
  auth: 'admin',
  roles: ADMINS,
  query: auditFilter,
  response: withErrors({ 200: fileResponse }),
});
