import {
  adminCatalogueQuery,
  adminPageQuery,
  createCourseRequest,
  createItemResponse,
  createRobotRequest,
  editableCourseResponse,
  editableRobotResponse,
  updateCourseRequest,
  updateRobotRequest,
} from '../admin-catalogue.ts';
import { courseListResponse, robotListResponse, slugParams } from '../catalogue.ts';
import { adminCouponListResponse, adminCouponResponse, couponIdParams, createCouponRequest, updateCouponRequest } from '../coupons.ts';
import { fileResponse, messageResponse, withErrors } from '../envelope.ts';
import { adminLicenceListResponse, adminLicenceQuery, licenceIdParams, licenceLimitRequest, robotVersionRequest } from '../licences.ts';
import { adminQuizSetListResponse, adminQuizSetResponse, quizIdParams, quizSetRequest } from '../quizzes.ts';
import { adminReviewListResponse, adminReviewQuery, reviewIdParams } from '../reviews.ts';
import { heldChunksResponse, uploadIdParams } from '../uploads.ts';
import { chapterDetailsRequest, courseChaptersParams, courseChaptersResponse } from '../chapters.ts';
import { coursePacingParams, coursePacingRequest, coursePacingResponse } from '../pacing.ts';
import { ADMINS, STAFF } from '../staff-roles.ts';
import { defineEndpoint } from './define.ts';

// The admin area's catalogue: courses and robots, their licences, coupons, quizzes and reviews.
// Support reads the licences (a buyer's question); the rest, and every change, is an admin's (docs/decisions/087-staff-roles.md).
const answers = withErrors({ 200: messageResponse });

export const adminRobots = defineEndpoint({
  method: 'GET',
  path: 'admin/robots',
  auth: 'admin',
  roles: ADMINS,
  query: adminCatalogueQuery,
  response: withErrors({ 200: robotListResponse }),
});
export const adminCourses = defineEndpoint({
  method: 'GET',
  path: 'admin/courses',
  auth: 'admin',
  roles: ADMINS,
  query: adminCatalogueQuery,
  response: withErrors({ 200: courseListResponse }),
});
export const createRobot = defineEndpoint({
  method: 'POST',
  path: 'admin/robots/create',
  auth: 'admin',
  roles: ADMINS,
  body: createRobotRequest,
  response: withErrors({ 201: createItemResponse }),
});
export const createCourse = defineEndpoint({
  method: 'POST',
  path: 'admin/courses/create',
  auth: 'admin',
  roles: ADMINS,
  body: createCourseRequest,
  response: withErrors({ 201: createItemResponse }),
});
// The update calls sit at the area's root (docs/requirements.md#api-calls).
export const updateRobot = defineEndpoint({
  method: 'POST',
  path: 'admin/updateRobot',
  auth: 'admin',
  roles: ADMINS,
  body: updateRobotRequest,
  response: answers,
});
export const updateCourse = defineEndpoint({
  method: 'POST',
  path: 'admin/updateCourse',
  auth: 'admin',
  roles: ADMINS,
  body: updateCourseRequest,
  response: answers,
});
export const editableRobot = defineEndpoint({
  method: 'GET',
  path: 'admin/robots/:slug',
  auth: 'admin',
  roles: ADMINS,
  params: slugParams,
  response: withErrors({ 200: editableRobotResponse }),
});
export const editableCourse = defineEndpoint({
  method: 'GET',
  path: 'admin/courses/:slug',
  auth: 'admin',
  roles: ADMINS,
  params: slugParams,
  response: withErrors({ 200: editableCourseResponse }),
});
/** How a course's lessons open to its buyers (docs/decisions/094-pacing.md). */
export const coursePacing = defineEndpoint({
  method: 'GET',
  path: 'admin/courses/:slug/pacing',
  auth: 'admin',
  roles: ADMINS,
  params: coursePacingParams,
  response: withErrors({ 200: coursePacingResponse }),
});
export const saveCoursePacing = defineEndpoint({
  method: 'POST',
  path: 'admin/courses/:slug/pacing',
  auth: 'admin',
  roles: ADMINS,
  params: coursePacingParams,
  body: coursePacingRequest,
  response: withErrors({ 200: coursePacingResponse }),
});
/** Each chapter's title, description, captions and resources (docs/decisions/095-chapters-with-substance.md). */
export const courseChapters = defineEndpoint({
  method: 'GET',
  path: 'admin/courses/:slug/chapters',
  auth: 'admin',
  roles: ADMINS,
  params: courseChaptersParams,
  response: withErrors({ 200: courseChaptersResponse }),
});
export const saveChapterDetails = defineEndpoint({
  method: 'POST',
  path: 'admin/courses/:slug/chapters',
  auth: 'admin',
  roles: ADMINS,
  params: courseChaptersParams,
  body: chapterDetailsRequest,
  response: withErrors({ 200: courseChaptersResponse }),
});
export const publishRobotVersion = defineEndpoint({
  method: 'POST',
  path: 'admin/robots/:slug/versions',
  auth: 'admin',
  roles: ADMINS,
  params: slugParams,
  body: robotVersionRequest,
  response: withErrors({ 201: messageResponse }),
});
export const licenceCheckSource = defineEndpoint({
  method: 'GET',
  path: 'admin/robots/:slug/licence-check.mqh',
  auth: 'admin',
  roles: ADMINS,
  params: slugParams,
  response: withErrors({ 200: fileResponse }),
});
export const adminLicences = defineEndpoint({
  method: 'GET',
  path: 'admin/licences',
  auth: 'admin',
  roles: STAFF,
  query: adminLicenceQuery,
  response: withErrors({ 200: adminLicenceListResponse }),
});
const licenceAction = <A extends string>(action: A) =>
  defineEndpoint({ method: 'POST', path: `admin/licences/:id/${action}`, auth: 'admin', roles: ADMINS, params: licenceIdParams, response: answers });
