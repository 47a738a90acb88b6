import { eq } from 'drizzle-orm';
import { splitBillRequestItems, type orderItems } from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';
import type { RecordPaymentBody } from './payment-body.ts';

/** The units to pay: as listed; else the split request's lines; else every unpaid unit. */
export async function listPaymentUnits({
  tx,
  body,
  lines,
}: {
  tx: Tx;
  body: RecordPaymentBody;
  lines: (typeof orderItems.$inferSelect)[];
}): Promise<{ itemId: string; quantity: number }[]> {
  if (body.items.length > 0) return body.items;
  if (body.splitBillRequestId) {
    return tx
      .select({
        itemId: splitBillRequestItems.orderItemId,
        quantity: splitBillRequestItems.quantity,
      })
      .from(splitBillRequestItems)
      .where(eq(splitBillRequestItems.requestId, body.splitBillRequestId));
  }
  return lines
    .filter((line) => line.status !== 'cancelled' && line.paidQuantity < line.quantity)
    .map((line) => ({ itemId: line.id, quantity: line.quantity - line.paidQuantity }));
}
