import type {
  StaffBillRequestResponse,
  StaffMessageResponse,
  StaffWaiterCallResponse,
} from '@masa/core/staff/staff-request.schemas';

/*
 * One diner asking again and again is one notice (issue 28, docs/decisions/053-diner-floods.md):
 * a diner's repeated waiter calls, messages or bill requests at one table show as one card with
 * a count ("×3"), and their chimes as one.
 */

/** The requests of one diner of one kind at one table, oldest first. */
export type Folded<T> = { key: string; items: T[]; latest: T };

/**
 * Folds a list by `dinerOf`: each group keeps its requests oldest first, and the groups come in
 * the order of their first request (the inbox is oldest first).
 */
export function foldRequests<T extends { createdAt: string }>(
  list: readonly T[],
  dinerOf: (item: T) => string,
): Folded<T>[] {
  const groups = new Map<string, T[]>();
  const oldestFirst = [...list].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const item of oldestFirst) {
    const key = dinerOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups].map(([key, items]) => ({ key, items, latest: items[items.length - 1]! }));
}

/** Who is asking: an order is one diner's (a call from a table without one is the table's). */
export const callDiner = (call: StaffWaiterCallResponse) => `${call.tableId}|${call.orderId ?? ''}`;
export const messageDiner = (message: StaffMessageResponse) =>
  `${message.tableId}|${message.orderId}|${message.sentBy.userId ?? message.sentBy.name}`;
export const billDiner = (bill: StaffBillRequestResponse) =>
  `${bill.tableId ?? ''}|${bill.orderId}|${bill.userId ?? ''}`;

/** How long after a notice the same diner's next one of its kind stays silent. */
export const CHIME_QUIET_MS = 60_000;

/**
 * Whether a staff notice chimes: the first of a kind from one order at one table does; the same
 * again while it keeps coming within CHIME_QUIET_MS of the previous one does not, so a hundred
 * messages are one chime. A new order, another table or another kind always chimes.
 */
export function createChimeFold(quietMs = CHIME_QUIET_MS) {
  const lastSeen = new Map<string, number>();
  return (
    notice: { kind: string; tableId: string; orderId: string | null },
    now: number,
  ): boolean => {
    const key = `${notice.kind}|${notice.tableId}|${notice.orderId ?? ''}`;
    const previous = lastSeen.get(key);
    lastSeen.set(key, now);
    return previous === undefined || now - previous >= quietMs;
  };
}
