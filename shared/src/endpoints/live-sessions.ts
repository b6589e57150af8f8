import { fileResponse, messageResponse, withErrors } from '../envelope.ts';
import {
  adminLiveSessionListResponse,
  adminLiveSessionResponse,
  courseLiveSessionsParams,
  learnerLiveSessionListResponse,
  liveRecordingRequest,
  liveSessionParams,
  liveSessionRequest,
} from '../live-sessions.ts';
import { ADMINS } from '../staff-roles.ts';
import { defineEndpoint } from './define.ts';

// A course's live sessions: the admin schedules them and attaches recordings; buyers see them, add
// them to their calendar and join in the window (docs/decisions/092-live-sessions.md).
export const adminCourseLiveSessions = defineEndpoint({
  method: 'GET',
  path: 'admin/courses/:slug/live-sessions',
  auth: 'admin',
  roles: ADMINS,
  params: courseLiveSessionsParams,
  response: withErrors({ 200: adminLiveSessionListResponse }),
});
export const addLiveSession = defineEndpoint({
  method: 'POST',
  path: 'admin/courses/:slug/live-sessions',
  auth: 'admin',
  roles: ADMINS,
  params: courseLiveSessionsParams,
  body: liveSessionRequest,
  response: withErrors({ 201: adminLiveSessionResponse }),
});
export const saveLiveSession = defineEndpoint({
  method: 'POST',
  path: 'admin/live-sessions/:id',
  auth: 'admin',
  roles: ADMINS,
  params: liveSessionParams,
  body: liveSessionRequest,
  response: withErrors({ 200: adminLiveSessionResponse }),
});
export const deleteLiveSession = defineEndpoint({
  method: 'POST',
  path: 'admin/live-sessions/:id/delete',
  auth: 'admin',
  roles: ADMINS,
  params: liveSessionParams,
  response: withErrors({ 200: messageResponse }),
});
export const attachLiveRecording = defineEndpoint({
  method: 'POST',
  path: 'admin/live-sessions/:id/recording',
  auth: 'admin',
  roles: ADMINS,
  params: liveSessionParams,
  body: liveRecordingRequest,
  response: withErrors({ 200: adminLiveSessionResponse }),
});
export const courseLiveSessions = defineEndpoint({
  method: 'GET',
  path: 'courses/:slug/live-sessions',
  auth: 'customer',
  params: courseLiveSessionsParams,
  response: withErrors({ 200: learnerLiveSessionListResponse }),
});
/** Records the buyer's attendance and sends them on to the meeting: a link they follow, open only in the window. */
export const joinLiveSession = defineEndpoint({
  method: 'GET',
  path: 'live-sessions/:id/join',
  auth: 'customer',
  params: liveSessionParams,
  response: withErrors({ 303: messageResponse }),
});
/** The session as an iCalendar file (RFC 5545) for the buyer's calendar. */
export const liveSessionCalendar = defineEndpoint({
  method: 'GET',
  path: 'live-sessions/:id/calendar',
  auth: 'customer',
  params: liveSessionParams,
  response: withErrors({ 200: fileResponse }),
});
