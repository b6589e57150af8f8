import { adminProfileResponse, adminProfileUpdateRequest, adminRoleRequest, adminUsersResponse, banUserRequest, createAdminRequest } from '../admin.ts';
import { adminPageQuery } from '../admin-catalogue.ts';
import { fileResponse, messageResponse, noInput, withErrors } from '../envelope.ts';
import { courseInsightResponse, learningCourseParams, learningCoursesQuery, learningCoursesResponse, userLearningResponse } from '../learning-insight.ts';
import { unlockLessonRequest } from '../pacing.ts';
import { userIdParams } from '../sessions.ts';
import { ADMINS, STAFF, SUPER_ADMIN } from '../staff-roles.ts';
import { defineEndpoint } from './define.ts';

// The admin area's people: customers, admins, the signed-in admin's profile, and how learners progress.
// Support reads the customers, their learning and the learning figures; the changes, and a customer's
// data export (a request acted on: decision 086), are an admin's (docs/decisions/087-staff-roles.md).
const answers = withErrors({ 200: messageResponse });

export const adminUsers = defineEndpoint({
  method: 'GET',
  path: 'admin/users',
  auth: 'admin',
  roles: STAFF,
  query: adminPageQuery,
  response: withErrors({ 200: adminUsersResponse }),
});
export const banUser = defineEndpoint({ method: 'POST', path: 'admin/users/ban', auth: 'admin', roles: ADMINS, body: banUserRequest, response: answers });
export const endUserSessions = defineEndpoint({
  method: 'POST',
  path: 'admin/users/:id/sessions/end-all',
  auth: 'admin',
  roles: ADMINS,
  params: userIdParams,
  body: noInput,
  response: answers,
});
// A customer's data request made to an admin (decision 086): their export, and closing their account.
export const userDataExport = defineEndpoint({
  method: 'GET',
  path: 'admin/users/:id/data-export',
  auth: 'admin',
  roles: ADMINS,
  params: userIdParams,
  response: withErrors({ 200: fileResponse }),
});
export const closeUserAccount = defineEndpoint({
  method: 'POST',
  path: 'admin/users/:id/close',
  auth: 'admin',
  roles: ADMINS,
  params: userIdParams,
  body: noInput,
  response: answers,
});
export const userLearning = defineEndpoint({
  method: 'GET',
  path: 'admin/users/:id/learning',
  auth: 'admin',
  roles: STAFF,
  params: userIdParams,
  response: withErrors({ 200: userLearningResponse }),
});
/** Opens one of the user's shut lessons early, for them alone. */
export const unlockLesson = defineEndpoint({
  method: 'POST',
  path: 'admin/users/:id/learning/unlock',
  auth: 'admin',
  roles: ADMINS,
  params: userIdParams,
  body: unlockLessonRequest,
  response: answers,
});
export const learningCourses = defineEndpoint({
  method: 'GET',
  path: 'admin/learning/courses',
  auth: 'admin',
  roles: STAFF,
  query: learningCoursesQuery,
  response: withErrors({ 200: learningCoursesResponse }),
});
export const learningCourse = defineEndpoint({
  method: 'GET',
  path: 'admin/learning/courses/:slug',
  auth: 'admin',
  roles: STAFF,
  params: learningCourseParams,
  response: withErrors({ 200: courseInsightResponse }),
});
export const adminList = defineEndpoint({
  method: 'GET',
  path: 'admin/admin',
  auth: 'admin',
  roles: ADMINS,
  query: adminPageQuery,
  response: withErrors({ 200: adminUsersResponse }),
});
export const createAdmin = defineEndpoint({
  method: 'POST',
  path: 'admin/admin/create',
  auth: 'admin',
  roles: SUPER_ADMIN,
  body: createAdminRequest,
  response: withErrors({ 201: messageResponse }),
});
/** The super-admin's actions on another admin. */
const managing = <A extends string>(action: A) =>
  defineEndpoint({
    method: 'POST',
    path: `admin/admin/:id/${action}`,
    auth: 'admin',
    roles: SUPER_ADMIN,
    params: userIdParams,
    body: noInput,
    response: answers,
  });
export const deactivateAdmin = managing('deactivate');
export const reactivateAdmin = managing('reactivate');
export const removeAdmin = managing('remove');
export const endAdminSessions = managing('sessions/end-all');
/** Between admin and support: the admin's sessions go on, with the new role's rights from their next call. */
export const changeAdminRole = defineEndpoint({
  method: 'POST',
  path: 'admin/admin/:id/role',
  auth: 'admin',
  roles: SUPER_ADMIN,
  params: userIdParams,
  body: adminRoleRequest,
  response: answers,
});
/** A staff member's lost phone: their second factors go, their sessions end, and they set one up again if they must (docs/decisions/089-second-factors.md). */
export const resetSecondFactor = defineEndpoint({
  method: 'POST',
  path: 'admin/admin/:id/second-factor/reset',
  auth: 'admin',
  roles: SUPER_ADMIN,
  params: userIdParams,
  body: noInput,
  response: answers,
});
/** Every staff member's own profile, their name and password included. */
export const adminProfile = defineEndpoint({
  method: 'GET',
  path: 'admin/super-admin/fetch',
  auth: 'admin',
  roles: STAFF,
  query: noInput,
  response: withErrors({ 200: adminProfileResponse }),
});
export const updateAdminProfile = defineEndpoint({
  method: 'POST',
  path: 'admin/super-admin/update',
  auth: 'admin',
  roles: STAFF,
  body: adminProfileUpdateRequest,
  response: answers,
});
