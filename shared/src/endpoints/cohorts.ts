import { adminCohortsResponse, cohortParams, cohortRequest, courseCohortsParams } from '../cohorts.ts';
import { withErrors } from '../envelope.ts';
import { ADMINS } from '../staff-roles.ts';
import { defineEndpoint } from './define.ts';

// A course's cohorts: dated runs with seats that buying joins (docs/decisions/097-cohorts.md). Each
// write answers the course's cohorts afresh, as the section shows them.
export const adminCourseCohorts = defineEndpoint({
  method: 'GET',
  path: 'admin/courses/:slug/cohorts',
  auth: 'admin',
  roles: ADMINS,
  params: courseCohortsParams,
  response: withErrors({ 200: adminCohortsResponse }),
});
export const addCohort = defineEndpoint({
  method: 'POST',
  path: 'admin/courses/:slug/cohorts',
  auth: 'admin',
  roles: ADMINS,
  params: courseCohortsParams,
  body: cohortRequest,
  response: withErrors({ 201: adminCohortsResponse }),
});
export const saveCohort = defineEndpoint({
  method: 'POST',
  path: 'admin/cohorts/:id',
  auth: 'admin',
  roles: ADMINS,
  params: cohortParams,
  body: cohortRequest,
  response: withErrors({ 200: adminCohortsResponse }),
});
export const deleteCohort = defineEndpoint({
  method: 'POST',
  path: 'admin/cohorts/:id/delete',
  auth: 'admin',
  roles: ADMINS,
  params: cohortParams,
  response: withErrors({ 200: adminCohortsResponse }),
});
