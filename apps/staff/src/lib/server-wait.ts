import { useSyncExternalStore } from 'react';

/**
 * How many requests are waiting out a 503 with `Retry-After` (the server's database unreachable,
 * ADR 103), so the header can say the app waits rather than look frozen.
 */
let waiting = 0;
const listeners = new Set<() => void>();

function set(next: number) {
  waiting = next;
  for (const listener of listeners) listener();
}

/** Counts one request as waiting until the returned function is called. */
export function startWaiting(): () => void {
  set(waiting + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    set(waiting - 1);
  };
}

export const useWaitingForServer = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting > 0,
  );
