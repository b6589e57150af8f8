import Bowser from 'bowser';

/**
 * A short, readable name for the browser a login came from ("Chrome on Windows", "Safari on iOS"),
 * so a customer can tell their sessions apart. bowser (MIT) rather than ua-parser-js, whose
 * maintained major is AGPL.
 */
export function deviceName(userAgent: string | null): string {
  const parsed = userAgent?.trim() ? Bowser.getParser(userAgent) : null;
  const browser = parsed?.getBrowserName();
  const os = parsed?.getOSName();
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || 'Unknown device';
}
