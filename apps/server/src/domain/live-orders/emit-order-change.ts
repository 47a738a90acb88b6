import type { RealtimeServer } from '../../realtime/realtime-server.ts';
import { emitOrderEvent } from '../../realtime/emit.ts';

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
 * Tells everyone who follows an order what changed (001 §4 Realtime), through emitOrderEvent:
 * the order's room, its table's room, its customer and its business's staff. Call it after
 * the transaction has committed, never inside it: a rolled-back change is never announced.
 * A payment that completes the order sends order:payment:changed and payment:completed.
 */
export function emitOrderChange(io: RealtimeServer, order: OrderRef, change: OrderChange): void {
  const ids = { orderId: order.id, tableId: order.tableId, businessId: order.businessId };
  switch (change.kind) {
    case 'created':
      // A held course is announced as held: the kitchen's tablets do not chime for it yet.
      return emitOrderEvent(io, order, 'order:created', change.held ? { ...ids, held: true } : ids);
    case 'updated':
      return emitOrderEvent(io, order, 'order:updated', { ...ids, change: change.change });
    case 'deleted':
      return emitOrderEvent(io, order, 'order:deleted', ids);
    case 'status':
      return emitOrderEvent(io, order, 'order:status:changed', {
        ...ids,
        status: change.status,
        updatedAt: change.updatedAt.toISOString(),
      });
    case 'item-status':
      return emitOrderEvent(io, order, 'order:item:status:changed', {
        ...ids,
        itemId: change.itemId,
        status: change.status,
      });
    case 'payment': {
      const payload = {
        ...ids,
        status: change.status,
        isPaid: change.isPaid,
        paymentStatus: change.paymentStatus,
      };
      emitOrderEvent(io, order, 'order:payment:changed', payload);
      if (change.isPaid) emitOrderEvent(io, order, 'payment:completed', payload);
      return;
    }
    case 'message':
      return emitOrderEvent(io, order, 'order:message', {
        ...ids,
        messageId: change.messageId,
        senderType: change.senderType,
        createdAt: change.createdAt.toISOString(),
      });
  }
}
