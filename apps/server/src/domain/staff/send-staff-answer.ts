import type { Db } from '../../db/client.ts';
import { emitDinerNotice } from '../live-orders/emit-diner-notice.ts';
import { answerOrderMessage } from './answer-order-message.ts';

/**
 * POST /staff/orders/{id}/messages in one transaction: the answer in the order's thread, and
 * the answer itself to the order's diner only, wherever they are in the app (after the commit).
 */
export async function sendStaffAnswer({
  db,
  ...answer
}: Omit<Parameters<typeof answerOrderMessage>[0], 'tx'> & { db: Db }) {
  return db.transaction(async (tx) => {
    const answered = await answerOrderMessage({ tx, ...answer });
    const { row: message, order } = answered;
    await emitDinerNotice(tx, order.userId, {
      kind: 'message_answer',
      orderId: order.id,
      orderNumber: order.orderNumber,
      businessId: order.businessId,
      tableId: order.tableId,
      messageId: message.id,
      message: message.message,
      createdAt: message.createdAt,
    });
    return answered;
  });
}
