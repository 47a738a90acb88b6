import type { DinerNoticeEvent } from '@masa/core/realtime/events';

/**
 * The diner's notices (`diner:notice`, issue 20) as they arrive on the app's socket, handed to
 * whoever shows them. The socket feeds this from the moment it exists (socket.ts), so a notice
 * that arrives before the listener's code has loaded (the socket may be opened first by the
 * live menu) waits here, and is shown once it has: none is lost while the app is open.
 */
type Listener = (notice: DinerNoticeEvent) => void;

const WAITING_MAX = 20;
const listeners = new Set<Listener>();
const waiting: DinerNoticeEvent[] = [];

export function deliverNotice(notice: DinerNoticeEvent): void {
  if (listeners.size === 0) {
    waiting.push(notice);
    if (waiting.length > WAITING_MAX) waiting.shift();
    return;
  }
  for (const listener of listeners) listener(notice);
}

/** Receives every notice from now on, and those that waited for a listener. */
export function subscribeNotices(listener: Listener): () => void {
  listeners.add(listener);
  for (const notice of waiting.splice(0)) listener(notice);
  return () => void listeners.delete(listener);
}
