import {
  courseDetailResponse,
  courseListQuery,
  courseListResponse,
  fileParams,
  robotDetailResponse,
  robotListQuery,
  robotListResponse,
  slugQuery,
} from '../catalogue.ts';
import { contactRequest } from '../contact.ts';
import { fileResponse, messageResponse, withErrors } from '../envelope.ts';
import { defineEndpoint } from './define.ts';

export const courseList = defineEndpoint({
  method: 'GET',
  path: 'courses',
  auth: 'optional',
  query: courseListQuery,
  response: withErrors({ 200: courseListResponse }),
});
export const robotList = defineEndpoint({
  method: 'GET',
  path: 'robots',
  auth: 'optional',
  query: robotListQuery,
  response: withErrors({ 200: robotListResponse }),
});
export const courseDetail = defineEndpoint({
  method: 'GET',
  path: 'singleCourse',
  auth: 'optional',
  query: slugQuery,
  response: withErrors({ 200: courseDetailResponse }),
});
export const robotDetail = defineEndpoint({
  method: 'GET',
  path: 'singleRobot',
  auth: 'optional',
  query: slugQuery,
  response: withErrors({ 200: robotDetailResponse }),
});
/** Covers and other public uploads: the upstream serves them with its static files plugin (upstream/src/plugins/external/files.ts), not a route. */
export const publicFile = defineEndpoint({
  method: 'GET',
  path: 'files/:file',
  auth: 'public',
  params: fileParams,
  response: withErrors({ 200: fileResponse }),
});
export const contactMessage = defineEndpoint({
  method: 'POST',
  path: 'contact',
  auth: 'public',
  body: contactRequest,
  response: withErrors({ 201: messageResponse }),
});
