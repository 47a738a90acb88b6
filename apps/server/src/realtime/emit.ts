import { rooms, type ServerToClientEvents } from '@masa/core/realtime/events';
import type { OutboxEvent } from './outbox.ts';
import { type NewsTarget, publish, type Told } from './publish.ts';

type OrderRef = {
  id: string;
  tableId: string;
  businessId: string;
  userId: string | null;
  tableSessionId?: string | null;
};
export type OrderEventName = Exclude<
  keyof ServerToClientEvents,
  | 'room:joined'
  | 'room:refused'
  | 'test'
  | 'staff:notice'
  | 'session:updated'
  | 'menu:changed'
  | 'cart:updated'
  | 'diner:notice'
  | 'printers:status'
  | 'fiscal:changed'
>;

/**
 * The rooms that hear an order's news: see emitOrderEvent. The staff's room comes first: socket.io
 * writes a broadcast to its rooms' sockets in the order of the rooms, and a table's room may hold
 * every phone at it (1,000 in the staff-boards bench, about 29 µs each), so the boards are not
 * kept waiting behind them; the diners hear it the few boards later (ADR 125).
 */
export function orderRooms(order: OrderRef): string[] {
  const targets = [
    rooms.staff(order.businessId),
    rooms.order(order.id),
    rooms.table(order.tableId),
  ];
  if (order.userId) targets.push(rooms.user(order.userId));
  if (order.tableSessionId) targets.push(rooms.sitting(order.tableSessionId));
  return targets;
}

/** One piece of order news, for `publish`. */
export function orderEvent<E extends OrderEventName>(
  order: OrderRef,
  event: E,
  payload: Parameters<ServerToClientEvents[E]>[0],
): OutboxEvent {
  return { rooms: orderRooms(order), event, payload };
}

/**
 * The one way order news leaves the server: to the order's room, its table's room, its
 * sitting's room (ADR 042), its customer's room and its business's staff. Given the
 * transaction that makes the change, the news is written with it and published after its
 * commit (ADR 096); given the socket server, after a commit, it is published in turn.
 */
export function emitOrderEvent<E extends OrderEventName, T extends NewsTarget>(
  to: T,
  order: OrderRef,
  event: E,
  payload: Parameters<ServerToClientEvents[E]>[0],
): Told<T> {
  return publish(to, [orderEvent(order, event, payload)]);
}
