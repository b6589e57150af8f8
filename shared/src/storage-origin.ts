/**
 * The origin a browser fetches stored media from when the upstream answers with a signed link:
 * STORAGE_ENDPOINT's (path-style), else AWS's: the bucket's own host, or the region's for a bucket
 * name with dots (the SDK addresses those path-style, as TLS names cannot hold them). None without STORAGE_URL.
 */
export function storageOrigin(settings: { STORAGE_URL?: string; STORAGE_ENDPOINT?: string; STORAGE_REGION: string }): string | undefined {
  if (!settings.STORAGE_URL) return undefined;
  if (settings.STORAGE_ENDPOINT) return new URL(settings.STORAGE_ENDPOINT).origin;
  const bucket = new URL(settings.STORAGE_URL).host;
  return `https://${bucket.includes('.') ? '' : `${bucket}.`}s3.${settings.STORAGE_REGION}.amazonaws.com`;
}
