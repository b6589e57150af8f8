import { adminProfileResponse, adminProfileUpdateRequest, adminUsersResponse, banUserRequest, createAdminRequest } from '../admin.ts';
import { adminPageQuery } from '../admin-catalogue.ts';
import { fileResponse, messageResponse, noInput, withErrors } from '../envelope.ts';
import { courseInsightResponse, learningCourseParams, learningCoursesQuery, learningCoursesResponse, userLearningResponse } from '../learning-insight.ts';
import { userIdParams } from '../sessions.ts';
import { defineEndpoint } from './define.ts';

// The admin area's people: customers, admins, the signed-in admin's profile, and how learners progress.
const answers = withErrors({ 200: messageResponse });

export const adminUsers = defineEndpoint({
  method: 'GET',
  path: 'admin/users',
  auth: 'admin',
  query: adminPageQuery,
  response: withErrors({ 200: adminUsersResponse }),
});
export const banUser = defineEndpoint({ method: 'POST', path: 'admin/users/ban', auth: 'admin', body: banUserRequest, response: answers });
export const endUserSessions = defineEndpoint({
  method: 'POST',
  path: 'admin/users/:id/sessions/end-all',
  auth: 'admin',
  params: userIdParams,
  body: noInput,
  response: answers,
});
// A customer's data request made to an admin (decision 086): their export, and closing their account.
export const userDataExport = defineEndpoint({
  method: 'GET',
  path: 'admin/users/:id/data-export',
  auth: 'admin',
  params: userIdParams,
  response: withErrors({ 200: fileResponse }),
});
export const closeUserAccount = defineEndpoint({
  method: 'POST',
  path: 'admin/users/:id/close',
  auth: 'admin',
  params: userIdParams,
  body: noInput,
  response: answers,
});
export const userLearning = defineEndpoint({
  method: 'GET',
  path: 'admin/users/:id/learning',
  auth: 'admin',
  params: userIdParams,
  response: withErrors({ 200: userLearningResponse }),
});
export const learningCourses = defineEndpoint({
  method: 'GET',
  path: 'admin/learning/courses',
  auth: 'admin',
  query: learningCoursesQuery,
  response: withErrors({ 200: learningCoursesResponse }),
});
export const learningCourse = defineEndpoint({
  method: 'GET',
  path: 'admin/learning/courses/:slug',
  auth: 'admin',
  params: learningCourseParams,
  response: withErrors({ 200: courseInsightResponse }),
});
export const adminList = defineEndpoint({
  method: 'GET',
  path: 'admin/admin',
  auth: 'admin',
  query: adminPageQuery,
  response: withErrors({ 200: adminUsersResponse }),
});
export const createAdmin = defineEndpoint({
  method: 'POST',
  path: 'admin/admin/create',
  auth: 'admin',
  body: createAdminRequest,
  response: withErrors({ 201: messageResponse }),
});
/** The super-admin's actions on another admin. */
const managing = <A extends string>(action: A) =>
  defineEndpoint({ method: 'POST', path: `admin/admin/:id/${action}`, auth: 'admin', params: userIdParams, body: noInput, response: answers });
export const deactivateAdmin = managing('deactivate');
export const reactivateAdmin = managing('reactivate');
export const removeAdmin = managing('remove');
export const endAdminSessions = managing('sessions/end-all');
export const adminProfile = defineEndpoint({
  method: 'GET',
  path: 'admin/super-admin/fetch',
  auth: 'admin',
  query: noInput,
  response: withErrors({ 200: adminProfileResponse }),
});
export const updateAdminProfile = defineEndpoint({
  method: 'POST',
  path: 'admin/super-admin/update',
  auth: 'admin',
  body: adminProfileUpdateRequest,
  response: answers,
});
