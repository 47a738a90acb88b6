import { useSyncExternalStore } from 'react';

/**
 * One short message that outlives the screen that said it ("Sipariş gönderildi" shown on the
 * table's panel after the order screen closed), gone after a few seconds.
 */
let current: { id: number; text: string } | null = null;
const listeners = new Set<() => void>();
const SHOWN_MS = 5000;

function set(next: typeof current) {
  current = next;
  for (const listener of listeners) listener();
}

export function showToast(text: string) {
  const id = Date.now();
  set({ id, text });
  setTimeout(() => {
    if (current?.id === id) set(null);
  }, SHOWN_MS);
}

export const useToast = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
