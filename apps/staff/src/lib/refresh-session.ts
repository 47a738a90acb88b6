import { session } from './session.ts';

let inFlight: Promise<string | null> | null = null;

/**
 * The one place a staff access token is renewed (POST /api/auth/refresh-token), one refresh at
 * a time for every request that waits. Sends the stored refresh token and cookies, so a server
 * that keeps the refresh token in an HttpOnly cookie needs only this function changed.
 * Resolves to the new access token, or null after the session was ended.
 */
export function refreshSession(): Promise<string | null> {
  inFlight ??= run().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function run(): Promise<string | null> {
  const refreshToken = session.get()?.refreshToken;
  try {
    const response = await fetch('/api/auth/refresh-token', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(refreshToken ? { refreshToken } : {}),
      credentials: 'include',
    });
    const body = (await response.json().catch(() => null)) as {
      data?: { token?: unknown; refreshToken?: unknown };
    } | null;
    const token = body?.data?.token;
    if (!response.ok || typeof token !== 'string') {
      session.end();
      return null;
    }
    const next = body?.data?.refreshToken;
    session.renew(token, typeof next === 'string' ? next : undefined);
    return token;
  } catch {
    // No answer: keep the session, the next request tries again.
    return null;
  }
}
