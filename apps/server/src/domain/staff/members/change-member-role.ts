import { mayManageRole } from '@masa/core/staff/staff-members.schemas';
import type { StaffRole } from '@masa/core/staff/staff-session.schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { staffAccounts } from '../../../db/schema/index.ts';
import { refuse } from '../../../lib/app-error.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { endUserSessions } from '../../auth/end-user-sessions.ts';
import { lockMember, type AccountRow, type Manager } from './member-rows.ts';
import { retireSentLinks } from './retire-sent-links.ts';

/**
 * A member's new role. A manager neither grants the owner role nor changes an owner's (403);
 * nobody changes their own (400). The member's sessions end so the new role applies, and the
 * links they may no longer send are retired (ADR 031); `ended` is for the caller to close the
 * sockets of on every node once committed.
 */
export async function changeMemberRole({
  db,
  me,
  staffId,
  role,
}: {
  db: Db;
  me: Manager;
  staffId: string;
  role: StaffRole;
}): Promise<{ row: AccountRow; ended: string[] }> {
  if (staffId === me.staffId) throw refuse(400, 'SELF_ROLE_CHANGE');
  return db.transaction(async (tx) => {
    const target = await lockMember({ tx, staffId, businessId: me.businessId });
    if (!mayManageRole(me.role, target.role) || !mayManageRole(me.role, role)) {
      throw refuse(403, 'ROLE_NOT_ALLOWED.roleNotAllowed');
    }
    if (target.role === role) return { row: target, ended: [] };
    const now = new Date();
    const [updated] = await tx
      .update(staffAccounts)
      .set({ role, updatedAt: now })
      .where(eq(staffAccounts.id, target.id))
      .returning();
    await retireSentLinks({ tx, staffId: target.id, role, now });
    const ended = await endUserSessions({ db: tx, userId: target.id, subject: 'staff' });
    await recordAudit({
      db: tx,
      businessId: me.businessId,
      staffId: me.staffId,
      action: 'staff.role_changed',
      subjectId: target.id,
      details: { name: target.name, from: target.role, to: role },
      now,
    });
    return { row: updated ?? target, ended };
  });
}
