import type { StaffRole } from '@masa/core/staff/staff-session.schemas';
import { mayManageRole } from '@masa/core/staff/staff-members.schemas';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { STAFF_ROLES } from '../../../db/schema/enums.ts';
import { staffInvitations } from '../../../db/schema/index.ts';
import type { Tx } from '../../../lib/db-tx.ts';

/**
 * A link is only as good as the person who sent it (issue 28, ADR 031): when a member is
 * deactivated (`role: null`) or given a role that may not send some of their open links, those
 * links are marked used. Otherwise a manager could invite a second address of their own, be
 * deactivated, and come back through the invitation. Runs in the caller's transaction, under
 * the member's row lock; acceptStaffLink checks the sender again when a link is used.
 */
export async function retireSentLinks({
  tx,
  staffId,
  role,
  now,
}: {
  tx: Tx;
  staffId: string;
  /** The sender's new role; null when they can no longer send anything. */
  role: StaffRole | null;
  now: Date;
}): Promise<void> {
  const lost = STAFF_ROLES.filter((granted) => role === null || !mayManageRole(role, granted));
  if (lost.length === 0) return;
  await tx
    .update(staffInvitations)
    .set({ usedAt: now, updatedAt: now })
    .where(
      and(
        eq(staffInvitations.invitedByStaffId, staffId),
        inArray(staffInvitations.role, lost),
        isNull(staffInvitations.usedAt),
      ),
    );
}
