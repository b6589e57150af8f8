/**
 * The origin a browser fetches stored media from when the upstream answers with a signed link:
 * STORAGE_ENDPOINT's (path-style), else AWS's virtual-hosted bucket address. None without STORAGE_URL.
 */
export function storageOrigin(settings: { STORAGE_URL?: string; STORAGE_ENDPOINT?: string; STORAGE_REGION: string }): string | undefined {
  if (!settings.STORAGE_URL) return undefined;
  if (settings.STORAGE_ENDPOINT) return new URL(settings.STORAGE_ENDPOINT).origin;
  return `https://${new URL(settings.STORAGE_URL).host}.s3.${settings.STORAGE_REGION}.amazonaws.com`;
}
