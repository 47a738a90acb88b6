import { mayManageRole } from '@masa/core/staff/staff-members.schemas';
import type { StaffRole } from '@masa/core/staff/staff-session.schemas';
import { sql } from 'drizzle-orm';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { staffAccounts } from '../../../db/schema/index.ts';
import { refuse } from '../../../lib/app-error.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { sendEmail } from '../../outbox/send-email.ts';
import type { Manager } from './member-rows.ts';
import { createStaffLink, presentStaffLink } from './staff-links.ts';

/**
 * An invitation by e-mail with a role (ADR 031): a manager never invites an owner (403), an
 * address that already has a staff account answers 409. The link is written and audited in
 * one transaction; the e-mail goes through the outbox once it is committed.
 */
export async function inviteMember({
  db,
  config,
  me,
  person,
}: {
  db: Db;
  config: Config;
  me: Manager;
  person: { name: string; email: string; role: StaffRole };
}) {
  const invited = { ...person, email: person.email.trim().toLowerCase() };
  if (!mayManageRole(me.role, invited.role)) throw refuse(403, 'ROLE_NOT_ALLOWED.roleNotAllowed');
  const now = new Date();
  const { link, sender, email } = await db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(sql`lower(${staffAccounts.email}) = ${invited.email}`);
    if (taken) throw refuse(409, 'STAFF_EMAIL_TAKEN');
    const created = await createStaffLink({
      tx,
      config,
      businessId: me.businessId,
      invitedByStaffId: me.staffId,
      person: invited,
      now,
    });
    await recordAudit({
      db: tx,
      businessId: me.businessId,
      staffId: me.staffId,
      action: 'staff.invited',
      subjectId: created.link.id,
      details: { name: invited.name, email: invited.email, role: invited.role },
      now,
    });
    return created;
  });
  await sendEmail({ db, config, email });
  return presentStaffLink(link, sender);
}
