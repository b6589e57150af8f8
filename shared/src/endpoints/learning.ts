import { chapterCompletionRequest, fileParams, progressRequest, progressResponse, slugParams, slugQuery } from '../catalogue.ts';
import { certificateIdParams, certificateResponse } from '../certificates.ts';
import { fileResponse, messageResponse, noInput, withErrors } from '../envelope.ts';
import { trialStartedResponse } from '../robot-terms.ts';
import { deactivateRequest, downloadLinkResponse, downloadTokenParams, ownLicenceResponse } from '../licences.ts';
import { attemptHistoryResponse, attemptResultResponse, courseQuizParams, learnerQuizSetListResponse, quizAttemptRequest } from '../quizzes.ts';
import { streamRequest } from '../streams.ts';
import { defineEndpoint } from './define.ts';

// What a buyer has: a robot's licence and download, a course's media, progress and quizzes.
export const robotDownload = defineEndpoint({
  method: 'GET',
  path: 'robots/:slug/download',
  auth: 'customer',
  params: slugParams,
  response: withErrors({ 303: messageResponse }),
});
export const robotLicence = defineEndpoint({
  method: 'GET',
  path: 'robots/:slug/licence',
  auth: 'customer',
  params: slugParams,
  response: withErrors({ 200: ownLicenceResponse }),
});
export const deactivateLicence = defineEndpoint({
  method: 'POST',
  path: 'robots/:slug/licence/deactivate',
  auth: 'customer',
  params: slugParams,
  body: deactivateRequest,
  response: withErrors({ 200: messageResponse }),
});
export const robotDownloadLink = defineEndpoint({
  method: 'POST',
  path: 'robots/:slug/download-link',
  auth: 'customer',
  params: slugParams,
  response: withErrors({ 200: downloadLinkResponse }),
});
/** A newcomer's free trial of a robot (demo accounts only, or days from the first activation). */
export const startRobotTrial = defineEndpoint({
  method: 'POST',
  path: 'robots/:slug/trial',
  auth: 'customer',
  params: slugParams,
  body: noInput,
  response: withErrors({ 201: trialStartedResponse }),
});
/** A signed link: no session, so a download manager or a phone can use it. */
export const signedDownload = defineEndpoint({
  method: 'GET',
  path: 'robots/download/:token',
  auth: 'public',
  params: downloadTokenParams,
  response: withErrors({ 200: fileResponse }),
});
const played = withErrors({ 200: fileResponse, 206: fileResponse, 302: messageResponse });
export const mediaFile = defineEndpoint({ method: 'GET', path: 'media/:file', auth: 'customer', params: fileParams, response: played });
/** A course's free preview chapters: anyone plays them. */
export const previewFile = defineEndpoint({ method: 'GET', path: 'preview/:file', auth: 'public', params: fileParams, response: played });
/**
 * Where an account plays (upstream/src/streams/streams.ts): an open lesson claims its device's place
 * and beats while open; 409 when the account plays on its limit of other devices, or this one was stopped.
 */
export const claimStream = defineEndpoint({
  method: 'POST',
  path: 'streams',
  auth: 'customer',
  body: streamRequest,
  response: withErrors({ 200: messageResponse }),
});
/** Leaving the lesson frees the device's place at once. */
export const releaseStream = defineEndpoint({
  method: 'POST',
  path: 'streams/release',
  auth: 'customer',
  body: noInput,
  response: withErrors({ 200: messageResponse }),
});
export const progressRead = defineEndpoint({
  method: 'GET',
  path: 'progress',
  auth: 'customer',
  query: slugQuery,
  response: withErrors({ 200: progressResponse }),
});
export const saveProgress = defineEndpoint({
  method: 'POST',
  path: 'progress',
  auth: 'customer',
  body: progressRequest,
  response: withErrors({ 200: messageResponse }),
});
export const completeChapter = defineEndpoint({
  method: 'POST',
  path: 'progress/complete',
  auth: 'customer',
  body: chapterCompletionRequest,
  response: withErrors({ 200: messageResponse }),
});
export const courseQuizzes = defineEndpoint({
  method: 'GET',
  path: 'courses/:slug/quizzes',
  auth: 'customer',
  params: slugParams,
  response: withErrors({ 200: learnerQuizSetListResponse }),
});
export const quizAttempt = defineEndpoint({
  method: 'POST',
  path: 'courses/:slug/quizzes/:id/attempts',
  auth: 'customer',
  params: courseQuizParams,
  body: quizAttemptRequest,
  response: withErrors({ 200: attemptResultResponse }),
});
export const quizAttempts = defineEndpoint({
  method: 'GET',
  path: 'courses/:slug/quizzes/:id/attempts',
  auth: 'customer',
  params: courseQuizParams,
  response: withErrors({ 200: attemptHistoryResponse }),
});
/** Anyone with the number checks a certificate (its page) and downloads its PDF (a link). */
export const certificate = defineEndpoint({
  method: 'GET',
  path: 'certificates/:id',
  auth: 'public',
  params: certificateIdParams,
  response: withErrors({ 200: certificateResponse }),
});
export const certificatePdf = defineEndpoint({
  method: 'GET',
  path: 'certificates/:id/pdf',
  auth: 'public',
  params: certificateIdParams,
  response: withErrors({ 200: fileResponse }),
});
