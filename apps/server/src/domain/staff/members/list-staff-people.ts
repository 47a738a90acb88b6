import type { StaffPeople } from '@masa/core/staff/staff-members.schemas';
import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { staffAccounts, staffInvitations } from '../../../db/schema/index.ts';
import type { BusinessScope, DbOrTx } from '../../../lib/db-tx.ts';
import { presentStaffLink } from './staff-links.ts';

type AccountRow = typeof staffAccounts.$inferSelect;
type Inviter = { id: string; name: string } | null;
const sender = alias(staffAccounts, 'sender');

/** A staff account as the staff API answers it (core staffMemberSchema). */
export function presentStaffMember(row: AccountRow, invitedBy: Inviter) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    active: row.active,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    invitedBy,
  };
}

/**
 * GET /staff/members (ADR 031): the business's accounts and its links not used yet, each with
 * who sent the invitation (issue 28: whoever reads the list sees who brought whom in).
 */
export async function listStaffPeople({
  db,
  businessId,
  now = new Date(),
}: {
  db: DbOrTx;
  businessId: string;
  now?: Date;
}): Promise<StaffPeople> {
  const rows = await db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.businessId, businessId))
    .orderBy(asc(staffAccounts.name));
  const inviters = await findInviters({ db, businessId });
  const links = await db
    .select({ link: staffInvitations, sender: { id: sender.id, name: sender.name } })
    .from(staffInvitations)
    .leftJoin(sender, eq(sender.id, staffInvitations.invitedByStaffId))
    .where(
      and(
        eq(staffInvitations.businessId, businessId),
        isNull(staffInvitations.usedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(staffInvitations.createdAt));
  return {
    members: rows.map((row) =>
      presentStaffMember(row, inviters.get(row.email.toLowerCase()) ?? null),
    ),
    invitations: links.map(({ link, sender: from }) => presentStaffLink(link, from)),
  };
}

/**
 * Who invited each account of the business, by lower-cased e-mail. The invitation an account
 * was made from is the newest used invitation to its address at the business: a new link to an
 * address retires the older ones, only an unused one can be accepted, and no invitation can be
 * sent to an address once it has an account (409). So no column is needed to remember it.
 */
export async function findInviters({
  db,
  businessId,
}: BusinessScope): Promise<Map<string, Inviter>> {
  const used = await db
    .select({ email: staffInvitations.email, id: sender.id, name: sender.name })
    .from(staffInvitations)
    .innerJoin(sender, eq(sender.id, staffInvitations.invitedByStaffId))
    .where(
      and(
        eq(staffInvitations.businessId, businessId),
        isNull(staffInvitations.staffAccountId),
        isNotNull(staffInvitations.usedAt),
      ),
    )
    .orderBy(asc(staffInvitations.createdAt));
  return new Map(used.map(({ email, id, name }) => [email.toLowerCase(), { id, name }]));
}
