import type { StaffRole } from '@masa/core/staff/staff-session.schemas';
import { forbidden } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { WALKOUT_MESSAGES as M } from './walkout-messages.ts';

export type Closer = { staffId: string; role: StaffRole };

/**
 * Whether `staff` may close a table unpaid (a walk-out or an open account): an owner or a
 * manager alone; a waiter only with a manager's approval (contract rule 4, kind 'walkout').
 * Answers who approved, null when the asker may alone.
 */
export async function mayCloseUnpaid({
  staff,
}: {
  tx: Tx;
  businessId: string;
  staff: Closer;
  amount: number;
  approval?: { staffId: string; pin: string } | null | undefined;
}): Promise<string | null> {
  if (staff.role === 'owner' || staff.role === 'manager') return null;
  throw forbidden(M.managerOnly, 'APPROVAL_REQUIRED');
}
