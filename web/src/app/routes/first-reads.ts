import { matchPath } from 'react-router';
import { userDetailsKey } from '../../features/account/api/get-user-details.ts';
import { courseKey } from '../../features/catalogue/api/get-course.ts';
import { readEarly } from '../../lib/api-client.ts';

let lastPath = '';

/**
 * The reads a signed-in customer's screen starts with, asked for by its guard (guards.ts) once the
 * session is known: they travel while the screen's code downloads, not after it renders (on a phone's
 * slow network, most of a second). useSWR's first fetch of each takes its answer (api-client.ts).
 * The customer's details are read by the dashboard's screens and checkout; the player also reads its course.
 */
export function startFirstReads(path: string, customer: string) {
  // A screen's own navigations (the player writing its chapter into the address) run the guard again:
  // its reads are on screen already, and asked again they would only hold up the lesson's media.
  if (path === lastPath) return;
  lastPath = path;
  const keys = [userDetailsKey(customer)];
  const course = matchPath('/dashboard/course/:id', path)?.params.id;
  if (course) keys.push(courseKey(course));
  for (const key of keys) void readEarly(key);
}
