import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived download links that need no session (a download manager, a phone): the licence and
 * an expiry, HMAC-signed. A link says nothing about the robot's file; the licence is read again
 * when it is used, so revoking the licence stops its links at once.
 */
export function createDownloadLinks(opts: { secret: string; minutes: number; now?: () => number }) {
  // Its own key, derived from the shop's secret, so a link can never pass for a token elsewhere.
  const key = createHmac('sha256', opts.secret).update('robot download links').digest();
  const now = opts.now ?? Date.now;
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    issue(licenceId: string): { token: string; expiresAt: Date } {
      const expiresAt = new Date(now() + opts.minutes * 60_000);
      const payload = Buffer.from(JSON.stringify({ l: licenceId, e: expiresAt.getTime() })).toString('base64url');
      return { token: `${payload}.${mac(payload)}`, expiresAt };
    },
    /** The licence a link is for, or null when it is forged, altered or expired. */
    open(token: string): string | null {
      const [payload = '', signature = ''] = token.split('.');
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const { l, e } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { l: string; e: number };
      return e > now() ? l : null;
    },
  };
}
export type DownloadLinks = ReturnType<typeof createDownloadLinks>;
