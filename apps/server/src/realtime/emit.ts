import { rooms, type ServerToClientEvents } from '@masa/core/realtime/events';
import type { RealtimeServer } from './realtime-server.ts';

type OrderRef = {
  id: string;
  tableId: string;
  businessId: string;
  userId: string | null;
  tableSessionId?: string | null;
};
type OrderEventName = Exclude<
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
>;

/**
 * The one way order news leaves the server: to the order's room, its table's room, its
 * sitting's room (ADR 042), its customer's room and its business's staff. Call it after the transaction commits.
 */
export function emitOrderEvent<E extends OrderEventName>(
  io: RealtimeServer,
  order: OrderRef,
  event: E,
  payload: Parameters<ServerToClientEvents[E]>[0],
): void {
  const targets = [
    rooms.order(order.id),
    rooms.table(order.tableId),
    rooms.staff(order.businessId),
  ];
  if (order.userId) targets.push(rooms.user(order.userId));
  if (order.tableSessionId) targets.push(rooms.sitting(order.tableSessionId));
  // socket.io types each event's arguments; the union of names makes the spread generic.
  (io.to(targets).emit as (e: string, p: unknown) => void)(event, payload);
}
