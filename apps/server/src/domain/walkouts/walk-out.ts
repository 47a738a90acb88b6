import type { CorrectionApproval } from '@masa/core/corrections/corrections.schemas';
import { inArray } from 'drizzle-orm';
import type { StaffRole } from '../../db/schema/enums.ts';
import { orders } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { approveCorrection } from '../corrections/approve-correction.ts';
import { resolveCorrectionReason } from '../corrections/resolve-correction-reason.ts';
import { lockServedUnpaid, type ServedUnpaid } from './lock-served-unpaid.ts';
import { noteUnpaidClosed } from './note-unpaid-closed.ts';

/**
 * A walk-out ("Ödenmedi", issue 32 item 4, docs/decisions/076-walk-outs-open-accounts-and-the-kuver.md):
 * a served order's unpaid rest, or a whole table's, is closed with who and why. Not a
 * cancellation: the lines stay sold and the paid units paid; the order leaves the board and the
 * floor (it is settled, core isOrderSettled), and the loss is what its bill leaves (unpaidRest),
 * read by the report from the same rows. Owner or manager, or a waiter with their approval.
 */
export async function walkOut({
  db,
  businessId,
  staff,
  orderId,
  tableId,
  reasonId,
  reason: typed,
  expectedLeft,
  approval,
  now,
}: {
  db: Db;
  businessId: string;
  staff: { staffId: string; role: StaffRole };
  orderId?: string | undefined;
  tableId?: string | undefined;
  /** A reason of the business's walk-out list and/or typed text (contract rule 5). */
  reasonId?: string | undefined;
  reason?: string | undefined;
  expectedLeft: number;
  approval?: CorrectionApproval | null | undefined;
  now: Date;
}): Promise<{ closing: ServedUnpaid[]; left: number; approvedBy: string | null }> {
  return db.transaction(async (tx) => {
    const { closing, left } = await lockServedUnpaid({
      tx,
      businessId,
      orderId,
      tableId,
      expectedLeft,
      now,
    });
    const reason = await resolveCorrectionReason({
      db: tx,
      businessId,
      kind: 'walkout',
      reasonId,
      reason: typed,
    });
    const { approvedBy: approver } = await approveCorrection({
      tx,
      businessId,
      staff,
      kind: 'walkout',
      amount: left,
      afterDelivery: true,
      approval: approval ?? null,
    });
    const approvedBy = approver?.name ?? null;
    await tx
      .update(orders)
      .set({
        walkedOutAt: now,
        walkoutReason: reason,
        walkoutByStaffId: staff.staffId,
        updatedAt: now,
      })
      .where(
        inArray(
          orders.id,
          closing.map(({ order }) => order.id),
        ),
      );
    await noteUnpaidClosed({
      tx,
      businessId,
      staffId: staff.staffId,
      closing,
      action: 'order.walked_out',
      details: { reason, approvedBy },
      now,
    });
    return { closing, left, approvedBy };
  });
}
