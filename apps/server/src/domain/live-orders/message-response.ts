import { MESSAGE_TYPE_LABELS } from '@masa/core/orders/order.schemas';
import { z } from 'zod';
import type { orderMessages } from '../../db/schema/index.ts';

export type OrderMessageRow = typeof orderMessages.$inferSelect;

/** 001 §3 Order message, with who sent it: the diner (`customer`) or the business (`staff`). */
export const orderMessageResponse = z.object({
  id: z.string(),
  _id: z.string(),
  orderId: z.string(),
  businessId: z.string(),
  message: z.string(),
  messageType: z.enum(['status_request', 'special_request', 'complaint', 'compliment', 'other']),
  messageTypeLabel: z
    .string()
    .describe("'Durum Sorgusu', 'Özel İstek', 'Şikayet', 'Beğeni', 'Diğer'"),
  senderType: z.enum(['customer', 'staff']),
  sentBy: z.object({
    userId: z.string().nullable(),
    staffId: z.string().nullable(),
    name: z.string(),
  }),
  readAt: z.string().nullable().describe('When the other side answered or read it.'),
  createdAt: z.string(),
});
export type OrderMessageResponse = z.infer<typeof orderMessageResponse>;

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
