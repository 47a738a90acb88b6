import { session } from './session.ts';

let inFlight: Promise<string | null> | null = null;

/**
 * The one place a staff access token is renewed (POST /api/auth/refresh-token), one refresh at
 * a time for every request that waits. The refresh token is the staff app's HttpOnly cookie
 * (ADR 016); a session an earlier version stored with one sends it once in the body. Resolves
 * to the new access token, or null after the session was ended.
 */
export function refreshSession(): Promise<string | null> {
  inFlight ??= run().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function run(): Promise<string | null> {
  const current = session.get();
  const legacy = current?.refreshToken;
  try {
    const response = await fetch('/api/auth/refresh-token', {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'X-App-Type': 'staff',
      },
      body: JSON.stringify({
        ...(legacy ? { refreshToken: legacy } : {}),
        remember: current?.remember ?? true,
      }),
      credentials: 'include',
    });
    const body = (await response.json().catch(() => null)) as {
      data?: { token?: unknown };
    } | null;
    const token = body?.data?.token;
    if (!response.ok || typeof token !== 'string') {
      session.end();
      return null;
    }
    session.renew(token);
    return token;
  } catch {
    // No answer: keep the session, the next request tries again.
    return null;
  }
}
