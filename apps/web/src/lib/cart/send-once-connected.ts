import { isApiError } from '../api/api-error.ts';
import { untilOnline } from '../use-online.ts';
import { GuestSignInError } from './place-order-failure.ts';

/** The wait was ended by the diner (left the screen, cancelled, changed the cart). */
export class StoppedWaiting extends Error {
  constructor() {
    super('stopped waiting for the connection');
    this.name = 'StoppedWaiting';
  }
}

/**
 * A failure for want of a connection: the phone is offline now and the request got no answer.
 * It may or may not have reached the server; sent again with the same Idempotency-Key, the
 * server answers the order it placed, if it did, instead of placing a second (ADR 006, 047).
 */
export function isOfflineFailure(error: unknown): boolean {
  if (navigator.onLine) return false;
  const cause = error instanceof GuestSignInError ? error.cause : error;
  return isApiError(cause) && (cause.kind === 'network' || cause.kind === 'timeout');
}

/**
 * Runs `send` once the phone is online (at once if it is); when it fails because the
 * connection went, waits for the connection and runs it again (issue 21 §6). `onWaiting` says
 * when it waits, so the screen can say so. Nothing waits in the background: `signal` ends the
 * wait (the diner left the screen, cancelled, or changed the cart) and rejects with its reason,
 * and nothing is sent after that.
 */
export async function sendOnceConnected<T>(
  send: () => Promise<T>,
  { signal, onWaiting }: { signal: AbortSignal; onWaiting: (waiting: boolean) => void },
): Promise<T> {
  for (;;) {
    if (!navigator.onLine) {
      onWaiting(true);
      try {
        await untilOnline(signal);
      } finally {
        onWaiting(false);
      }
    }
    if (signal.aborted) throw signal.reason;
    try {
      return await send();
    } catch (failure) {
      if (!isOfflineFailure(failure)) throw failure;
    }
  }
}
