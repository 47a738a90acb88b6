import type { StaffRole } from '../../db/schema/enums.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { approveCorrection } from './approve-correction.ts';
import { resolveCorrectionReason } from './resolve-correction-reason.ts';

/**
 * What a void and an ikram of `quantity` units of a line ask alike (ADR 073): the reason's text
 * from the business's list and the typed words, the amount (those units at their price) and the
 * approval rule over it (a delivered line always needs a manager for a waiter).
 */
export async function approveLineCorrection({
  tx,
  businessId,
  staff,
  kind,
  item,
  body,
}: {
  tx: Tx;
  businessId: string;
  staff: { staffId: string; role: StaffRole };
  kind: 'void' | 'ikram';
  item: { unitPrice: number; status: string };
  body: {
    quantity: number;
    reasonId?: string;
    reason?: string;
    approval?: { staffId: string; pin: string } | null;
  };
}) {
  const reason = await resolveCorrectionReason({
    db: tx,
    businessId,
    kind,
    reasonId: body.reasonId,
    reason: body.reason,
  });
  const amount = body.quantity * item.unitPrice;
  const { approvedBy } = await approveCorrection({
    tx,
    businessId,
    staff,
    kind,
    amount,
    afterDelivery: item.status === 'delivered',
    approval: body.approval ?? null,
  });
  return { reason, amount, approvedBy };
}
