/** Whether a request's If-None-Match names `etag` (one of a list, weak or strong): then a 304 answers it. */
export function holdsEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  return ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
