/**
 * When a client repeats a request the server could not serve yet: a 503 that says when to come
 * back (`Retry-After`, seconds), as the server answers while its database is unreachable
 * (docs/decisions/103-three-nodes-behind-nginx.md). Both apps' request clients use it.
 *
 * Only a request that cannot write twice is repeated: a read (GET, HEAD), or a write that
 * carries an `Idempotency-Key`, which the server answers from the first attempt's record. A
 * write without one is never repeated: its 503 goes to the screen as the error it is.
 */
export const WAIT_LIMIT_MS = 60_000;

export type RepeatQuestion = {
  status: number;
  /** The `Retry-After` header as received, or null. */
  retryAfter: string | null;
  method: string;
  headers: Record<string, string> | undefined;
  /** How long this request has waited already, all repeats together. */
  waitedMs: number;
};

/** Milliseconds to wait before repeating, or null when the answer stands. */
export function waitBeforeRepeat(q: RepeatQuestion): number | null {
  if (q.status !== 503 || q.retryAfter === null || !/^\d+$/.test(q.retryAfter.trim())) return null;
  const waitMs = Math.max(1, Number(q.retryAfter)) * 1000;
  if (q.waitedMs + waitMs > WAIT_LIMIT_MS) return null;
  return mayRepeat(q.method, q.headers) ? waitMs : null;
}

/** A read, or a write the server recognises when it comes again (its Idempotency-Key). */
export function mayRepeat(method: string, headers: Record<string, string> | undefined): boolean {
  if (['GET', 'HEAD'].includes(method.toUpperCase())) return true;
  return Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'idempotency-key');
}
