import { eq } from 'drizzle-orm';
import { paymentShares } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import { lockOrderLine } from './lock-order-line.ts';
import type { Tx } from '../../lib/db-tx.ts';
import type { OrderRow } from '../orders/to-order-response.ts';

/**
 * The line a void or an ikram corrects, locked, as the screen showed it (contract rule 10): a
 * line of a cancelled order, a line voided already, one whose quantity changed since the screen
 * drew it (paid, split, corrected on another device: 409 LINE_CHANGED with its quantity now),
 * or more units than are unpaid (409 ITEM_PAID) are refused. The caller holds the order's lock.
 */
export async function findCorrectableLine({
  tx,
  order,
  itemId,
  quantity,
  expectedQuantity,
}: {
  tx: Tx;
  order: OrderRow;
  itemId: string;
  quantity: number;
  expectedQuantity: number;
}) {
  const item = await lockOrderLine({ tx, orderId: order.id, itemId });
  if (order.isCancelled || item.status === 'cancelled')
    throw refuse(409, 'LINE_VOIDED', { name: item.name });
  if (item.quantity !== expectedQuantity)
    throw refuse(
      409,
      'LINE_CHANGED',
      { name: item.name, quantity: item.quantity },
      {
        quantity: item.quantity,
      },
    );
  // A share paid of a shared line (ADR 048) counts as paid: its units are paid only in full.
  const [paidShare] = await tx
    .select({ itemId: paymentShares.orderItemId })
    .from(paymentShares)
    .where(eq(paymentShares.orderItemId, item.id))
    .limit(1);
  const unpaid = paidShare ? 0 : item.quantity - item.paidQuantity;
  if (quantity > unpaid)
    throw unpaid === 0
      ? refuse(409, 'ITEM_PAID.linePaid', { name: item.name }, { unpaid })
      : refuse(409, 'ITEM_PAID.unitsPaid', { name: item.name, unpaid }, { unpaid });
  if (quantity > item.quantity)
    throw refuse(409, 'LINE_CHANGED', { name: item.name, quantity: item.quantity });
  return item;
}
