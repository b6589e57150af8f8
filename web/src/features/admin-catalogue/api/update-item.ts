import type { UpdateCourseRequest, UpdateRobotRequest } from '@academy/shared/admin-catalogue';
import { api } from '../../../lib/api-client.ts';

/** `updateRobot` / `updateCourse`: blank fields keep their values; a course's lists are replaced when sent. */
export const updateItem = (kind: 'robot' | 'course', input: UpdateCourseRequest | UpdateRobotRequest) =>
  api(kind === 'robot' ? 'admin/updateRobot' : 'admin/updateCourse', { body: input });
