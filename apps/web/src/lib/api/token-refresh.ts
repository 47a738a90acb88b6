import { storage } from '../storage.ts';
import { TIMEOUTS, apiUrl } from './api-config.ts';
import { readBody, unwrapEnvelope } from './read-body.ts';
import { endSession } from './session-end.ts';

export const REFRESH_PATH = '/auth/refresh-token';

let inFlight: Promise<string | null> | null = null;

/**
 * Gets a new access token, one refresh at a time (ADR 025): a request that fails
 * while a refresh is running waits for that refresh instead of starting its own. Resolves to
 * the new token, or null after the session was ended (refresh refused or failed).
 */
export function refreshAccessToken(): Promise<string | null> {
  inFlight ??= runRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function runRefresh(): Promise<string | null> {
  // The refresh token is an HttpOnly cookie the browser sends to this path (ADR 016); a token
  // an earlier version kept in storage goes once in the body and moves into the cookie.
  const legacy = storage.takeLegacyRefreshToken();
  let status: number;
  let body: unknown;
  try {
    const response = await fetch(apiUrl(REFRESH_PATH), {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'X-App-Type': 'customer',
      },
      body: JSON.stringify(legacy ? { refreshToken: legacy } : {}),
      credentials: 'include',
      signal: AbortSignal.timeout(TIMEOUTS.default),
    });
    status = response.status;
    body = await readBody(response);
  } catch {
    endSession('refresh_failed');
    return null;
  }
  if (status === 401 || status === 403) {
    endSession(null);
    return null;
  }
  const tokens = readTokens(body);
  if (status < 200 || status >= 300 || !tokens) {
    endSession('refresh_failed');
    return null;
  }
  storage.setToken(tokens.token);
  return tokens.token;
}

/** `{ token }`, bare or inside a success/data envelope. */
function readTokens(body: unknown): { token: string } | null {
  const { data, failed } = unwrapEnvelope(body);
  if (failed || typeof data !== 'object' || data === null) return null;
  const { token } = data as { token?: unknown };
  if (typeof token !== 'string' || token === '') return null;
  return { token };
}
