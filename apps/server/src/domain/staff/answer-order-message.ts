import type { MessageType } from '@masa/core/orders/order.schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { orderMessages, staffAccounts } from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';
import type { OrderMessageRow } from '../live-orders/message-response.ts';
import type { OrderRow } from '../orders/to-order-response.ts';
import { findStaffOrder } from './find-staff-order.ts';
import { emitOrderChange } from '../../realtime/emit-order-change.ts';

/**
 * POST /staff/orders/{id}/messages: the business answers in an order's thread. The diner's
 * messages so far count as read. The text is already trimmed and 1–200 characters. The
 * thread's followers hear of it after the caller's transaction commits (ADR 096).
 */
export async function answerOrderMessage({
  tx,
  orderId,
  businessId,
  staffId,
  message,
  messageType,
  now,
}: {
  tx: Tx;
  orderId: string;
  businessId: string;
  staffId: string;
  message: string;
  messageType: MessageType;
  now: Date;
}): Promise<{ row: OrderMessageRow; order: OrderRow }> {
  const order = await findStaffOrder({ db: tx, orderId, businessId });
  const [staff] = await tx
    .select({ name: staffAccounts.name })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staffId));
  await tx
    .update(orderMessages)
    .set({ readAt: now })
    .where(
      and(
        eq(orderMessages.orderId, order.id),
        eq(orderMessages.senderType, 'customer'),
        isNull(orderMessages.readAt),
      ),
    );
  const [row] = await tx
    .insert(orderMessages)
    .values({
      orderId: order.id,
      businessId,
      message,
      messageType,
      senderType: 'staff',
      sentByStaffId: staffId,
      sentByName: staff?.name ?? 'İşletme',
      createdAt: now,
    })
    .returning();
  await emitOrderChange(tx, order, {
    kind: 'message',
    messageId: row!.id,
    senderType: 'staff',
    createdAt: row!.createdAt,
  });
  return { row: row!, order };
}
