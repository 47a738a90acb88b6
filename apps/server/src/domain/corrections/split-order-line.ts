import { eq } from 'drizzle-orm';
import { orderItems } from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { newId } from '../../lib/ids.ts';

export type ItemRow = typeof orderItems.$inferSelect;
/** What a correction sets on the row of the units it takes. */
export type LineChange = Partial<Omit<ItemRow, 'id' | 'orderId' | 'quantity'>>;

/**
 * Applies a void or an ikram to `quantity` units of a line (ADR 073). All of them: the row
 * itself changes. Fewer: the row keeps the other units (its paid ones, its free ones first)
 * and a new row of the same dish takes these, unpaid, so each row is wholly one thing and a
 * payment already made keeps pointing at the units it paid. Answers the corrected row's id.
 */
export async function splitOrderLine({
  tx,
  item,
  quantity,
  change,
  now,
}: {
  tx: Tx;
  item: ItemRow;
  quantity: number;
  change: LineChange;
  now: Date;
}): Promise<string> {
  if (quantity >= item.quantity) {
    await tx
      .update(orderItems)
      .set({ ...change, updatedAt: now })
      .where(eq(orderItems.id, item.id));
    return item.id;
  }
  const kept = item.quantity - quantity;
  const keptFree = Math.min(item.freeQuantity, kept);
  const share = (amount: number) => Math.round((amount * quantity) / item.quantity);
  await tx
    .update(orderItems)
    .set({
      quantity: kept,
      freeQuantity: keptFree,
      isPaid: item.paidQuantity >= kept,
      updatedAt: now,
    })
    .where(eq(orderItems.id, item.id));
  const id = newId();
  await tx.insert(orderItems).values({
    ...item,
    id,
    quantity,
    freeQuantity: item.freeQuantity - keptFree,
    paidQuantity: 0,
    isPaid: false,
    paidAt: null,
    paymentMethod: null,
    lineTotal: share(item.lineTotal),
    vatAmount: share(item.vatAmount),
    discountAmount: share(item.discountAmount),
    ...change,
    updatedAt: now,
  });
  return id;
}
