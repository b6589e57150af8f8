import type { z } from 'zod';
import { passwordCheckRequest } from './fields.ts';

/**
 * `POST user/close`: the customer closes their own account. The password is asked again, as for a
 * new password: a session left open on a shared computer must not be enough to erase an account.
 */
export const closeAccountRequest = passwordCheckRequest;
export type CloseAccountRequest = z.infer<typeof closeAccountRequest>;

/** What is said when an account has been closed (the upstream's answer, and the page after it). */
export const ACCOUNT_CLOSED = 'Your account is closed. We are sorry to see you go.';
