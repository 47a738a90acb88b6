import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { staffAccounts } from '../../../db/schema/index.ts';
import { refuse } from '../../../lib/app-error.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { endUserSessions } from '../../auth/end-user-sessions.ts';
import { lockMember, type AccountRow, type Manager } from './member-rows.ts';
import { retireSentLinks } from './retire-sent-links.ts';

/**
 * A member who can no longer sign in: their sessions end and every link they sent is retired
 * (ADR 031). A manager cannot deactivate an owner (403); nobody deactivates themselves (400).
 */
export async function deactivateMember({
  db,
  me,
  staffId,
}: {
  db: Db;
  me: Manager;
  staffId: string;
}): Promise<{ row: AccountRow; ended: string[] }> {
  if (staffId === me.staffId) throw refuse(400, 'SELF_DEACTIVATION');
  return db.transaction(async (tx) => {
    const target = await lockMember({ tx, staffId, businessId: me.businessId });
    if (target.role === 'owner' && me.role !== 'owner') {
      throw refuse(403, 'ROLE_NOT_ALLOWED');
    }
    const now = new Date();
    const [updated] = await tx
      .update(staffAccounts)
      .set({ active: false, updatedAt: now })
      .where(eq(staffAccounts.id, target.id))
      .returning();
    await retireSentLinks({ tx, staffId: target.id, role: null, now });
    const ended = await endUserSessions({ db: tx, userId: target.id, subject: 'staff' });
    await recordAudit({
      db: tx,
      businessId: me.businessId,
      staffId: me.staffId,
      action: 'staff.deactivated',
      subjectId: target.id,
      details: { name: target.name, role: target.role },
      now,
    });
    return { row: updated ?? target, ended };
  });
}
