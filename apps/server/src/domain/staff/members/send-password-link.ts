import { mayManageRole } from '@masa/core/staff/staff-members.schemas';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { refuse } from '../../../lib/app-error.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { sendEmail } from '../../outbox/send-email.ts';
import { lockMember, type Manager } from './member-rows.ts';
import { createStaffLink, presentStaffLink } from './staff-links.ts';

/**
 * A link that lets a member set a new password (valid one hour); a manager cannot send one to
 * an owner (403). Using it ends the member's sessions (acceptStaffLink).
 */
export async function sendPasswordLink({
  db,
  config,
  me,
  staffId,
}: {
  db: Db;
  config: Config;
  me: Manager;
  staffId: string;
}) {
  const now = new Date();
  const { link, sender, email } = await db.transaction(async (tx) => {
    const target = await lockMember({ tx, staffId, businessId: me.businessId });
    if (!mayManageRole(me.role, target.role)) throw refuse(403, 'ROLE_NOT_ALLOWED.roleNotAllowed');
    const created = await createStaffLink({
      tx,
      config,
      businessId: me.businessId,
      invitedByStaffId: me.staffId,
      person: { name: target.name, email: target.email, role: target.role },
      staffAccountId: target.id,
      now,
    });
    await recordAudit({
      db: tx,
      businessId: me.businessId,
      staffId: me.staffId,
      action: 'staff.password_link',
      subjectId: target.id,
      details: { name: target.name, email: target.email },
      now,
    });
    return created;
  });
  await sendEmail({ db, config, email });
  return presentStaffLink(link, sender);
}
