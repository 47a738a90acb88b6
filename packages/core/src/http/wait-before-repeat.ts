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

/**
 * One request's waits, for a client's request loop: `await waits.after(status, retryAfter)` is
 * true once it has waited and the request should go again; `waits.waited` says whether it ever
 * did (the client then says the server answers again). `onWait` runs at each wait and may return
 * what to run when it ends; `sleep` is the client's timer (it may reject on the caller's abort).
 */
export function repeatWaits(request: {
  method: string;
  headers: Record<string, string> | undefined;
  sleep: (ms: number) => Promise<void>;
  onWait: () => (() => void) | void;
}) {
  let waitedMs = 0;
  return {
    get waited() {
      return waitedMs > 0;
    },
    async after(status: number, retryAfter: string | null): Promise<boolean> {
      const { method, headers } = request;
      const wait = waitBeforeRepeat({ status, retryAfter, method, headers, waitedMs });
      if (wait === null) return false;
      const done = request.onWait();
      try {
        await request.sleep(wait);
      } finally {
        done?.();
      }
      waitedMs += wait;
      return true;
    },
  };
}