export const revokeLicence = licenceAction('revoke');
export const restoreLicence = licenceAction('restore');
export const resetLicence = licenceAction('reset');
export const limitLicence = defineEndpoint({
  method: 'POST',
  path: 'admin/licences/:id/limit',
  auth: 'admin',
  roles: ADMINS,
  params: licenceIdParams,
  body: licenceLimitRequest,
  response: answers,
});
export const adminCoupons = defineEndpoint({
  method: 'GET',
  path: 'admin/coupons',
  auth: 'admin',
  roles: ADMINS,
  query: adminPageQuery,
  response: withErrors({ 200: adminCouponListResponse }),
});
export const createCoupon = defineEndpoint({
  method: 'POST',
  path: 'admin/coupons/create',
  auth: 'admin',
  roles: ADMINS,
  body: createCouponRequest,
  response: withErrors({ 201: adminCouponResponse }),
});
export const updateCoupon = defineEndpoint({
  method: 'POST',
  path: 'admin/coupons/:id/update',
  auth: 'admin',
  roles: ADMINS,
  params: couponIdParams,
  body: updateCouponRequest,
  response: withErrors({ 200: adminCouponResponse }),
});
export const adminCourseQuizzes = defineEndpoint({
  method: 'GET',
  path: 'admin/courses/:slug/quizzes',
  auth: 'admin',
  roles: ADMINS,
  params: slugParams,
  response: withErrors({ 200: adminQuizSetListResponse }),
});
export const addQuiz = defineEndpoint({
  method: 'POST',
  path: 'admin/courses/:slug/quizzes',
  auth: 'admin',
  roles: ADMINS,
  params: slugParams,
  body: quizSetRequest,
  response: withErrors({ 201: adminQuizSetResponse }),
});
export const saveQuiz = defineEndpoint({
  method: 'POST',
  path: 'admin/quizzes/:id',
  auth: 'admin',
  roles: ADMINS,
  params: quizIdParams,
  body: quizSetRequest,
  response: withErrors({ 200: adminQuizSetResponse }),
});
export const deleteQuiz = defineEndpoint({
  method: 'POST',
  path: 'admin/quizzes/:id/delete',
  auth: 'admin',
  roles: ADMINS,
  params: quizIdParams,
  response: answers,
});
export const adminReviews = defineEndpoint({
  method: 'GET',
  path: 'admin/reviews',
  auth: 'admin',
  roles: ADMINS,
  query: adminReviewQuery,
  response: withErrors({ 200: adminReviewListResponse }),
});
export const hideReview = defineEndpoint({
  method: 'POST',
  path: 'admin/reviews/:id/hide',
  auth: 'admin',
  roles: ADMINS,
  params: reviewIdParams,
  response: answers,
});
export const showReview = defineEndpoint({
  method: 'POST',
  path: 'admin/reviews/:id/show',
  auth: 'admin',
  roles: ADMINS,
  params: reviewIdParams,
  response: answers,
});
/** An interrupted upload's chunks so far; the chunks themselves stream through the BFF's bff/src/routes/api/upload.ts. */
export const heldChunks = defineEndpoint({
  method: 'GET',
  path: 'admin/upload/:upload_id',
  auth: 'admin',
  roles: ADMINS,
  params: uploadIdParams,
  response: withErrors({ 200: heldChunksResponse }),
});
