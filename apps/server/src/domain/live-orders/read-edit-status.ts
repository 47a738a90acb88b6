import { isOrderEditable } from '@masa/core/orders/edit-window';
import { isOrderOpen } from '@masa/core/orders/order-status';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { orderItems } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { resolveCustomerOrder } from './resolve-customer-order.ts';

export const editStatusResponse = z.object({
  orderId: z.string(),
  canEdit: z.boolean().describe('Not confirmed, editableUntil ahead, order active (001 §4).'),
  editableUntil: z.string().nullable().describe('ISO 8601'),
  remainingSeconds: z.number().int().describe('Whole seconds left, 0 when not editable.'),
  hasPendingItems: z.boolean().describe('Renewal gives 1 minute when true, otherwise 5.'),
  confirmedAt: z.string().nullable(),
  isConfirmed: z.boolean(),
});
export type EditStatus = z.infer<typeof editStatusResponse>;

/** GET /orders/{orderId}/edit-status: the server's view of the edit window, now. */
export async function readEditStatus({
  db,
  id,
  userId,
  now = new Date(),
}: {
  db: DbOrTx;
  id: string;
  userId: string;
  now?: Date;
}): Promise<EditStatus> {
  const order = await resolveCustomerOrder({ db, id, userId });
  const pending = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.status, 'pending')))
    .limit(1);
  const canEdit = isOrderOpen(order) && isOrderEditable({ now, ...order });
  const remainingMs =
    canEdit && order.editableUntil ? order.editableUntil.getTime() - now.getTime() : 0;
  return {
    orderId: order.id,
    canEdit,
    editableUntil: order.editableUntil?.toISOString() ?? null,
    remainingSeconds: Math.max(0, Math.floor(remainingMs / 1000)),
    hasPendingItems: pending.length > 0,
    confirmedAt: order.confirmedAt?.toISOString() ?? null,
    isConfirmed: order.confirmedAt !== null,
  };
}
