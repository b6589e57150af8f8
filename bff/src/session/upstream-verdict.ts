import { WIRE } from '@academy/shared/constants';

/** Upstream 401s that are validation failures of the original product, not a lost session. */
const LEGACY_VALIDATION = new Set<string>([WIRE.emptyFields, WIRE.itemExists]);

/**
 * What an upstream answer to a signed-in call means for its session (docs/requirements.md#session-rules): `expired`
 * is refreshed and asked again, `ended` clears the cookie (401s, and a banned user's 403), `kept`
 * leaves the session as it is.
 */
export function sessionVerdict(status: number, message: string | undefined): 'expired' | 'ended' | 'kept' {
  if (status === 401) {
    if (message === WIRE.tokenExpired) return 'expired';
    return LEGACY_VALIDATION.has(message ?? '') ? 'kept' : 'ended';
  }
  return status === 403 && message === WIRE.bannedUser ? 'ended' : 'kept';
}
