import { orderEvent } from './emit.ts';
import type { OutboxEvent } from './outbox.ts';
import { type NewsTarget, publish, type Told } from './publish.ts';

type OrderRef = {
  id: string;
  tableId: string;
  businessId: string;
  userId: string | null;
  tableSessionId?: string | null;
};

export type OrderChange =
  | { kind: 'created'; held?: boolean }
  | {
      kind: 'updated';
      change: 'items' | 'confirmed' | 'waiter_call' | 'split_request' | 'bill' | 'fired' | 'table';
    }
  | { kind: 'deleted' }
  | { kind: 'status'; status: string; updatedAt: Date }
  | { kind: 'item-status'; itemId: string; status: string }
  | { kind: 'payment'; status: string; isPaid: boolean; paymentStatus: string }
  | { kind: 'message'; messageId: string; senderType: 'customer' | 'staff'; createdAt: Date };

/**
 * Tells everyone who follows an order what changed (001 §4 Realtime), as emitOrderEvent does:
 * the order's room, its table's room, its customer and its business's staff. Given the
 * transaction, the news is written with the change and published after its commit, so a
 * rolled-back change is never announced (ADR 096); given the socket server, call it after
 * the commit. A payment that completes the order sends order:payment:changed and
 * payment:completed.
 */
export function emitOrderChange<T extends NewsTarget>(
  to: T,
  order: OrderRef,
  change: OrderChange,
): Told<T> {
  return publish(to, orderChangeEvents(order, change));
}

/** The news of an order's change, for a write that tells it itself (insert-new-order.ts). */
export function orderChangeEvents(order: OrderRef, change: OrderChange): OutboxEvent[] {
  const ids = { orderId: order.id, tableId: order.tableId, businessId: order.businessId };
  switch (change.kind) {
    case 'created':
      // A held course is announced as held: the kitchen's tablets do not chime for it yet.
      return [orderEvent(order, 'order:created', change.held ? { ...ids, held: true } : ids)];
    case 'updated':
      return [orderEvent(order, 'order:updated', { ...ids, change: change.change })];
    case 'deleted':
      return [orderEvent(order, 'order:deleted', ids)];
    case 'status':
      return [
        orderEvent(order, 'order:status:changed', {
          ...ids,
          status: change.status,
          updatedAt: change.updatedAt.toISOString(),
        }),
      ];
    case 'item-status':
      return [
        orderEvent(order, 'order:item:status:changed', {
          ...ids,
          itemId: change.itemId,
          status: change.status,
        }),
      ];
    case 'payment': {
      const payload = {
        ...ids,
        status: change.status,
        isPaid: change.isPaid,
        paymentStatus: change.paymentStatus,
      };
      const changed = orderEvent(order, 'order:payment:changed', payload);
      return change.isPaid ? [changed, orderEvent(order, 'payment:completed', payload)] : [changed];
    }
    case 'message':
      return [
        orderEvent(order, 'order:message', {
          ...ids,
          messageId: change.messageId,
          senderType: change.senderType,
          createdAt: change.createdAt.toISOString(),
        }),
      ];
  }
}
