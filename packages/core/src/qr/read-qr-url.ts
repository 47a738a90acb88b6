// Splits an absolute URL found in a QR code into host, path segments and query parameters.
// Written by hand instead of using the URL class: it must never throw, must keep going on
// malformed escapes, and core is compiled without the DOM or Node type libraries.

export type QrUrl = {
  /** Lower-case host name without user info and port. */
  host: string;
  /** Decoded, non-empty path segments. */
  segments: string[];
  /** Decoded query parameters; the first occurrence of a name wins. */
  query: Map<string, string>;
};

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)([^?#]*)(?:\?([^#]*))?/i;

export function decodeQrPart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

export function readQrUrl(text: string): QrUrl | null {
  const match = ABSOLUTE_URL.exec(text);
  if (!match) return null;
  const [, authority = '', path = '', search = ''] = match;
  const host = authority
    .slice(authority.lastIndexOf('@') + 1)
    .replace(/:\d*$/, '')
    .toLowerCase();
  const segments = path
    .split('/')
    .map((segment) => decodeQrPart(segment).trim())
    .filter((segment) => segment !== '');
  const query = new Map<string, string>();
  for (const pair of search.split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const name = decodeQrPart(separator < 0 ? pair : pair.slice(0, separator));
    const value = separator < 0 ? '' : decodeQrPart(pair.slice(separator + 1)).trim();
    if (!query.has(name)) query.set(name, value);
  }
  return { host, segments, query };
}
