// The state of a table on the floor (issue 16 §5), from what the server knows of it: its open
// orders, its active sessions, when its last order was paid and when staff last cleared it.
import type { OrderStatus } from '../orders/order-status.ts';

export const TABLE_STATES = [
  'free',
  'seated',
  'ordered',
  'waiting',
  'served',
  'bill_requested',
  'paid',
] as const;
export type TableState = (typeof TABLE_STATES)[number];

export type TableStateInput = {
  /** Orders neither paid nor cancelled. */
  openOrders: { status: OrderStatus; billRequested: boolean }[];
  /** An active table session: someone scanned and sat down. */
  seated: boolean;
  /** When the table's last order was paid, if ever. */
  lastPaidAt: Date | null;
  /** When staff last cleared the table for the next guests, if ever. */
  clearedAt: Date | null;
  now: Date;
};

/** A paid table nobody cleared is taken as free again after this long: the guests have left. */
export const PAID_TABLE_HOURS = 3;

const ORDERED: readonly OrderStatus[] = ['pending', 'received'];
const SERVED: readonly OrderStatus[] = ['delivered', 'bill_requested', 'completed'];

/**
 * Open orders decide: a bill asked for beats everything; else the order least far along
 * (a new order at a table that was served means food is coming again). No open order: paid
 * when an order was paid since the table was last cleared (within PAID_TABLE_HOURS), seated
 * when a session is open, else free.
 */
export function tableState({
  openOrders,
  seated,
  lastPaidAt,
  clearedAt,
  now,
}: TableStateInput): TableState {
  if (openOrders.length > 0) {
    if (openOrders.some((order) => order.billRequested)) return 'bill_requested';
    if (openOrders.some((order) => ORDERED.includes(order.status))) return 'ordered';
    if (openOrders.every((order) => SERVED.includes(order.status))) return 'served';
    return 'waiting';
  }
  const recent = lastPaidAt && now.getTime() - lastPaidAt.getTime() < PAID_TABLE_HOURS * 3_600_000;
  if (lastPaidAt && recent && (!clearedAt || lastPaidAt > clearedAt)) return 'paid';
  return seated ? 'seated' : 'free';
}
