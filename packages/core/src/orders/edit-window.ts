// The edit window (001 §4, §9): an order can be edited until editableUntil unless it was
// confirmed; a successful edit renews the window, 1 minute when items are pending,
// otherwise 5 minutes. The server decides with these; the app counts down with them.

export const EDIT_WINDOW_WITH_PENDING_ITEMS_MS = 60_000;
export const EDIT_WINDOW_MS = 5 * 60_000;
export const EDIT_COUNTDOWN_TICK_MS = 1_000;

export function computeEditableUntil({
  now,
  hasPendingItems,
}: {
  now: Date;
  hasPendingItems: boolean;
}): Date {
  const window = hasPendingItems ? EDIT_WINDOW_WITH_PENDING_ITEMS_MS : EDIT_WINDOW_MS;
  return new Date(now.getTime() + window);
}

/** Editable: not confirmed and editableUntil still in the future. */
export function isOrderEditable({
  now,
  editableUntil,
  confirmedAt,
}: {
  now: Date;
  editableUntil?: string | Date | null;
  confirmedAt?: string | Date | null;
}): boolean {
  if (confirmedAt || !editableUntil) return false;
  const until = new Date(editableUntil).getTime();
  return !Number.isNaN(until) && until > now.getTime();
}

/** The countdown text, m:ss (001 §4): 65 000 ms → '1:05'; never below '0:00'. */
export function formatEditCountdown(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
