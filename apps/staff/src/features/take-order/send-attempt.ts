import { ApiError } from '../../lib/api-error.ts';

/**
 * One Idempotency-Key per send attempt (issue 31 §3): a retry after the answer was lost (no
 * connection, a 5xx) sends the same key, so the server answers the first send and the table
 * never gets the order twice; after a refusal (4xx) the waiter changes the ticket, and the next
 * send is a new attempt with a new key.
 */
export const keepsKey = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

/** The key for this send: the kept one of a send whose answer was lost, else a new one. */
export const keyForSend = (kept: string | null, make: () => string = () => crypto.randomUUID()) =>
  kept ?? make();
