import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;

/** Whether the browser says it has a connection; the component re-renders when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * Resolves once the browser is online, at once if it is; rejects with `signal`'s reason when
 * it is aborted first (the diner left the screen or changed what waits).
 */
export function untilOnline(signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(signal.reason);
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      window.removeEventListener('online', online);
      signal.removeEventListener('abort', aborted);
    };
    const online = () => {
      done();
      resolve();
    };
    const aborted = () => {
      done();
      reject(signal.reason);
    };
    window.addEventListener('online', online);
    signal.addEventListener('abort', aborted);
  });
}
