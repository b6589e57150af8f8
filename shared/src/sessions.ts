import { z } from 'zod';
import { envelope } from './envelope.ts';

/** One login that is still signed in (a refresh-token family); never its tokens. */
export const signedInSession = z.object({
  id: z.uuid(),
  /** A short summary of the browser the login came from, e.g. "Chrome on Windows". */
  device: z.string(),
  signed_in_at: z.iso.datetime({ offset: true }),
  /** The last refresh: the session's tokens rotate every few minutes while it is in use. */
  last_seen_at: z.iso.datetime({ offset: true }),
  /** The session asking. */
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof signedInSession>;

/** `GET user/sessions`: the customer's open sessions, the most recently seen first. */
export const signedInSessionsResponse = envelope(z.array(signedInSession));

/** `POST user/sessions/end`: one of the caller's own sessions. */
export const endSessionRequest = z.object({ id: z.uuid({ message: 'id must be a session id' }) });
export type EndSessionRequest = z.infer<typeof endSessionRequest>;

/** `POST admin/users/:id/sessions/end-all`: the customer whose every session ends. */
export const userIdParams = z.object({ id: z.uuid({ message: 'id must be a user id' }) });
