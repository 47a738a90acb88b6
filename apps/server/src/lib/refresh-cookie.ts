import type { FastifyRequest } from 'fastify';

/**
 * The refresh token in an HttpOnly cookie (ADR 016): one XSS in the apps can no longer read
 * it. Sent only to the refresh path, SameSite=Strict (no other site's page can make the browser
 * send it), Secure when the request came over HTTPS (a Secure cookie set over plain
 * http://localhost would be dropped by the browser). The diner and staff apps share an origin,
 * so each has its own cookie, told apart by the X-App-Type header both apps send.
 */
export type RefreshCookieKind = 'customer' | 'staff';

export const REFRESH_COOKIE_PATH = '/api/auth/refresh-token';
const NAMES: Record<RefreshCookieKind, string> = {
  customer: 'masa_refresh',
  staff: 'masa_staff_refresh',
};

/** The app a browser request comes from, by X-App-Type; null for API clients. */
export function browserApp(request: FastifyRequest): RefreshCookieKind | null {
  const value = request.headers['x-app-type'];
  const app = Array.isArray(value) ? value[0] : value;
  return app === 'customer' || app === 'staff' ? app : null;
}

export function refreshCookie({
  kind,
  token,
  maxAgeSeconds,
  https,
}: {
  kind: RefreshCookieKind;
  token: string;
  /** null: a session cookie, gone when the browser closes. */
  maxAgeSeconds: number | null;
  https: boolean;
}): string {
  return [
    `${NAMES[kind]}=${token}`,
    `Path=${REFRESH_COOKIE_PATH}`,
    ...(maxAgeSeconds === null ? [] : [`Max-Age=${maxAgeSeconds}`]),
    'HttpOnly',
    'SameSite=Strict',
    ...(https ? ['Secure'] : []),
  ].join('; ');
}

export const clearRefreshCookie = (kind: RefreshCookieKind, https: boolean): string =>
  refreshCookie({ kind, token: '', maxAgeSeconds: 0, https });

/** The refresh token the browser sent in its cookie, if any. */
export function readRefreshCookie(
  request: FastifyRequest,
  kind: RefreshCookieKind,
): string | undefined {
  return readCookie(request, NAMES[kind]);
}

/** The value of one cookie of the request; undefined when absent or empty. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      const value = part.slice(at + 1).trim();
      return value === '' ? undefined : value;
    }
  }
  return undefined;
}
