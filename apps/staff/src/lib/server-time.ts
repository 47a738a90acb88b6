/**
 * The server's clock as this tablet reads it: an order's age on the board, the kitchen display
 * and the floor counts from when the server stamped the order, so it is measured against the
 * server's time, not the tablet's own clock, which may be minutes off (set by hand, a lost time
 * zone). Every API answer carries a `Date` header; its distance from the tablet's clock at the
 * middle of the exchange is the offset `serverNow()` adds.
 */
let offsetMs = 0;
const listeners = new Set<() => void>();

/** Notes an answer's `Date` header, sent between `sentAt` and `receivedAt` by the tablet's clock. */
export function noteServerDate(date: string | null, sentAt: number, receivedAt: number): void {
  const server = date === null ? Number.NaN : Date.parse(date);
  if (Number.isNaN(server)) return;
  // The header keeps whole seconds: the server's moment lies within the second after it.
  const offset = server + 500 - (sentAt + receivedAt) / 2;
  const moved = Math.abs(offset - offsetMs) >= 1000;
  offsetMs = offset;
  // Within a second is the header's own rounding: no screen redraws for it.
  if (moved) for (const listener of listeners) listener();
}

/** The server's time now, by the last answer's `Date` (the tablet's clock before any answer). */
export const serverNow = (): number => Date.now() + offsetMs;

/** Calls `listener` when an answer moves the offset by a second or more; returns the unsubscribe. */
export function onServerTimeMoved(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
