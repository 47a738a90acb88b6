import { storage } from '../storage.ts';
import { type CartItem, isCartItem } from './cart-item.ts';

/**
 * Lines a diner added to the table's shared cart while the phone had no connection (issue 30):
 * kept on the phone (localStorage, so a reload offline keeps them) with the sitting they are for
 * and the Idempotency-Key they are sent with, until the server took them. The key stays the
 * line's own: a send whose answer was lost with the signal is sent again with it, and the
 * server adds the line once. A line the server refused keeps its answer (`refused`) and is not
 * sent again; the diner reads why and removes it.
 */
export type WaitingLine = {
  sendKey: string;
  sessionId: string;
  item: CartItem;
  refused?: string;
};

const PREFIX = 'waiting-';

function isWaitingLine(value: unknown): value is WaitingLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Partial<WaitingLine>;
  return (
    typeof line.sendKey === 'string' &&
    typeof line.sessionId === 'string' &&
    isCartItem(line.item) &&
    (line.refused === undefined || typeof line.refused === 'string')
  );
}

export const readWaiting = (): WaitingLine[] =>
  storage.getSharedCartWaiting().filter(isWaitingLine);

export function keepWaiting(line: WaitingLine): void {
  storage.setSharedCartWaiting([...readWaiting(), line]);
}

/** Applies `change` to the waiting line with the cart id `id`; null drops it. */
export function changeWaiting(id: string, change: (line: WaitingLine) => WaitingLine | null) {
  const lines = readWaiting().flatMap((line) => {
    if (waitingId(line) !== id) return [line];
    const changed = change(line);
    return changed ? [changed] : [];
  });
  storage.setSharedCartWaiting(lines);
}

/** Takes the lines waiting for any sitting but `sessionId` out of the waiting list. */
export function takeWaitingExcept(sessionId: string | null): WaitingLine[] {
  const lines = readWaiting();
  storage.setSharedCartWaiting(lines.filter((line) => line.sessionId === sessionId));
  return lines.filter((line) => line.sessionId !== sessionId);
}

export const waitingId = (line: WaitingLine) => `${PREFIX}${line.sendKey}`;
export const isWaitingId = (id: string) => id.startsWith(PREFIX);

/** A waiting line as the cart shows it: the diner's own, marked as not sent (or refused). */
export const toWaitingItem = (line: WaitingLine): CartItem => ({
  ...line.item,
  id: waitingId(line),
  diner: { name: null, guestNumber: null, isMine: true },
  waiting: { refused: line.refused ?? null },
});
