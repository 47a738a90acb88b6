import { MESSAGE_TYPE_LABELS } from '@masa/core/orders/order.schemas';
import {
  orderMessageResponse,
  type OrderMessageResponse,
} from '@masa/core/staff/staff-request.schemas';
import type { orderMessages } from '../../db/schema/index.ts';

export { orderMessageResponse, type OrderMessageResponse };

export type OrderMessageRow = typeof orderMessages.$inferSelect;

export function serializeOrderMessage(row: OrderMessageRow): OrderMessageResponse {
  return {
    id: row.id,
    _id: row.id,
    orderId: row.orderId,
    businessId: row.businessId,
    message: row.message,
    messageType: row.messageType,
    messageTypeLabel: MESSAGE_TYPE_LABELS[row.messageType],
    senderType: row.senderType,
    sentBy: { userId: row.sentByUserId, staffId: row.sentByStaffId, name: row.sentByName },
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
