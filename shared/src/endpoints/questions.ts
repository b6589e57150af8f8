import { envelope, messageResponse, noInput, withErrors } from '../envelope.ts';
import {
  adminQuestionListResponse,
  adminQuestionQuery,
  answerIdParams,
  answerRequest,
  askQuestionRequest,
  chapterQuestionsQuery,
  chapterQuestionsResponse,
  courseQuestionsParams,
  lessonAnswer,
  lessonQuestionResponse,
  questionIdParams,
} from '../questions.ts';
import { ADMINS, STAFF } from '../staff-roles.ts';
import { defineEndpoint } from './define.ts';

const answered = withErrors({ 201: envelope(lessonAnswer) });

// Questions under lessons (docs/decisions/096-questions-under-lessons.md): a course's learners ask and
// answer on its chapters; the staff answer from their queue and hide what does not belong.
export const chapterQuestions = defineEndpoint({
  method: 'GET',
  path: 'courses/:slug/questions',
  auth: 'customer',
  params: courseQuestionsParams,
  query: chapterQuestionsQuery,
  response: withErrors({ 200: chapterQuestionsResponse }),
});
export const askQuestion = defineEndpoint({
  method: 'POST',
  path: 'courses/:slug/questions',
  auth: 'customer',
  params: courseQuestionsParams,
  body: askQuestionRequest,
  response: withErrors({ 201: lessonQuestionResponse }),
});
export const answerQuestion = defineEndpoint({
  method: 'POST',
  path: 'questions/:id/answers',
  auth: 'customer',
  params: questionIdParams,
  body: answerRequest,
  response: answered,
});
export const adminQuestions = defineEndpoint({
  method: 'GET',
  path: 'admin/questions',
  auth: 'admin',
  roles: STAFF,
  query: adminQuestionQuery,
  response: withErrors({ 200: adminQuestionListResponse }),
});
// The support role sees the queue and changes nothing (docs/decisions/087-staff-roles.md): answering is an admin's.
export const staffAnswer = defineEndpoint({
  method: 'POST',
  path: 'admin/questions/:id/answers',
  auth: 'admin',
  roles: ADMINS,
  params: questionIdParams,
  body: answerRequest,
  response: answered,
});
export const hideQuestion = defineEndpoint({
  method: 'POST',
  path: 'admin/questions/:id/hide',
  auth: 'admin',
  roles: ADMINS,
  params: questionIdParams,
  body: noInput,
  response: withErrors({ 200: messageResponse }),
});
export const hideAnswer = defineEndpoint({
  method: 'POST',
  path: 'admin/answers/:id/hide',
  auth: 'admin',
  roles: ADMINS,
  params: answerIdParams,
  body: noInput,
  response: withErrors({ 200: messageResponse }),
});
