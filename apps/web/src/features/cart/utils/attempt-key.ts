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
