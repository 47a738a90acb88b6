/**
 * The orders this tab changed itself a moment ago, so a realtime echo of its own change is not
 * announced again as if it came from elsewhere ('Sipariş güncellendi' is for a change made on
 * another screen or device; the screen that saved says 'Sipariş başarıyla güncellendi').
 */
const changedAt = new Map<string, number>();

/** How long after its own change an order's echo is taken as this tab's. */
export const OWN_CHANGE_MS = 10_000;

export function markOwnOrderChange(orderId: string, now = Date.now()): void {
  changedAt.set(orderId, now);
}

export function isOwnOrderChange(orderId: string, now = Date.now()): boolean {
  const at = changedAt.get(orderId);
  return at !== undefined && now - at < OWN_CHANGE_MS;
}
