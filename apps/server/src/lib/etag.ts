import { createHash } from 'node:crypto';

/** A strong ETag for a response body: the quoted base64url SHA-1 of its bytes. */
export function strongEtag(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * True when an If-None-Match header names this ETag (or is `*`), so the answer is 304. Weak
 * validators (W/"…") match too: for GET, RFC 9110 compares If-None-Match weakly.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
