import { randomBytes } from 'node:crypto';
import { keyedHash, safeEqual } from './secret-token.ts';

/**
 * Stateless OAuth `state` for the sign-in popups: random, time-limited and signed with the
 * server secret, so a callback can check it without storing anything (any server process can
 * answer it). The PKCE verifier and the OpenID nonce are derived from the state with the same
 * secret, so they never leave the server and need no storage either.
 */
const STATE_TTL_MS = 10 * 60_000;

export function createOAuthState(secret: string, provider: string): string {
  const body = `${randomBytes(16).toString('base64url')}.${Date.now() + STATE_TTL_MS}`;
  return `${body}.${keyedHash(secret, `oauth-state:${provider}:${body}`)}`;
}

export function isValidOAuthState(secret: string, provider: string, state: string): boolean {
  const parts = state.split('.');
  if (parts.length !== 3) return false;
  const [random, expires, signature] = parts as [string, string, string];
  const expected = keyedHash(secret, `oauth-state:${provider}:${random}.${expires}`);
  return safeEqual(signature, expected) && Number(expires) > Date.now();
}

/** The PKCE code verifier for a state (43 base64url characters, as RFC 7636 allows). */
export const pkceVerifier = (secret: string, state: string) => keyedHash(secret, `pkce:${state}`);

/** The OpenID nonce for a state. */
export const oidcNonce = (secret: string, state: string) => keyedHash(secret, `nonce:${state}`);

/**
 * The state is also bound to the browser that started the sign-in: the popup gets a cookie
 * holding a keyed hash of the state, and the callback accepts the state only with it. A state
 * an attacker obtained in his own browser and planted in a victim's (login CSRF) fails there.
 * Apple posts the callback from its own site, so its cookie must be SameSite=None (HTTPS only,
 * as Apple requires anyway); Google's is a top-level redirect, so Lax suffices.
 */
const cookieName = (provider: string) => `masa_oauth_${provider}`;

export function oauthBrowserCookie(
  secret: string,
  provider: string,
  state: string,
  https: boolean,
): string {
  const sameSite = provider === 'apple' && https ? 'None' : 'Lax';
  return [
    `${cookieName(provider)}=${keyedHash(secret, `oauth-browser:${state}`)}`,
    `Path=/api/auth/${provider}/callback`,
    `Max-Age=${STATE_TTL_MS / 1000}`,
    'HttpOnly',
    `SameSite=${sameSite}`,
    ...(https ? ['Secure'] : []),
  ].join('; ');
}

export function isStateFromThisBrowser(
  secret: string,
  provider: string,
  state: string,
  cookieHeader: string | undefined,
): boolean {
  const cookies = (cookieHeader ?? '').split(';').map((part) => part.trim().split('='));
  const value = cookies.find(([name]) => name === cookieName(provider))?.[1];
  return value !== undefined && safeEqual(value, keyedHash(secret, `oauth-browser:${state}`));
}
