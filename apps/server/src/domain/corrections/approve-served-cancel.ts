import type { CorrectionApproval } from '@masa/core/corrections/corrections.schemas';
import { and, eq } from 'drizzle-orm';
import { orderItems } from '../../db/schema/index.ts';
import type { StaffRole } from '../../db/schema/enums.ts';
import type { Tx } from '../../lib/db-tx.ts';
import type { OrderRow } from '../orders/to-order-response.ts';
import { approveCorrection } from './approve-correction.ts';

/**
 * Cancelling a whole unpaid order is a cancellation while nothing of it was served; once a
 * line was delivered it is a void of food eaten or wasted, and a waiter needs an owner's or
 * manager's approval for it like for a delivered line (issue 32 §1, ADR 073).
 */
export async function approveServedCancel({
  tx,
  order,
  businessId,
  staff,
  approval,
}: {
  tx: Tx;
  order: OrderRow;
  businessId: string;
  staff: { staffId: string; role: StaffRole };
  approval?: CorrectionApproval | null | undefined;
}): Promise<void> {
  const [served] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.status, 'delivered')))
    .limit(1);
  if (!served && order.status !== 'delivered') return;
  await approveCorrection({
    tx,
    businessId,
    staff,
    kind: 'void',
    amount: order.total,
    afterDelivery: true,
    approval: approval ?? null,
  });
}
