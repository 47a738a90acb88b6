import type {
  CorrectionApproval,
  CorrectionKind,
} from '@masa/core/corrections/corrections.schemas';
import { staffMay } from '@masa/core/staff/staff-permissions';
import { formatTry } from '@masa/core/money/format-try';
import { and, eq } from 'drizzle-orm';
import { businesses, staffAccounts } from '../../db/schema/index.ts';
import type { StaffRole } from '../../db/schema/enums.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { verifyPassword } from '../../lib/password.ts';
import { checkPinRate, recordPinSuccess } from './approval-attempts.ts';

export type { CorrectionKind };

/**
 * Who approved a correction, or null when the asker may do it alone (ADR 073). An owner or
 * manager acts alone; a waiter alone only up to the business's limit and before delivery; a
 * walk-out always needs an owner or manager. Otherwise `approval` must name an active owner or
 * manager of the same business and their PIN. Throws 403 APPROVAL_REQUIRED (the app then asks
 * for a manager's PIN) or APPROVAL_REFUSED; wrong PINs are counted per approver (429).
 */
export async function approveCorrection({
  tx,
  businessId,
  staff,
  kind,
  amount,
  afterDelivery,
  approval,
}: {
  tx: Tx;
  businessId: string;
  staff: { staffId: string; role: StaffRole };
  kind: CorrectionKind;
  amount: number;
  afterDelivery: boolean;
  approval?: CorrectionApproval | null;
}): Promise<{ approvedBy: { id: string; name: string } | null }> {
  if (staffMay(staff.role, 'approveCorrections')) return { approvedBy: null };
  const [business] = await tx
    .select({ limit: businesses.correctionApprovalLimit })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const limit = business?.limit ?? 0;
  const alone = kind !== 'walkout' && amount <= limit && !afterDelivery;
  if (alone) return { approvedBy: null };
  if (!approval) {
    const details = { approvalLimit: limit };
    throw kind === 'walkout'
      ? refuse(403, 'APPROVAL_REQUIRED.walkoutNeedsManager', {}, details)
      : refuse(403, 'APPROVAL_REQUIRED.approvalRequired', { limit: formatTry(limit) }, details);
  }
  const [approver] = await tx
    .select()
    .from(staffAccounts)
    .where(
      and(
        eq(staffAccounts.id, approval.staffId),
        eq(staffAccounts.businessId, businessId),
        eq(staffAccounts.active, true),
      ),
    );
  if (!approver) throw refuse(403, 'APPROVAL_REFUSED.approverNotFound');
  if (!staffMay(approver.role, 'approveCorrections'))
    throw refuse(403, 'APPROVAL_REFUSED.approverNotManager');
  if (!approver.approvalPinHash) throw refuse(403, 'APPROVAL_REFUSED.approverHasNoPin');
  await checkPinRate({ tx, approverId: approver.id });
  if (!(await verifyPassword(approver.approvalPinHash, approval.pin))) {
    // The route's transaction rolls back; the failure is written after it (approval-attempts).
    throw refuse(403, 'APPROVAL_REFUSED.wrongPin', {}, { approverId: approver.id });
  }
  await recordPinSuccess({ tx, approverId: approver.id });
  return { approvedBy: { id: approver.id, name: approver.name } };
}
