/**
 * The Idempotency-Key of a checkout attempt. Sending the same request again (a retry after a
 * timeout or an error) reuses the attempt's key, so the server answers the first order rather
 * than placing a second; a changed request is a new attempt with a new key.
 */
export type Attempt = { key: string; request: string };

export function attemptFor(
  previous: Attempt | null,
  request: unknown,
  newKey: () => string = () => crypto.randomUUID(),
): Attempt {
  const serialized = JSON.stringify(request);
  if (previous && previous.request === serialized) return previous;
  return { key: newKey(), request: serialized };
}

/**
 * The attempt still unanswered, kept for this tab in sessionStorage: a reload (offline too)
 * keeps its key, so the same cart sent again after the answer was lost with the connection is
 * answered with the order already placed, never placed twice (issue 21 §6). Cleared once the
 * order went through.
 */
const ATTEMPT_KEY = 'orderAttempt';

export function readStoredAttempt(): Attempt | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(ATTEMPT_KEY) ?? 'null') as unknown;
    const fits =
      typeof value === 'object' &&
      value !== null &&
      typeof (value as Attempt).key === 'string' &&
      typeof (value as Attempt).request === 'string';
    return fits ? (value as Attempt) : null;
  } catch {
    return null;
  }
}

export function storeAttempt(attempt: Attempt | null): void {
  try {
    if (attempt === null) window.sessionStorage.removeItem(ATTEMPT_KEY);
    else window.sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify(attempt));
  } catch {
    // Storage blocked: the attempt lives as long as the screen.
  }
}
