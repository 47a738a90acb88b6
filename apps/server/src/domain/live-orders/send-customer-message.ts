import { GUEST_NAME } from '@masa/core/orders/order-limits';
import type { MessageType } from '@masa/core/orders/order.schemas';
import { eq } from 'drizzle-orm';
import { orderMessages, users } from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';
import type { OrderRow } from '../orders/to-order-response.ts';
import type { OrderMessageRow } from './message-response.ts';
import { resolveCustomerOrder } from './resolve-customer-order.ts';

/**
 * POST /orders/{orderId}/messages (001 §2 "Message-to-business dialog"): the diner writes to
 * the business about their own order, open or finished (a complaint may come after paying).
 * The text is already trimmed and 1–200 characters (core orderMessageSchema). The sender is
 * the signed-in user whatever `sentBy.userId` says; `sentBy.name` may give the name shown.
 */
export async function sendCustomerMessage({
  tx,
  id,
  userId,
  message,
  messageType,
  senderName,
  now,
}: {
  tx: Tx;
  id: string;
  userId: string;
  message: string;
  messageType: MessageType;
  senderName: string | undefined;
  now: Date;
}): Promise<{ row: OrderMessageRow; order: OrderRow }> {
  const order = await resolveCustomerOrder({ db: tx, id, userId });
  const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  const [row] = await tx
    .insert(orderMessages)
    .values({
      orderId: order.id,
      businessId: order.businessId,
      message,
      messageType,
      senderType: 'customer',
      sentByUserId: userId,
      sentByName: senderName?.trim() || user?.name.trim() || order.customerName || GUEST_NAME,
      createdAt: now,
    })
    .returning();
  return { row: row!, order };
}
