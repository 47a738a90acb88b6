import { useCallback, useSyncExternalStore } from 'react';
import {
  addLine,
  changeQuantity,
  type LineChoice,
  type TicketLine,
  type TicketProduct,
} from '../ticket.ts';

/**
 * Each table's ticket while the waiter builds it, kept in memory across screens: a waiter who
 * steps back to the floor to answer a call finds the ticket as it was (until sent or the tab
 * closes; it is never sent by itself).
 */
const drafts = new Map<string, TicketLine[]>();
const listeners = new Set<() => void>();
const EMPTY: TicketLine[] = [];

function write(tableId: string, lines: TicketLine[]) {
  if (lines.length === 0) drafts.delete(tableId);
  else drafts.set(tableId, lines);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useTicket(tableId: string) {
  const lines = useSyncExternalStore(subscribe, () => drafts.get(tableId) ?? EMPTY);
  const current = () => drafts.get(tableId) ?? EMPTY;
  return {
    lines,
    add: useCallback(
      (product: TicketProduct, choice: LineChoice) =>
        write(tableId, addLine(drafts.get(tableId) ?? EMPTY, product, choice)),
      [tableId],
    ),
    change: (key: string, by: number) => write(tableId, changeQuantity(current(), key, by)),
    clear: () => write(tableId, EMPTY),
  };
}
